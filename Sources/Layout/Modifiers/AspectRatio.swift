/// How a view fills a space of another shape: all of it visible (`fit`) or all of the space covered (`fill`).
public enum ContentMode: Hashable, Sendable, CaseIterable { case fit, fill }

extension View {
    /// Proposes to the view the largest (`.fit`) or smallest (`.fill`) size of the given width/height
    /// ratio that fits (covers) the proposal; without a ratio, the view's own ideal size sets it.
    public func aspectRatio(_ aspectRatio: Double? = nil, contentMode: ContentMode) -> some View {
        unary("aspectRatio") { _ in (AspectRatioLayout(ratio: aspectRatio, contentMode: contentMode), .none) }
    }
    public func aspectRatio(_ aspectRatio: Size, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }
    /// `aspectRatio(contentMode: .fit)`: scaled to fit the proposal, keeping the view's ideal proportions.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
    /// `aspectRatio(contentMode: .fill)`: scaled to cover the proposal, keeping the view's ideal proportions.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}

/// `aspectRatio(_:contentMode:)`: the child gets the largest (fit) or smallest (fill) size of the ratio
/// (or of its ideal size's proportions) within (covering) the proposal; an unspecified proposal passes
/// through, and an unspecified dimension does not constrain. Reports the child's size; the child is
/// centred in the frame.
struct AspectRatioLayout: LayoutAlgorithm {
    let ratio: Double?
    let contentMode: ContentMode

    func childProposal(_ p: ProposedViewSize, _ node: LayoutNode, _ context: LayoutContext) -> ProposedViewSize {
        if p == .unspecified { return p }
        var shape = ratio.map { Size(width: $0, height: 1) } ?? node.children.first?.sizeThatFits(.unspecified, context) ?? .zero
        if shape.width == shape.height { shape = Size(width: 1, height: 1) }
        func scale(_ target: Double?, _ length: Double) -> Double {
            guard let target, length != 0 || target != 0 else { return .infinity }
            return target / length
        }
        let sx = scale(p.width, shape.width), sy = scale(p.height, shape.height)
        let s = contentMode == .fit ? min(sx, sy) : max(sx, sy)
        func scaled(_ length: Double) -> Double { let v = length * s; return v.isNaN ? 0 : v }
        return ProposedViewSize(width: scaled(shape.width), height: scaled(shape.height))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Size {
        node.children.first?.sizeThatFits(childProposal(proposal, node, context), context) ?? .zero
    }
    func placeChildren(in bounds: Rect, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) {
        guard let child = node.children.first else { return }
        let p = childProposal(proposal, node, context)
        let s = child.sizeThatFits(p, context)
        child.place(at: Point(x: bounds.midX - s.width / 2, y: bounds.midY - s.height / 2), proposal: p, context)
    }
    func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Double? {
        // The frame is the child's size, so the centred child sits at the origin.
        childExplicitAlignment(key, childProposal: childProposal(proposal, node, context), childOrigin: .zero, node: node, context)
    }
}
