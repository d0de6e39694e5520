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
    public func firstBaseline(_ size: Size, node: LayoutNode, _ context: LayoutContext) -> Double? {
        guard let c = node.children.first, let b = c.firstBaseline(c.lastSize, context) else { return nil }
        return b + insets.top
    }
}
