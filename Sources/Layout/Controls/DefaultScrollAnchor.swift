/// SwiftUI's `defaultScrollAnchor(_:)` (iOS 17): which part of a scroll view's content shows at
/// rest, and where content smaller than the scroll view sits. `.bottom` opens on the end of the
/// content and rests short content on the bottom edge. Applies to the outermost scroll views the
/// modified view resolves to, not to scroll views nested inside them (a code block's horizontal
/// scroller in a bottom-anchored chat stays at its leading edge); nil keeps the default (top).
extension View {
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        ScrollAnchorModifierView(content: self, anchor: anchor, roles: ScrollAnchorRole.allCases)
    }

    /// SwiftUI's `defaultScrollAnchor(_:for:)` (iOS 18): the anchor for one role only. A chat that opens
    /// on its latest message but lets a short conversation start at the top is
    /// `.defaultScrollAnchor(.bottom, for: .initialOffset)`. When modifiers set the same role, the one
    /// nearer the scroll view wins, as with environment values.
    public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
        ScrollAnchorModifierView(content: self, anchor: anchor, roles: [role])
    }
}

/// What a default scroll anchor is used for.
public enum ScrollAnchorRole: String, Hashable, Sendable, CaseIterable {
    /// Where content smaller than the scroll view sits.
    case alignment
    /// Which part of content larger than the scroll view shows at rest.
    case initialOffset
    /// What stays put when the content changes size; a still render has no size changes, so it only
    /// exists for guide code that sets it.
    case sizeChanges
}

struct ScrollAnchorModifierView: View {
    let content: any View
    let anchor: UnitPoint?
    let roles: [ScrollAnchorRole]

    public func _makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let nodes = context.resolve(content)
        guard let anchor else { return nodes }
        return nodes.map { Self.anchoring($0, anchor, roles: roles) }
    }

    /// The subtree with its outermost scroll views' layouts swapped for anchored ones (same nodes otherwise).
    /// A scroll view already anchored by an inner modifier keeps the roles that modifier set.
    static func anchoring(_ node: LayoutNode, _ anchor: UnitPoint, roles: [ScrollAnchorRole]) -> LayoutNode {
        var layout: AnchoredScrollLayout
        if let scroll = node.layout as? ScrollLayout {
            layout = AnchoredScrollLayout(base: scroll)
        } else if let anchored = node.layout as? AnchoredScrollLayout {
            layout = anchored
        } else {
            node.children = node.children.map { anchoring($0, anchor, roles: roles) }
            return node
        }
        if roles.contains(.alignment) { layout.alignment = layout.alignment ?? anchor }
        if roles.contains(.initialOffset) { layout.initialOffset = layout.initialOffset ?? anchor }
        let anchored = LayoutNode(kind: node.kind, layout: layout, content: node.content, children: node.children)
        anchored.inheritTraits(from: node)
        return anchored
    }
    typealias Body = Never
}

/// A scroll view at rest with its content placed by its anchors along the scroll axes: content larger
/// than the frame is offset so the `initialOffset` point shows (the rest is clipped by the scroll view's
/// clip); smaller content sits at the `alignment` point of the frame. A role left nil is the top/leading.
struct AnchoredScrollLayout: LayoutAlgorithm {
    let base: ScrollLayout
    var alignment: UnitPoint?
    var initialOffset: UnitPoint?

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Size {
        base.sizeThatFits(proposal, node: node, context)
    }
    func placeChildren(in bounds: Rect, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) {
        guard let child = node.children.first else { return }
        let p = base.childProposal(proposal)
        let s = child.sizeThatFits(p, context)
        func anchor(_ spare: Double) -> UnitPoint { (spare < 0 ? initialOffset : alignment) ?? UnitPoint(x: 0, y: 0) }
        let dx = base.axes.contains(.horizontal) ? (bounds.width - s.width) * anchor(bounds.width - s.width).x : 0
        let dy = base.axes.contains(.vertical) ? (bounds.height - s.height) * anchor(bounds.height - s.height).y : 0
        let inner = ScrollSafeArea.extend(node, bounds: bounds, context)
        child.place(at: Point(x: bounds.minX + dx, y: bounds.minY + dy), proposal: p, inner)
    }
}
