/// SwiftUI's `defaultScrollAnchor(_:)` (iOS 17): which part of a scroll view's content shows at
/// rest, and where content smaller than the scroll view sits. A chat is `.bottom`: it opens on the
/// latest message, and a short conversation rests on the composer. Applies to the outermost scroll
/// views the modified view resolves to, not to scroll views nested inside them (a code block's
/// horizontal scroller in a bottom-anchored chat stays at its leading edge); nil keeps the default (top).
extension View {
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        ScrollAnchorModifierView(content: self, anchor: anchor)
    }
}

struct ScrollAnchorModifierView: View {
    let content: any View
    let anchor: UnitPoint?

    public func _makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let nodes = context.resolve(content)
        guard let anchor else { return nodes }
        return nodes.map { Self.anchoring($0, anchor) }
    }

    /// The subtree with its outermost scroll views' layouts swapped for anchored ones (same nodes otherwise).
    static func anchoring(_ node: LayoutNode, _ anchor: UnitPoint) -> LayoutNode {
        guard let scroll = node.layout as? ScrollLayout else {
            node.children = node.children.map { anchoring($0, anchor) }
            return node
        }
        let anchored = LayoutNode(kind: node.kind, layout: AnchoredScrollLayout(base: scroll, anchor: anchor),
                                  content: node.content, children: node.children)
        anchored.priority = node.priority
        anchored.traits = node.traits
        return anchored
    }
    typealias Body = Never
}

/// A scroll view at rest with its content aligned to `anchor` along the scroll axes: content larger
/// than the frame is offset so the anchored edge shows (the rest is clipped by the scroll view's
/// clip); smaller content is aligned inside the frame.
struct AnchoredScrollLayout: LayoutAlgorithm {
    let base: ScrollLayout
    let anchor: UnitPoint

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Size {
        base.sizeThatFits(proposal, node: node, context)
    }
    func placeChildren(in bounds: Rect, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) {
        guard let child = node.children.first else { return }
        let p = base.childProposal(proposal)
        let s = child.sizeThatFits(p, context)
        let dx = base.axes.contains(.horizontal) ? (bounds.width - s.width) * anchor.x : 0
        let dy = base.axes.contains(.vertical) ? (bounds.height - s.height) * anchor.y : 0
        let inner = ScrollSafeArea.extend(node, bounds: bounds, context)
        child.place(at: Point(x: bounds.minX + dx, y: bounds.minY + dy), proposal: p, inner)
    }
}
