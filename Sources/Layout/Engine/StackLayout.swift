/// HStack and VStack: one algorithm parameterised by axis, following SwiftUI's rules.
/// Children get: the stack's cross-axis proposal, and along the main axis an equal share of what is
/// left after the spacing between them, served highest `layoutPriority` first (a `Spacer`'s is −∞),
/// least flexible first within a priority, with lower priorities' minimum lengths held back.
/// Reports: the children's lengths plus the spacing along the main axis; across, the extent of the
/// children lined up on the alignment guide.
public struct StackLayout: LayoutAlgorithm {
    public let axis: Axis
    /// The guide children are lined up on, across the main axis.
    public let alignment: AlignmentKey
    /// Uniform spacing; nil lets each pair of neighbours decide (`ViewSpacing`).
    public let spacing: Double?

    /// SwiftUI's default spacing between adjacent views.
    public static let defaultSpacing = ViewSpacing.systemSpacing

    public init(axis: Axis, alignment: AlignmentKey, spacing: Double?) {
        self.axis = axis; self.alignment = alignment; self.spacing = spacing
    }
    /// A stack aligned by a built-in guide given as a fraction (0 leading/top, 0.5 centre, 1
    /// trailing/bottom) or by first text baselines.
    public init(axis: Axis, alignmentFraction: Double, alignsBaselines: Bool, spacing: Double?) {
        let key: AlignmentKey
        if axis == .horizontal {
            key = alignsBaselines ? VerticalAlignment.firstTextBaseline.key
                : (alignmentFraction <= 0 ? VerticalAlignment.top : alignmentFraction >= 1 ? .bottom : .center).key
        } else {
            key = (alignmentFraction <= 0 ? HorizontalAlignment.leading : alignmentFraction >= 1 ? .trailing : .center).key
        }
        self.init(axis: axis, alignment: key, spacing: spacing)
    }

    /// Children's proposals, chosen sizes and frames relative to the stack's origin, for one proposal.
    struct Arrangement {
        var proposals: [ProposedViewSize]
        var frames: [Rect]
        var size: Size
    }

    /// The space before each child: zero before the first; the uniform spacing, or what the two
    /// neighbours' spacing preferences ask for.
    func distances(_ children: [LayoutNode], _ context: LayoutContext) -> [Double] {
        var d = [Double](repeating: 0, count: children.count)
        for i in children.indices.dropFirst() {
            d[i] = spacing ?? children[i - 1].spacing(context).distance(to: children[i].spacing(context), along: axis)
        }
        return d
    }

    /// 1. Size every child (`allocate`). 2. Line the children up on the guide across the main axis:
    /// each child's guide value sits on a common line, and the stack's cross length is the extent of
    /// the children around it. 3. Put them one after another along the main axis, with the distances.
    func arrange(_ proposal: ProposedViewSize, _ children: [LayoutNode], _ context: LayoutContext) -> Arrangement {
        let gaps = distances(children, context)
        let proposals = allocate(proposal, children, internalSpacing: gaps.reduce(0, +), context)
        let cross = axis.other
        var sizes: [Size] = [], crossOrigins: [Double] = []
        sizes.reserveCapacity(children.count); crossOrigins.reserveCapacity(children.count)
        var low = 0.0, high = 0.0
        for (i, child) in children.enumerated() {
            let s = child.sizeThatFits(proposals[i], context)
            let o = -child.alignmentValue(alignment, proposals[i], context)
            sizes.append(s); crossOrigins.append(o)
            if i == 0 { low = o; high = o + s[cross] } else { low = min(low, o); high = max(high, o + s[cross]) }
        }
        var frames: [Rect] = []
        frames.reserveCapacity(children.count)
        var cursor = 0.0
        for i in children.indices {
            cursor += gaps[i]
            let c = crossOrigins[i] - low
            frames.append(Rect(origin: axis == .horizontal ? Point(x: cursor, y: c) : Point(x: c, y: cursor), size: sizes[i]))
            cursor += sizes[i][axis]
        }
        return Arrangement(proposals: proposals, frames: frames,
                           size: Size(main: cursor, cross: children.isEmpty ? 0 : high - low, axis: axis))
    }

    /// The proposal each child gets along the main axis for the stack's proposal (cross: the stack's).
    func allocate(_ proposal: ProposedViewSize, _ children: [LayoutNode], internalSpacing: Double,
                  _ context: LayoutContext) -> [ProposedViewSize] {
        let cross = proposal[axis.other]
        // Without a main-axis proposal every child takes its ideal length.
        guard let total = proposal[axis] else {
            return children.map { _ in ProposedViewSize(main: nil, cross: cross, axis: axis) }
        }
        // 1. Each child's range of lengths (for proposals of 0 and ∞), probed only when needed:
        //    a probe can mean shaping a whole paragraph. One array for what is known of each child.
        var probes = children.map { ChildProbe(priority: $0.priority) }
        func minMain(_ i: Int) -> Double {
            if let v = probes[i].minimum { return v }
            let v = children[i].sizeThatFits(ProposedViewSize(main: 0, cross: cross, axis: axis), context)[axis]
            probes[i].minimum = v
            return v
        }
        func maxMain(_ i: Int) -> Double {
            if let v = probes[i].maximum { return v }
            let v = children[i].sizeThatFits(ProposedViewSize(main: .infinity, cross: cross, axis: axis), context)[axis]
            probes[i].maximum = v
            return v
        }
        // 2. Fitting order: higher priority first; within a priority the less flexible (max − min)
        //    first; between two unbounded children the one with the larger minimum first; otherwise
        //    in order (a stable sort).
        func priority(_ i: Int) -> Double { probes[i].priority }
        func fitsBefore(_ a: Int, _ b: Int) -> Bool {
            if priority(a) != priority(b) { return priority(a) > priority(b) }
            let fa = maxMain(a) - minMain(a), fb = maxMain(b) - minMain(b)
            if fa != fb { return fa < fb }
            let ea = fa == .infinity ? -minMain(a) : 0, eb = fb == .infinity ? -minMain(b) : 0
            return ea < eb
        }
        var order = Array(children.indices)
        for i in order.indices.dropFirst() {  // insertion sort: stable, and few comparisons for short lists
            var j = i
            while j > 0 && fitsBefore(order[j], order[j - 1]) { order.swapAt(j, j - 1); j -= 1 }
        }
        // 3. Serve each priority group in turn: what is available is the proposal, less the spacing,
        //    what higher groups took, and the minimum lengths of every lower group.
        var proposals = [ProposedViewSize](repeating: .unspecified, count: children.count)
        var available = total - internalSpacing
        var start = 0
        while start < order.count {
            let p = priority(order[start])
            var end = start + 1
            while end < order.count && priority(order[end]) == p { end += 1 }
            let reservedForLower = order[end...].reduce(0.0) { $0 + minMain($1) }
            var left = available - reservedForLower
            // 4. Each child in turn gets an equal share of what is left to its group.
            for (k, i) in order[start..<end].enumerated() {
                let share = max(0, left / Double(end - start - k))
                let q = ProposedViewSize(main: share, cross: cross, axis: axis)
                let taken = children[i].sizeThatFits(q, context)[axis]
                proposals[i] = q
                if !taken.isNaN { left -= taken; available -= taken }
            }
            start = end
        }
        return proposals
    }

    /// What `allocate` knows of a child: its priority, and its main-axis lengths at 0 and ∞ once probed.
    struct ChildProbe {
        let priority: Double
        var minimum: Double?
        var maximum: Double?
        init(priority: Double) { self.priority = priority }
    }

    public func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Size {
        node.children.isEmpty ? .zero : arrange(proposal, node.children, context).size
    }

    /// The proposal placement uses: the one the stack was sized with, so every child keeps the size it
    /// chose then (the stack's frame is exactly their extent, even when they overflow the proposal);
    /// an unspecified cross axis becomes the stack's own cross length, as in SwiftUI (a `Divider` in a
    /// row spans the row's height).
    func placementProposal(_ proposal: ProposedViewSize, _ size: Size) -> ProposedViewSize {
        var p = proposal
        if p[axis.other] == nil { p[axis.other] = size[axis.other] }
        return p
    }

    public func placeChildren(in bounds: Rect, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) {
        let a = arrange(placementProposal(proposal, bounds.size), node.children, context)
        for (i, child) in node.children.enumerated() {
            child.place(at: Point(x: bounds.minX + a.frames[i].minX, y: bounds.minY + a.frames[i].minY), proposal: a.proposals[i], context)
        }
    }

    /// Children's explicit values where the stack placed them, merged as the guide says. Frame guides
    /// are never merged, so they need no layout.
    public func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Double? {
        if key.isFrameGuide || node.children.isEmpty { return nil }
        let size = node.sizeThatFits(proposal, context)
        let a = arrange(placementProposal(proposal, size), node.children, context)
        var values: [Double] = []
        for (i, child) in node.children.enumerated() {
            if let v = child.explicitAlignment(key, a.proposals[i], context) {
                values.append(v + (key.axis == .horizontal ? a.frames[i].minX : a.frames[i].minY))
            }
        }
        return key.combine(values)
    }

    /// First child's leading (top) edge, last child's trailing (bottom) edge, every child's cross edges.
    public func spacing(node: LayoutNode, _ context: LayoutContext) -> ViewSpacing { spacing(of: node.children, context) }

    func spacing(of children: [LayoutNode], _ context: LayoutContext) -> ViewSpacing {
        guard let first = children.first, let last = children.last else { return ViewSpacing() }
        let crossEdges: Edge.Set = axis == .horizontal ? .vertical : .horizontal
        var s = ViewSpacing()
        for c in children { s.formUnion(c.spacing(context), edges: crossEdges) }
        s.formUnion(first.spacing(context), edges: axis == .horizontal ? .leading : .top)
        s.formUnion(last.spacing(context), edges: axis == .horizontal ? .trailing : .bottom)
        return s
    }
}

/// ZStack: every child gets the stack's proposal; reports the largest width and height among the
/// children of the highest layout priority. Children are placed with the stack's size as their
/// proposal and lined up on the alignment's guides.
public struct ZStackLayout: LayoutAlgorithm {
    public var alignment: Alignment
    public init(alignment: Alignment = .center) { self.alignment = alignment }

    func topPriority(_ children: [LayoutNode]) -> [LayoutNode] {
        guard let top = children.map(\.priority).max() else { return [] }
        return children.filter { $0.priority == top }
    }

    public func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Size {
        sizeThatFits(proposal, node.children, context)
    }
    func sizeThatFits(_ proposal: ProposedViewSize, _ children: [LayoutNode], _ context: LayoutContext) -> Size {
        topPriority(children).reduce(Size.zero) { acc, c in
            let s = c.sizeThatFits(proposal, context)
            return Size(width: max(acc.width, s.width), height: max(acc.height, s.height))
        }
    }

    /// The common line of each guide: the largest guide value among the top-priority children.
    func guideLines(_ p: ProposedViewSize, _ children: [LayoutNode], _ context: LayoutContext) -> Point {
        var x = -Double.infinity, y = -Double.infinity
        for c in topPriority(children) {
            x = max(x, c.alignmentValue(alignment.horizontal.key, p, context))
            y = max(y, c.alignmentValue(alignment.vertical.key, p, context))
        }
        return Point(x: x, y: y)
    }

    func origins(_ p: ProposedViewSize, _ children: [LayoutNode], _ context: LayoutContext) -> [Point] {
        let line = guideLines(p, children, context)
        return children.map {
            Point(x: line.x - $0.alignmentValue(alignment.horizontal.key, p, context),
                  y: line.y - $0.alignmentValue(alignment.vertical.key, p, context))
        }
    }

    public func placeChildren(in bounds: Rect, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) {
        let p = ProposedViewSize(bounds.size)
        for (c, o) in zip(node.children, origins(p, node.children, context)) {
            c.place(at: Point(x: bounds.minX + o.x, y: bounds.minY + o.y), proposal: p, context)
        }
    }

    public func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Double? {
        if key.isFrameGuide || node.children.isEmpty { return nil }
        let p = ProposedViewSize(node.sizeThatFits(proposal, context))
        var values: [Double] = []
        for (c, o) in zip(node.children, origins(p, node.children, context)) {
            if let v = c.explicitAlignment(key, p, context) { values.append(v + (key.axis == .horizontal ? o.x : o.y)) }
        }
        return key.combine(values)
    }

    public func spacing(node: LayoutNode, _ context: LayoutContext) -> ViewSpacing {
        node.children.reduce(ViewSpacing()) { $0.union($1.spacing(context)) }
    }
}
