/// `frame(width:height:alignment:)`: the child gets the given dimensions in place of the proposal's;
/// reports the given dimensions (the child's own size where a dimension is not given). The child is
/// aligned inside.
public struct FrameLayout: LayoutAlgorithm {
    public let width: Double?
    public let height: Double?
    public let alignment: Alignment

    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? p.width, height: height ?? p.height)
    }
    public func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Size {
        if let width, let height { return Size(width: width, height: height) }
        let s = node.children.first?.sizeThatFits(childProposal(proposal), context) ?? .zero
        return Size(width: width ?? s.width, height: height ?? s.height)
    }
    public func placeChildren(in bounds: Rect, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) {
        node.placeOnlyChild(in: bounds, proposal: childProposal(proposal), alignment: alignment, context)
    }
    public func firstBaseline(_ size: Size, node: LayoutNode, _ context: LayoutContext) -> Double? {
        node.alignedChildBaseline(in: size, alignment: alignment, context)
    }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
/// The child gets the proposal (the ideal where unspecified) clamped to min…max; reports, per axis
/// with a bound, the proposal clamped to [min ?? child, max ?? child] (so `maxWidth: .infinity`
/// takes all that is offered), and the child's size on axes without bounds.
public struct FlexFrameLayout: LayoutAlgorithm {
    public let minWidth: Double?, idealWidth: Double?, maxWidth: Double?
    public let minHeight: Double?, idealHeight: Double?, maxHeight: Double?
    public let alignment: Alignment

    func clamp(_ v: Double, _ lo: Double?, _ hi: Double?) -> Double {
        var r = v
        if let hi, r > hi { r = hi }
        if let lo, r < lo { r = lo }
        return r
    }
    func withIdeal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: p.width ?? idealWidth, height: p.height ?? idealHeight)
    }
    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        let q = withIdeal(p)
        return ProposedViewSize(width: q.width.map { clamp($0, minWidth, maxWidth) },
                                height: q.height.map { clamp($0, minHeight, maxHeight) })
    }
    public func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Size {
        let q = withIdeal(proposal)
        let c = node.children.first?.sizeThatFits(childProposal(proposal), context) ?? .zero
        func axis(_ p: Double?, _ child: Double, _ lo: Double?, _ hi: Double?) -> Double {
            if lo == nil && hi == nil { return child }
            return clamp(p ?? child, lo ?? child, hi ?? child)
        }
        return Size(width: axis(q.width, c.width, minWidth, maxWidth),
                    height: axis(q.height, c.height, minHeight, maxHeight))
    }
    public func placeChildren(in bounds: Rect, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) {
        // Inside the chosen frame the child is offered the frame's size, clamped as before.
        node.placeOnlyChild(in: bounds, proposal: childProposal(ProposedViewSize(width: proposal.width == nil ? nil : bounds.width,
                                                                                 height: proposal.height == nil ? nil : bounds.height)),
                            alignment: alignment, context)
    }
    public func firstBaseline(_ size: Size, node: LayoutNode, _ context: LayoutContext) -> Double? {
        node.alignedChildBaseline(in: size, alignment: alignment, context)
    }
}

/// `fixedSize`: the child gets an unspecified proposal on the fixed axes (its ideal size there);
/// reports the child's size.
public struct FixedSizeLayout: LayoutAlgorithm {
    public let horizontal: Bool
    public let vertical: Bool
    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }
    public func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Size {
        node.children.first?.sizeThatFits(childProposal(proposal), context) ?? .zero
    }
    public func placeChildren(in bounds: Rect, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) {
        node.children.first?.place(at: bounds.origin, proposal: childProposal(proposal), context)
    }
    public func firstBaseline(_ size: Size, node: LayoutNode, _ context: LayoutContext) -> Double? {
        node.children.first.flatMap { $0.firstBaseline($0.lastSize, context) }
    }
}

extension LayoutNode {
    /// Frames: the single child takes its size for `proposal` and is aligned inside `bounds`.
    func placeOnlyChild(in bounds: Rect, proposal: ProposedViewSize, alignment: Alignment, _ context: LayoutContext) {
        guard let child = children.first else { return }
        let s = child.sizeThatFits(proposal, context)
        let o = alignment.offset(child: s, in: bounds.size)
        child.place(at: Point(x: bounds.minX + o.x, y: bounds.minY + o.y), proposal: proposal, context)
    }

    /// Frames: the child's first baseline, moved by where the alignment puts the child.
    func alignedChildBaseline(in size: Size, alignment: Alignment, _ context: LayoutContext) -> Double? {
        guard let c = children.first, let b = c.firstBaseline(c.lastSize, context) else { return nil }
        return b + alignment.offset(child: c.lastSize, in: size).y
    }
}
