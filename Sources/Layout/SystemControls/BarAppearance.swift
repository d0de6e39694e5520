/// Whether a bar shows its standard appearance (material and hairline) or its scroll-edge one, when that
/// depends on the content below it: fixed when the view resolves (`toolbarBackground`, the scrolled render
/// state), else decided by the container's layout when it places the content, before it places the bar.
/// Shared by the container's layout and the bar's gated backgrounds (`shown(by:when:)`).
final class BarAppearance {
    /// Fixed at resolution; nil: decided at layout.
    var standard: Bool?
    /// Decided at layout when `standard` is nil.
    var decided = false
    var isStandard: Bool { standard ?? decided }

    /// Content runs on under a bar at its bottom when it is taller than the space above the bar and not
    /// resting on its last line (a scroll view whose initial offset is at the bottom shows its end, at the
    /// scroll edge).
    static func contentRunsUnderBottomBar(_ content: LayoutNode, width: Double, height: Double, _ context: LayoutContext) -> Bool {
        if content.subtree().contains(where: { (($0.layout as? AnchoredScrollLayout)?.initialOffset?.y ?? 0) >= 1 }) { return false }
        let ideal = content.sizeThatFits(ProposedViewSize(width: width, height: nil), context).height
        return ideal > height + 0.5
    }
}

extension View {
    /// Drawn only when the bar's appearance is (`when: true`) or is not (`when: false`) the standard one.
    func shown(by appearance: BarAppearance, when standard: Bool) -> some View {
        unary("barAppearance") { _ in (BarAppearanceGateLayout(appearance: appearance, shownWhenStandard: standard), .none) }
    }
}

/// A bar background gated by its `BarAppearance`: shown, the child gets the proposal and sits at the
/// origin; hidden, it reports no size and its child is not placed (so draws nowhere, safe-area growth
/// included).
struct BarAppearanceGateLayout: LayoutAlgorithm {
    let appearance: BarAppearance
    let shownWhenStandard: Bool
    var isShown: Bool { appearance.isStandard == shownWhenStandard }
    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Size {
        isShown ? node.children.first?.sizeThatFits(proposal, context) ?? .zero : .zero
    }
    func placeChildren(in bounds: Rect, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) {
        if isShown { node.children.first?.place(at: bounds.origin, proposal: proposal, context) }
    }
}
