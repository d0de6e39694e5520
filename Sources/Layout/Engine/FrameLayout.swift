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
    public func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Double? {
        node.alignedChildExplicitAlignment(key, size: node.sizeThatFits(proposal, context), childProposal: childProposal(proposal),
                                           alignment: alignment, context)
    }
    /// A fixed dimension clears the child's spacing preferences on that axis (a spacer's pass through).
    public func spacing(node: LayoutNode, _ context: LayoutContext) -> ViewSpacing {
        guard let child = node.children.first else { return ViewSpacing() }
        if child.layout is SpacerLayout { return child.spacing(context) }
        var edges: Edge.Set = []
        if width != nil { edges.formUnion(.horizontal) }
        if height != nil { edges.formUnion(.vertical) }
        return child.spacing(context).clearing(edges)
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
    /// Inside the chosen frame the child is offered the frame's size, clamped as before.
    func placementProposal(_ proposal: ProposedViewSize, _ size: Size) -> ProposedViewSize {
        childProposal(ProposedViewSize(width: proposal.width == nil ? nil : size.width, height: proposal.height == nil ? nil : size.height))
    }
    public func placeChildren(in bounds: Rect, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) {
        node.placeOnlyChild(in: bounds, proposal: placementProposal(proposal, bounds.size), alignment: alignment, context)
    }
    public func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Double? {
        let size = node.sizeThatFits(proposal, context)
        return node.alignedChildExplicitAlignment(key, size: size, childProposal: placementProposal(proposal, size),
                                                  alignment: alignment, context)
    }
    /// A bounded dimension clears the child's spacing preferences on that axis (a spacer's pass through).
    public func spacing(node: LayoutNode, _ context: LayoutContext) -> ViewSpacing {
        guard let child = node.children.first else { return ViewSpacing() }
        if child.layout is SpacerLayout { return child.spacing(context) }
        var edges: Edge.Set = []
        if minWidth != nil || idealWidth != nil || maxWidth != nil { edges.formUnion(.horizontal) }
        if minHeight != nil || idealHeight != nil || maxHeight != nil { edges.formUnion(.vertical) }
        return child.spacing(context).clearing(edges)
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
    public func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Double? {
        node.children.first?.explicitAlignment(key, childProposal(proposal), context)
    }
    public func spacing(node: LayoutNode, _ context: LayoutContext) -> ViewSpacing { childSpacing(node, context) }
    public func layoutPriority(node: LayoutNode) -> Double { childPriority(node) }
}

extension LayoutNode {
    /// Frames: the single child takes its size for `proposal` and is aligned inside `bounds` by its guides.
    func placeOnlyChild(in bounds: Rect, proposal: ProposedViewSize, alignment: Alignment, _ context: LayoutContext) {
        guard let child = children.first else { return }
        let o = child.alignedOrigin(in: bounds.size, alignment: alignment, proposal, context)
        child.place(at: Point(x: bounds.minX + o.x, y: bounds.minY + o.y), proposal: proposal, context)
    }

    /// Frames: the child's explicit guide, moved by where the alignment puts the child in a frame of `size`.
    func alignedChildExplicitAlignment(_ key: AlignmentKey, size: Size, childProposal: ProposedViewSize, alignment: Alignment,
                                       _ context: LayoutContext) -> Double? {
        guard let c = children.first, let v = c.explicitAlignment(key, childProposal, context) else { return nil }
        let o = c.alignedOrigin(in: size, alignment: alignment, childProposal, context)
        return v + (key.axis == .horizontal ? o.x : o.y)
    }
}
