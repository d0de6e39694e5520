/// SwiftUI's `ViewThatFits`: the first of its views whose ideal size fits the proposal on the
/// constrained axes (by default both), else the last one. Give the views in order of preference.
/// Size contract: the chosen view gets the proposal; reports the chosen view's size. Only the chosen
/// view is placed, drawn and dumped.
public struct ViewThatFits<Content: View>: View {
    let axes: Axis.Set
    let content: Content
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes; self.content = content()
    }
    public func _makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let candidates = context.inStack(nil).resolve(content)
        return [LayoutNode(kind: "ViewThatFits", layout: ViewThatFitsLayout(axes: axes, candidates: candidates))]
    }
    public typealias Body = Never
}

/// Chooses per proposal; the node's children become the chosen view when it is placed.
struct ViewThatFitsLayout: LayoutAlgorithm {
    let axes: Axis.Set
    let candidates: [LayoutNode]

    /// A candidate fits when its ideal length on each constrained axis (unspecified proposal there,
    /// the proposal elsewhere) is at most the proposed length; an unspecified proposal fits anything.
    func choose(_ p: ProposedViewSize, _ context: LayoutContext) -> LayoutNode? {
        let h = axes.contains(.horizontal), v = axes.contains(.vertical)
        let probe = ProposedViewSize(width: h ? nil : p.width, height: v ? nil : p.height)
        for c in candidates.dropLast() {
            let ideal = c.sizeThatFits(probe, context)
            let fitsWidth = !h || p.width.map { ideal.width <= $0 + 1e-9 } ?? true
            let fitsHeight = !v || p.height.map { ideal.height <= $0 + 1e-9 } ?? true
            if fitsWidth && fitsHeight { return c }
        }
        return candidates.last
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Size {
        choose(proposal, context)?.sizeThatFits(proposal, context) ?? .zero
    }
    func placeChildren(in bounds: Rect, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) {
        guard let chosen = choose(proposal, context) else { node.children = []; return }
        node.children = [chosen]
        chosen.place(at: bounds.origin, proposal: proposal, context)
    }
    func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Double? {
        choose(proposal, context)?.explicitAlignment(key, proposal, context)
    }
}
