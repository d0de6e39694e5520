/// `ignoresSafeArea(_:edges:)`: the child gets the modifier's own size grown by the safe-area insets its
/// frame touches on `edges`; reports the child's size for the proposal (sizing never depends on the safe
/// area). The child is placed from the grown rectangle's top-leading corner, so a colour or material
/// reaches under the status bar, a bar or the home indicator, while a view in the middle of the screen,
/// which touches no unsafe region, is unchanged.
public struct SafeAreaIgnoringLayout: LayoutAlgorithm {
    public let regions: SafeAreaRegions
    public let edges: Edge.Set

    public func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Size {
        node.children.first?.sizeThatFits(proposal, context) ?? .zero
    }
    public func placeChildren(in bounds: Rect, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) {
        guard let child = node.children.first else { return }
        let i = context.safeAreaInsets(of: bounds, regions: regions).on(edges)
        let grown = Size(width: bounds.width + i.horizontal, height: bounds.height + i.vertical)
        child.place(at: Point(x: bounds.minX - i.leading, y: bounds.minY - i.top), proposal: ProposedViewSize(grown), context)
    }
    /// Sizing never depends on the safe area, so guides, spacing and priority are the child's.
    public func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Double? {
        node.children.first?.explicitAlignment(key, proposal, context)
    }
    public func spacing(node: LayoutNode, _ context: LayoutContext) -> ViewSpacing { childSpacing(node, context) }
    public func layoutPriority(node: LayoutNode) -> Double { childPriority(node) }
}

/// `safeAreaPadding(_:)`, and what a device window does with its status bar and home indicator: the
/// child gets the proposal minus the insets; reports the child's size plus the insets (as `padding`). The
/// child is placed inside the insets and sees them as safe area, so whatever in it ignores the safe area
/// reaches back out to this view's edges.
public struct SafeAreaPaddingLayout: LayoutAlgorithm {
    public let insets: EdgeInsets

    func inner(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: p.width.map { max(0, $0 - insets.horizontal) }, height: p.height.map { max(0, $0 - insets.vertical) })
    }
    public func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Size {
        let s = node.children.first?.sizeThatFits(inner(proposal), context) ?? .zero
        return Size(width: s.width + insets.horizontal, height: s.height + insets.vertical)
    }
    public func placeChildren(in bounds: Rect, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) {
        let layer = SafeArea.Layer(bounds: bounds, insets: insets)
        node.children.first?.place(at: Point(x: bounds.minX + insets.leading, y: bounds.minY + insets.top),
                                   proposal: inner(proposal), context.with(safeArea: context.safeArea.adding(layer)))
    }
    public func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Double? {
        childExplicitAlignment(key, childProposal: inner(proposal), childOrigin: Point(x: insets.leading, y: insets.top), node: node, context)
    }
}

/// `safeAreaInset(edge:alignment:spacing:content:)`. Children: the main view, then the inset view.
/// The inset view gets the proposal less the spacing and the main view's minimum length along the edge's
/// axis; the main view gets what the inset view and the spacing leave. Reports the two stacked along that
/// axis (the larger across). The inset view sits at the edge, aligned to the main view by `alignment`; the
/// main view sits at the opposite edge and sees the inset view and the spacing as safe area, so a scroll
/// view in it extends under the bar and its content scrolls beneath it, its last item resting above it.
public struct SafeAreaInsetLayout: LayoutAlgorithm {
    public let edge: Edge
    /// Across the edge's axis: 0 leading/top … 1 trailing/bottom.
    public let alignmentFraction: Double
    /// nil: the default spacing between views (8 pt).
    public let spacing: Double?

    var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }
    var gap: Double { spacing ?? StackLayout.defaultSpacing }

    /// The inset view's and the main view's proposals and sizes for a proposal.
    ///
    /// 1. The inset view is offered the length less the spacing and the main view's minimum length.
    /// 2. The main view is offered the length less the inset view's chosen length and the spacing.
    func sizes(_ proposal: ProposedViewSize, _ main: LayoutNode, _ inset: LayoutNode?, _ context: LayoutContext)
        -> (insetProposal: ProposedViewSize, inset: Size, mainProposal: ProposedViewSize, main: Size) {
        var insetProposal = proposal
        if let length = proposal[axis] {
            let withoutSpacing = max(0, length - gap)
            var probe = proposal
            probe[axis] = 0
            let mainMinimum = main.sizeThatFits(probe, context)[axis]
            insetProposal[axis] = max(0, withoutSpacing - mainMinimum)
        }
        let insetSize = inset?.sizeThatFits(insetProposal, context) ?? .zero
        var mainProposal = proposal
        if let length = proposal[axis] { mainProposal[axis] = max(0, length - (insetSize[axis] + gap)) }
        return (insetProposal, insetSize, mainProposal, main.sizeThatFits(mainProposal, context))
    }

    public func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Size {
        guard let main = node.children.first else { return .zero }
        let s = sizes(proposal, main, node.children.dropFirst().first, context)
        return Size(main: s.inset[axis] + gap + s.main[axis], cross: max(s.inset[axis.other], s.main[axis.other]), axis: axis)
    }

    public func placeChildren(in bounds: Rect, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) {
        guard let main = node.children.first else { return }
        let inset = node.children.dropFirst().first
        // 1. Proposals as SwiftUI makes them: the given proposal, the view's own size across where unspecified.
        var p = proposal
        if p[axis.other] == nil { p[axis.other] = bounds.size[axis.other] }
        let s = sizes(p, main, inset, context)
        // 2. The main view at the opposite edge, centred across; the inset view at the edge, aligned to it.
        let far = edge == .top || edge == .leading ? 1.0 : 0.0
        let mainOrigin = Self.origin(of: s.main, at: far, acrossFraction: 0.5, in: bounds, axis: axis)
        let length = s.inset[axis] + gap
        let layer = SafeArea.Layer(bounds: bounds, insets: EdgeInsets(length, on: Edge.Set(edge)))
        main.place(at: mainOrigin, proposal: s.mainProposal, context.with(safeArea: context.safeArea.adding(layer)))
        guard let inset else { return }
        var insetOrigin = Self.origin(of: s.inset, at: 1 - far, acrossFraction: 0.5, in: bounds, axis: axis)
        let across = mainOrigin[axis.other] + s.main[axis.other] * alignmentFraction - s.inset[axis.other] * alignmentFraction
        if axis == .vertical { insetOrigin.x = across } else { insetOrigin.y = across }
        inset.place(at: insetOrigin, proposal: s.insetProposal, context)
    }

    /// The origin that puts a child of `size` at `alongFraction` of `bounds` along `axis` (0 start, 1 end)
    /// and `acrossFraction` across it.
    static func origin(of size: Size, at alongFraction: Double, acrossFraction: Double, in bounds: Rect, axis: Axis) -> Point {
        let along = (bounds.size[axis] - size[axis]) * alongFraction
        let across = (bounds.size[axis.other] - size[axis.other]) * acrossFraction
        return axis == .vertical ? Point(x: bounds.minX + across, y: bounds.minY + along)
            : Point(x: bounds.minX + along, y: bounds.minY + across)
    }
}

private extension Point {
    subscript(axis: Axis) -> Double { axis == .horizontal ? x : y }
}
