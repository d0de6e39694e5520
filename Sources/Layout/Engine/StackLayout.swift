/// HStack and VStack: one algorithm parameterised by axis.
/// Children get: the stack's cross-axis proposal, and along the main axis a share of what is left,
/// least flexible first, highest `layoutPriority` group first, spacers after their siblings.
/// Reports: the sum of children plus spacing along the main axis, the largest child across.
public struct StackLayout: LayoutAlgorithm {
    public let axis: Axis
    /// Cross-axis alignment as a fraction (0 leading/top … 1 trailing/bottom), or text baselines.
    public let alignmentFraction: Double
    public let alignsBaselines: Bool
    public let spacing: Double?

    /// SwiftUI's default spacing between adjacent views.
    public static let defaultSpacing = 8.0

    func gaps(_ n: Int) -> Double { n > 1 ? Double(n - 1) * (spacing ?? Self.defaultSpacing) : 0 }

    /// Main-axis sizes chosen by each child for a main-axis budget (nil: ideal sizes).
    func allocate(_ proposal: ProposedViewSize, _ children: [LayoutNode], _ context: LayoutContext) -> [Size] {
        let cross = proposal[axis.other]
        guard let total = proposal[axis] else {
            // Ideal: every child at its ideal size.
            return children.map { $0.sizeThatFits(ProposedViewSize(main: nil, cross: cross, axis: axis), context) }
        }
        // 1. Flexibility of each child: how much its main size can vary between proposals of 0 and ∞.
        //    Probed only when needed (sorting two or more siblings, reserving minimums): a probe can
        //    mean shaping a whole paragraph of text.
        var minCache = [Double?](repeating: nil, count: children.count)
        var maxCache = [Double?](repeating: nil, count: children.count)
        func minMain(_ i: Int) -> Double {
            if let v = minCache[i] { return v }
            let v = children[i].sizeThatFits(ProposedViewSize(main: 0, cross: cross, axis: axis), context)[axis]
            minCache[i] = v
            return v
        }
        func maxMain(_ i: Int) -> Double {
            if let v = maxCache[i] { return v }
            let v = children[i].sizeThatFits(ProposedViewSize(main: .infinity, cross: cross, axis: axis), context)[axis]
            maxCache[i] = v
            return v
        }
        // 2. Priority groups, highest first. Lower groups are guaranteed their minimum sizes.
        let priorities = Array(Set(children.map(\.priority))).sorted(by: >)
        var sizes = [Size](repeating: .zero, count: children.count)
        var remaining = total - gaps(children.count)
        for p in priorities {
            let group = children.indices.filter { children[$0].priority == p }
            let reservedForLower = children.indices.filter { children[$0].priority < p }.reduce(0.0) { $0 + minMain($1) }
            // 3. Spacers are sized last: the others share what is left after the spacers' minimum
            //    lengths, so `HStack { Text(long); Spacer() }` wraps the text at the full width.
            let spacers = group.filter { children[$0].layout is SpacerLayout }
            let others = group.filter { !(children[$0].layout is SpacerLayout) }
            var available = remaining - reservedForLower - spacers.reduce(0.0) { $0 + minMain($1) }
            // 4. Least flexible first; each gets an equal share of what is still available.
            let ordered = others.count < 2 ? others
                : others.sorted { (maxMain($0) - minMain($0), $0) < (maxMain($1) - minMain($1), $1) }
            var left = ordered.count
            for i in ordered {
                let share = max(0, available / Double(left))
                let s = children[i].sizeThatFits(ProposedViewSize(main: share, cross: cross, axis: axis), context)
                sizes[i] = s
                available -= s[axis]; remaining -= s[axis]; left -= 1
            }
            // 5. Spacers split the rest evenly.
            var spaceLeft = remaining - reservedForLower
            left = spacers.count
            for i in spacers {
                let share = max(0, spaceLeft / Double(left))
                let s = children[i].sizeThatFits(ProposedViewSize(main: share, cross: cross, axis: axis), context)
                sizes[i] = s
                spaceLeft -= s[axis]; remaining -= s[axis]; left -= 1
            }
        }
        return sizes
    }

    public func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Size {
        let children = node.children
        if children.isEmpty { return .zero }
        let sizes = allocate(proposal, children, context)
        let main = sizes.reduce(0) { $0 + $1[axis] } + gaps(children.count)
        var cross = sizes.reduce(0) { max($0, $1[axis.other]) }
        if alignsBaselines && axis == .horizontal {
            let (above, below) = baselineExtents(sizes, children, context)
            cross = max(cross, above + below)
        }
        return Size(main: main, cross: cross, axis: axis)
    }

    func baselineExtents(_ sizes: [Size], _ children: [LayoutNode], _ context: LayoutContext) -> (Double, Double) {
        var above = 0.0, below = 0.0
        for (i, c) in children.enumerated() {
            let b = c.firstBaseline(sizes[i], context) ?? sizes[i].height
            above = max(above, b); below = max(below, sizes[i].height - b)
        }
        return (above, below)
    }

    public func placeChildren(in bounds: Rect, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) {
        let children = node.children
        let sizes = allocate(ProposedViewSize(main: bounds.size[axis], cross: proposal[axis.other], axis: axis), children, context)
        let baselineTop = alignsBaselines && axis == .horizontal ? baselineExtents(sizes, children, context).0 : 0
        var cursor = 0.0
        for (i, child) in children.enumerated() {
            let s = sizes[i]
            let crossOffset: Double
            if alignsBaselines && axis == .horizontal {
                crossOffset = baselineTop - (child.firstBaseline(s, context) ?? s.height)
            } else {
                crossOffset = (bounds.size[axis.other] - s[axis.other]) * alignmentFraction
            }
            let origin = axis == .horizontal
                ? Point(x: bounds.minX + cursor, y: bounds.minY + crossOffset)
                : Point(x: bounds.minX + crossOffset, y: bounds.minY + cursor)
            child.place(at: origin, proposal: ProposedViewSize(main: s[axis], cross: proposal[axis.other], axis: axis), context)
            cursor += s[axis] + (spacing ?? Self.defaultSpacing)
        }
    }

    public func firstBaseline(_ size: Size, node: LayoutNode, _ context: LayoutContext) -> Double? {
        guard let first = node.children.first else { return nil }
        return first.firstBaseline(first.lastSize, context)
    }
}

/// ZStack: every child gets the stack's proposal; reports the largest width and height among them;
/// children are aligned inside that box.
public struct ZStackLayout: LayoutAlgorithm {
    public let alignment: Alignment
    public func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Size {
        node.children.reduce(Size.zero) { acc, c in
            let s = c.sizeThatFits(proposal, context)
            return Size(width: max(acc.width, s.width), height: max(acc.height, s.height))
        }
    }
    public func placeChildren(in bounds: Rect, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) {
        for c in node.children {
            let s = c.sizeThatFits(proposal, context)
            let o = alignment.offset(child: s, in: bounds.size)
            c.place(at: Point(x: bounds.minX + o.x, y: bounds.minY + o.y), proposal: proposal, context)
        }
    }
}
