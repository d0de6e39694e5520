extension View {
    /// Sets the view's value for a horizontal guide: containers aligned by that guide (a VStack, a
    /// ZStack, a frame, a Grid column) line the view up on this value instead of the guide's default.
    /// The closure gets the view's size and its other guides, e.g. `{ d in d[.trailing] - 20 }`.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> Double) -> some View {
        unary("alignmentGuide") { _ in (AlignmentGuideLayout(key: g.key, computeValue: computeValue), .none) }
    }
    /// Sets the view's value for a vertical guide (an HStack, a ZStack, a frame, a Grid row).
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> Double) -> some View {
        unary("alignmentGuide") { _ in (AlignmentGuideLayout(key: g.key, computeValue: computeValue), .none) }
    }
}

/// `alignmentGuide`: the child gets the proposal; reports the child's size; answers its guide with the
/// closure's value (other guides, spacing and priority are the child's).
struct AlignmentGuideLayout: LayoutAlgorithm {
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> Double

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Size {
        node.children.first?.sizeThatFits(proposal, context) ?? .zero
    }
    func placeChildren(in bounds: Rect, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) {
        node.children.first?.place(at: bounds.origin, proposal: proposal, context)
    }
    func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Double? {
        guard let child = node.children.first else { return nil }
        if key == self.key { return computeValue(child.dimensions(proposal, context)) }
        return child.explicitAlignment(key, proposal, context)
    }
    func spacing(node: LayoutNode, _ context: LayoutContext) -> ViewSpacing { childSpacing(node, context) }
    func layoutPriority(node: LayoutNode) -> Double { childPriority(node) }
}
