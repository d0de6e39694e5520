/// A column of a `LazyVGrid` (or a row of a `LazyHGrid`): its size rule, the spacing after it, and
/// how cells are aligned in it.
public struct GridItem: Hashable, Sendable {
    public enum Size: Hashable, Sendable {
        /// Exactly this long, whatever the space.
        case fixed(Double)
        /// An equal share of what the other items leave, clamped to `minimum…maximum`.
        case flexible(minimum: Double = 10, maximum: Double = .infinity)
        /// As many tracks of at least `minimum` (at most `maximum`) as fit in an equal share.
        case adaptive(minimum: Double, maximum: Double = .infinity)
    }
    public var size: Size
    /// Space after this item (nil: the system spacing, 8 pt).
    public var spacing: Double?
    /// How cells sit in their area (nil: the grid's alignment).
    public var alignment: Alignment?
    public init(_ size: Size = .flexible(), spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = size; self.spacing = spacing; self.alignment = alignment
    }
}

extension GridItem {
    /// `fixed(70)`, `flexible(10…∞)`, `adaptive(40…120)`, plus `spacing` and `alignment` when set.
    var dumpDescription: String {
        func n(_ v: Double) -> String {
            if v == .infinity { return "∞" }
            return v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String((v * 1000).rounded() / 1000)
        }
        var s: String
        switch size {
        case .fixed(let l): s = "fixed(\(n(l)))"
        case let .flexible(lo, hi): s = "flexible(\(n(lo))…\(n(hi)))"
        case let .adaptive(lo, hi): s = "adaptive(\(n(lo))…\(n(hi)))"
        }
        if let spacing { s += " spacing \(n(spacing))" }
        if let alignment { s += " alignment \(alignment.horizontal.key)/\(alignment.vertical.key)" }
        return s
    }
}

/// Section headers and footers a lazy stack or grid keeps on screen while scrolling. A still render
/// does not scroll, so pinning changes nothing; accepted so guide code compiles as written.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// SwiftUI's `LazyVGrid`: views in rows across the given columns, left to right, top to bottom.
/// Column widths follow SwiftUI's rule (see `LazyGridLayout`); each row is as tall as its tallest
/// cell; rows are `spacing` apart (nil: 8 pt).
public struct LazyVGrid<Content: View>: View {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: Content
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns; self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    public func _makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let layout = LazyGridLayout(axis: .vertical, items: columns, alignment: Alignment(horizontal: alignment, vertical: .center),
                                    lineSpacing: spacing ?? ViewSpacing.systemSpacing)
        return [LayoutNode(kind: "LazyVGrid", layout: layout, children: context.inStack(nil).resolve(content))]
    }
    public typealias Body = Never
}

/// SwiftUI's `LazyHGrid`: views in columns across the given rows, top to bottom, left to right.
public struct LazyHGrid<Content: View>: View {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: Content
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Double? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows; self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    public func _makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let layout = LazyGridLayout(axis: .horizontal, items: rows, alignment: Alignment(horizontal: .center, vertical: alignment),
                                    lineSpacing: spacing ?? ViewSpacing.systemSpacing)
        return [LayoutNode(kind: "LazyHGrid", layout: layout, children: context.inStack(nil).resolve(content))]
    }
    public typealias Body = Never
}

/// LazyVGrid (axis vertical: tracks are columns) and LazyHGrid (axis horizontal: tracks are rows).
/// Tracks across the grid, from the proposal's length there (SwiftUI's rule):
/// 1. Take away the spacing after every item but the last, and every fixed item's size.
/// 2. In order, each flexible item gets an equal share of what is left among the flexible and adaptive
///    items still to come, clamped to its bounds; an adaptive item fits as many tracks of at least its
///    minimum as the share holds (with its spacing between them), sharing the share equally, at most
///    its maximum each. The tracks can add up to more than the proposal.
/// Without a proposal there, flexible and adaptive items are as long as their longest cell's ideal
/// length, within their bounds (adaptive: one track).
/// Cells fill lines in order; a cell gets its track's length as its proposal (its ideal length along
/// the lines), each line is as long as its longest cell, and cells are aligned in their area.
/// Reports the tracks' and lines' total lengths with their spacing.
struct LazyGridLayout: LayoutAlgorithm {
    let axis: Axis
    let items: [GridItem]
    let alignment: Alignment
    let lineSpacing: Double

    struct Track { var length: Double; var spacingAfter: Double; var alignment: Alignment }

    /// The cell's proposal across (track length) and along (nil: ideal) the lines.
    func cellProposal(_ trackLength: Double, _ along: Double? = nil) -> ProposedViewSize {
        ProposedViewSize(main: along, cross: trackLength, axis: axis)
    }

    func tracks(_ total: Double?, _ children: [LayoutNode], _ context: LayoutContext) -> [Track] {
        let cross = axis.other
        let n = items.count
        guard n > 0 else { return [] }
        func after(_ i: Int) -> Double { items[i].spacing ?? ViewSpacing.systemSpacing }
        func align(_ i: Int) -> Alignment { items[i].alignment ?? alignment }
        guard let total else {
            // Ideal: one track per item; a track as long as the longest ideal cell it will hold.
            return items.indices.map { i in
                let cells = stride(from: i, to: children.count, by: n).map { children[$0] }
                let longest = cells.reduce(0.0) { max($0, $1.sizeThatFits(.unspecified, context)[cross]) }
                let length: Double
                switch items[i].size {
                case .fixed(let l): length = l
                case let .flexible(lo, hi), let .adaptive(lo, hi): length = max(lo, min(longest, hi))
                }
                return Track(length: length, spacingAfter: after(i), alignment: align(i))
            }
        }
        var remaining = total - (0..<(n - 1)).reduce(0.0) { $0 + after($1) }
        var flexibleLeft = 0
        for item in items {
            if case .fixed(let l) = item.size { remaining -= l } else { flexibleLeft += 1 }
        }
        var out: [Track] = []
        for (i, item) in items.enumerated() {
            switch item.size {
            case .fixed(let l):
                out.append(Track(length: l, spacingAfter: after(i), alignment: align(i)))
            case let .flexible(lo, hi):
                let length = max(lo, min(remaining / Double(flexibleLeft), hi))
                out.append(Track(length: length, spacingAfter: after(i), alignment: align(i)))
                remaining -= length; flexibleLeft -= 1
            case let .adaptive(lo, hi):
                let share = remaining / Double(flexibleLeft)
                let gap = after(i)
                // As many as fit; an unbounded share (or a zero minimum with zero spacing) would fit
                // without end, so then one track per cell.
                let fit = (share + gap) / (lo + gap)
                let count = fit.isFinite && lo + gap > 0 ? max(1, Int(fit.rounded(.down))) : max(1, children.count)
                let length = max(lo, min((share - gap * Double(count - 1)) / Double(count), hi))
                for k in 0..<count {
                    out.append(Track(length: length, spacingAfter: k == count - 1 ? after(i) : gap, alignment: align(i)))
                }
                remaining -= length * Double(count) + gap * Double(count - 1); flexibleLeft -= 1
            }
        }
        return out
    }

    struct Arrangement {
        var tracks: [Track]
        var lineLengths: [Double]
        var size: Size
    }

    func arrange(_ proposal: ProposedViewSize, _ children: [LayoutNode], _ context: LayoutContext) -> Arrangement {
        let t = tracks(proposal[axis.other], children, context)
        guard !t.isEmpty else { return Arrangement(tracks: [], lineLengths: [], size: .zero) }
        var lines: [Double] = []
        for start in stride(from: 0, to: children.count, by: t.count) {
            var longest = 0.0
            for k in 0..<min(t.count, children.count - start) {
                longest = max(longest, children[start + k].sizeThatFits(cellProposal(t[k].length), context)[axis])
            }
            lines.append(longest)
        }
        let across = t.reduce(0) { $0 + $1.length } + t.dropLast().reduce(0) { $0 + $1.spacingAfter }
        let along = lines.reduce(0, +) + lineSpacing * Double(max(0, lines.count - 1))
        return Arrangement(tracks: t, lineLengths: lines, size: Size(main: along, cross: across, axis: axis))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Size {
        arrange(proposal, node.children, context).size
    }

    func placements(_ a: Arrangement, _ children: [LayoutNode], _ context: LayoutContext) -> [(LayoutNode, Point, ProposedViewSize)] {
        guard !a.tracks.isEmpty else { return [] }
        var offsets: [Double] = []
        var x = 0.0
        for t in a.tracks { offsets.append(x); x += t.length + t.spacingAfter }
        var out: [(LayoutNode, Point, ProposedViewSize)] = []
        var y = 0.0
        for (line, length) in a.lineLengths.enumerated() {
            for k in 0..<a.tracks.count {
                let i = line * a.tracks.count + k
                guard i < children.count else { break }
                let track = a.tracks[k]
                let area = Rect(origin: Point(main: y, cross: offsets[k], axis: axis), size: Size(main: length, cross: track.length, axis: axis))
                let p = cellProposal(track.length)
                let o = children[i].alignedOrigin(in: area.size, alignment: track.alignment, p, context)
                out.append((children[i], Point(x: area.minX + o.x, y: area.minY + o.y), p))
            }
            y += length + lineSpacing
        }
        return out
    }

    func placeChildren(in bounds: Rect, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) {
        let a = arrange(proposal, node.children, context)
        for (child, o, p) in placements(a, node.children, context) {
            child.place(at: Point(x: bounds.minX + o.x, y: bounds.minY + o.y), proposal: p, context)
        }
        // Cells beyond the tracks (a grid without items) are not shown.
    }

    func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Double? {
        if key.isFrameGuide { return nil }
        var values: [Double] = []
        for (child, o, p) in placements(arrange(proposal, node.children, context), node.children, context) {
            if let v = child.explicitAlignment(key, p, context) { values.append(v + (key.axis == .horizontal ? o.x : o.y)) }
        }
        return key.combine(values)
    }
}

extension Point {
    init(main: Double, cross: Double, axis: Axis) {
        self = axis == .horizontal ? Point(x: main, y: cross) : Point(x: cross, y: main)
    }
}
