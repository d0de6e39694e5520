/// Padding: the child gets the proposal minus the insets (never below zero; unspecified stays
/// unspecified); reports the child's size plus the insets.
public struct PaddingLayout: LayoutAlgorithm {
    public let insets: EdgeInsets

    func inner(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: p.width.map { max(0, $0 - insets.horizontal) },
                         height: p.height.map { max(0, $0 - insets.vertical) })
    }
    public func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Size {
        guard let child = node.children.first else { return Size(width: insets.horizontal, height: insets.vertical) }
        let s = child.sizeThatFits(inner(proposal), context)
        return Size(width: s.width + insets.horizontal, height: s.height + insets.vertical)
    }
    public func placeChildren(in bounds: Rect, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) {
        node.children.first?.place(at: Point(x: bounds.minX + insets.leading, y: bounds.minY + insets.top),
                                   proposal: inner(proposal), context)
    }
    public func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Double? {
        childExplicitAlignment(key, childProposal: inner(proposal), childOrigin: Point(x: insets.leading, y: insets.top), node: node, context)
    }
    /// Padded edges state no spacing of their own any more.
    public func spacing(node: LayoutNode, _ context: LayoutContext) -> ViewSpacing {
        var edges: Edge.Set = []
        if insets.top != 0 { edges.insert(.top) }
        if insets.leading != 0 { edges.insert(.leading) }
        if insets.bottom != 0 { edges.insert(.bottom) }
        if insets.trailing != 0 { edges.insert(.trailing) }
        return childSpacing(node, context).clearing(edges)
    }
}
