/// SwiftUI's `Grid` (iOS 16): rows of cells in shared columns. Each column is as wide as its widest
/// cell and each row as tall as its tallest; flexible cells share what is left, as in a stack. A view
/// placed directly in the grid, outside any `GridRow`, is a row of one cell spanning every column.
///
///     Grid(alignment: .leading, horizontalSpacing: 12) {
///         GridRow { Text("Name"); Text("Ada") }
///         Divider().gridCellUnsizedAxes(.horizontal)
///         GridRow { Text("Role"); Text("Engineer").gridColumnAlignment(.trailing) }
///     }
public struct Grid<Content: View>: View {
    let alignment: Alignment
    let horizontalSpacing: Double?
    let verticalSpacing: Double?
    let content: Content
    public init(alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.horizontalSpacing = horizontalSpacing; self.verticalSpacing = verticalSpacing
        self.content = content()
    }
    public func _makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let rows = context.inStack(nil).resolve(content)
        let layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing ?? ViewSpacing.systemSpacing,
                                verticalSpacing: verticalSpacing ?? ViewSpacing.systemSpacing)
        return [LayoutNode(kind: "Grid", layout: layout, children: rows)]
    }
    public typealias Body = Never
}

/// One row of a `Grid`; its views are the row's cells, one column each unless `gridCellColumns` says
/// more. `alignment` overrides the grid's vertical alignment for this row. Outside a grid it lays its
/// views out as an `HStack` does.
public struct GridRow<Content: View>: View {
    let alignment: VerticalAlignment?
    let content: Content
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.content = content()
    }
    public func _makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let cells = context.inStack(nil).resolve(content)
        return [LayoutNode(kind: "GridRow", layout: GridRowLayout(alignment: alignment), children: cells)]
    }
    public typealias Body = Never
}

extension View {
    /// The number of grid columns this cell spans (default 1).
    public func gridCellColumns(_ count: Int) -> some View { trait { $0.gridCellColumns = count } }
    /// The horizontal alignment of every cell in this cell's column.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View { trait { $0.gridColumnAlignment = guide } }
    /// Where the cell sits in its area (the cell's anchor point meets the same point of the area),
    /// overriding the grid's and the column's alignment.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View { trait { $0.gridCellAnchor = anchor } }
    /// Axes on which the cell takes its column's width or row's height instead of helping size them
    /// (a `Divider` between rows that should not widen the grid).
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { trait { $0.gridCellUnsizedAxes = axes } }
}

/// A `GridRow` outside a grid: an HStack with the row's alignment.
struct GridRowLayout: LayoutAlgorithm {
    let alignment: VerticalAlignment?
    var stack: StackLayout { StackLayout(axis: .horizontal, alignment: (alignment ?? .center).key, spacing: nil) }
    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Size {
        stack.sizeThatFits(proposal, node: node, context)
    }
    func placeChildren(in bounds: Rect, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) {
        stack.placeChildren(in: bounds, proposal: proposal, node: node, context)
    }
    func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Double? {
        stack.explicitAlignment(key, proposal: proposal, node: node, context)
    }
    func spacing(node: LayoutNode, _ context: LayoutContext) -> ViewSpacing { stack.spacing(node: node, context) }
}

/// Grid: columns are sized like a stack's children (each as wide as its widest single-column cell at
/// the share it is offered; least flexible first), then spanning cells widen the columns they cover if
/// they need more; rows likewise along the height. Every cell gets its column's width and row's
/// height as its proposal and is aligned in that area. Reports the columns' and rows' total lengths
/// with the spacing between them.
struct GridLayout: LayoutAlgorithm {
    let alignment: Alignment
    let horizontalSpacing: Double
    let verticalSpacing: Double

    struct Cell {
        let node: LayoutNode
        let column: Int
        let span: Int
        var unsized: Axis.Set { node.traits.gridCellUnsizedAxes }
    }
    struct Row {
        let node: LayoutNode
        let isGridRow: Bool
        let alignment: VerticalAlignment?
        var cells: [Cell]
    }
    struct Table {
        var rows: [Row]
        var columnCount: Int
        var columnAlignments: [HorizontalAlignment?]
    }

    /// 1. The table: each GridRow's cells in columns from the left (spans clipped to the column count);
    ///    each other view a one-cell row across every column; a column's alignment from the first of
    ///    its cells that sets `gridColumnAlignment`.
    func table(_ children: [LayoutNode]) -> Table {
        let count = max(1, children.map { row in
            row.layout is GridRowLayout ? row.children.reduce(0) { $0 + max(1, $1.traits.gridCellColumns ?? 1) } : 0
        }.max() ?? 1)
        var aligns = [HorizontalAlignment?](repeating: nil, count: count)
        var rows: [Row] = []
        for child in children {
            guard let rowLayout = child.layout as? GridRowLayout else {
                rows.append(Row(node: child, isGridRow: false, alignment: nil, cells: [Cell(node: child, column: 0, span: count)]))
                continue
            }
            var cells: [Cell] = []
            var column = 0
            for cell in child.children where column < count {
                let span = min(max(1, cell.traits.gridCellColumns ?? 1), count - column)
                cells.append(Cell(node: cell, column: column, span: span))
                if span == 1, let a = cell.traits.gridColumnAlignment, aligns[column] == nil { aligns[column] = a }
                column += span
            }
            rows.append(Row(node: child, isGridRow: true, alignment: rowLayout.alignment, cells: cells))
        }
        return Table(rows: rows, columnCount: count, columnAlignments: aligns)
    }

    /// Tracks (columns or rows) sized like a stack's children: `length(t, offer)` is track `t`'s
    /// length for a proposal of `offer` (nil: ideal). With a total, the tracks are served least flexible
    /// first, each an equal share of what the others left.
    static func sizeTracks(_ count: Int, total: Double?, spacing: Double, _ length: (Int, Double?) -> Double) -> [Double] {
        guard let total else { return (0..<count).map { length($0, nil) } }
        var lo = [Double?](repeating: nil, count: count), hi = [Double?](repeating: nil, count: count)
        func flexibility(_ t: Int) -> Double {
            let a = lo[t] ?? length(t, 0), b = hi[t] ?? length(t, .infinity)
            lo[t] = a; hi[t] = b
            return b - a
        }
        var order = Array(0..<count)
        for i in order.indices.dropFirst() {
            var j = i
            while j > 0 && flexibility(order[j]) < flexibility(order[j - 1]) { order.swapAt(j, j - 1); j -= 1 }
        }
        var lengths = [Double](repeating: 0, count: count)
        var available = total - spacing * Double(max(0, count - 1))
        for (k, t) in order.enumerated() {
            let l = length(t, max(0, available / Double(count - k)))
            lengths[t] = l
            available -= l
        }
        return lengths
    }

    /// The laid-out grid for a proposal: column widths, row heights, each row's frame and each cell's
    /// area (relative to the grid's origin).
    struct Arrangement {
        var table: Table
        var widths: [Double]
        var heights: [Double]
        var size: Size
        func columnX(_ c: Int, _ hs: Double) -> Double { widths[..<c].reduce(0, +) + hs * Double(c) }
        func spanWidth(_ cell: Cell, _ hs: Double) -> Double {
            widths[cell.column..<(cell.column + cell.span)].reduce(0, +) + hs * Double(cell.span - 1)
        }
    }

    /// The vertical guide of a row.
    func rowGuide(_ row: Row) -> VerticalAlignment { row.alignment ?? alignment.vertical }

    func arrange(_ proposal: ProposedViewSize, _ children: [LayoutNode], _ context: LayoutContext) -> Arrangement {
        let t = table(children)
        let hs = horizontalSpacing, vs = verticalSpacing
        // 2. Columns from single-column cells that size their column.
        var members = [[LayoutNode]](repeating: [], count: t.columnCount)
        for row in t.rows { for cell in row.cells where cell.span == 1 && !cell.unsized.contains(.horizontal) { members[cell.column].append(cell.node) } }
        var widths = Self.sizeTracks(t.columnCount, total: proposal.width, spacing: hs) { c, offer in
            members[c].reduce(0) { max($0, $1.sizeThatFits(ProposedViewSize(width: offer, height: nil), context).width) }
        }
        // 3. Spanning cells (narrowest spans first) widen their columns evenly when they need more; a
        //    flexible one is offered whatever the proposal leaves, so a Divider across the grid makes it
        //    as wide as the proposal unless it is unsized horizontally.
        let spanning = t.rows.flatMap { $0.cells.filter { $0.span > 1 && !$0.unsized.contains(.horizontal) } }.sorted { $0.span < $1.span }
        for cell in spanning {
            let current = widths[cell.column..<(cell.column + cell.span)].reduce(0, +) + hs * Double(cell.span - 1)
            let total = widths.reduce(0, +) + hs * Double(t.columnCount - 1)
            let offer = proposal.width.map { current + max(0, $0 - total) }
            let need = cell.node.sizeThatFits(ProposedViewSize(width: offer, height: nil), context).width
            if need > current {
                for c in cell.column..<(cell.column + cell.span) { widths[c] += (need - current) / Double(cell.span) }
            }
        }
        var a = Arrangement(table: t, widths: widths, heights: [], size: .zero)
        // 4. Rows: each as tall as its cells at their widths (cells lined up on a baseline or custom
        //    guide need the extent around the common line), shared out like the columns.
        a.heights = Self.sizeTracks(t.rows.count, total: proposal.height, spacing: vs) { r, offer in
            let row = t.rows[r]
            let guide = rowGuide(row).key
            var tallest = 0.0, above = 0.0, below = 0.0
            for cell in row.cells where !cell.unsized.contains(.vertical) {
                let p = ProposedViewSize(width: a.spanWidth(cell, hs), height: offer)
                let s = cell.node.sizeThatFits(p, context)
                tallest = max(tallest, s.height)
                if !guide.isFrameGuide {
                    let v = cell.node.alignmentValue(guide, p, context)
                    above = max(above, v); below = max(below, s.height - v)
                }
            }
            return guide.isFrameGuide ? tallest : max(tallest, above + below)
        }
        a.size = Size(width: widths.reduce(0, +) + hs * Double(max(0, t.columnCount - 1)),
                      height: a.heights.reduce(0, +) + vs * Double(max(0, t.rows.count - 1)))
        return a
    }

    /// 5. Each cell's place: its area is its columns' width by its row's height; the cell gets that
    ///    size as its proposal and sits at its anchor, or lined up on the column's (or the grid's)
    ///    horizontal guide and the row's vertical guide.
    func cellPlacements(_ a: Arrangement, _ context: LayoutContext) -> [(node: LayoutNode, origin: Point, proposal: ProposedViewSize)] {
        var out: [(LayoutNode, Point, ProposedViewSize)] = []
        var y = 0.0
        for (r, row) in a.table.rows.enumerated() {
            let h = a.heights[r]
            let vGuide = rowGuide(row)
            var line: Double?
            if !vGuide.key.isFrameGuide {
                line = row.cells.map { cell in
                    cell.node.alignmentValue(vGuide.key, ProposedViewSize(width: a.spanWidth(cell, horizontalSpacing), height: h), context)
                }.max()
            }
            for cell in row.cells {
                let area = Rect(x: a.columnX(cell.column, horizontalSpacing), y: y, width: a.spanWidth(cell, horizontalSpacing), height: h)
                let p = ProposedViewSize(area.size)
                let s = cell.node.sizeThatFits(p, context)
                var origin: Point
                if let anchor = cell.node.traits.gridCellAnchor {
                    origin = Point(x: area.minX + (area.width - s.width) * anchor.x, y: area.minY + (area.height - s.height) * anchor.y)
                } else {
                    let hGuide = (cell.span == 1 ? a.table.columnAlignments[cell.column] : nil) ?? alignment.horizontal
                    let o = cell.node.alignedOrigin(in: area.size, alignment: Alignment(horizontal: hGuide, vertical: vGuide), p, context)
                    origin = Point(x: area.minX + o.x, y: area.minY + o.y)
                    if let line { origin.y = area.minY + line - cell.node.alignmentValue(vGuide.key, p, context) }
                }
                out.append((cell.node, origin, p))
            }
            y += h + verticalSpacing
        }
        return out
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Size {
        arrange(proposal, node.children, context).size
    }

    func placeChildren(in bounds: Rect, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) {
        let a = arrange(proposal, node.children, context)
        // GridRow nodes take their row's frame (their cells are placed by the grid, not by the row).
        var y = bounds.minY
        for (r, row) in a.table.rows.enumerated() {
            if row.isGridRow { row.node.unroundedFrame = Rect(x: bounds.minX, y: y, width: a.size.width, height: a.heights[r]) }
            y += a.heights[r] + verticalSpacing
        }
        for (cell, origin, p) in cellPlacements(a, context) {
            cell.place(at: Point(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: p, context)
        }
    }

    /// Cells' explicit values where they are placed, merged as the guide says (frame guides: none).
    func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Double? {
        if key.isFrameGuide || node.children.isEmpty { return nil }
        var values: [Double] = []
        for (cell, origin, p) in cellPlacements(arrange(proposal, node.children, context), context) {
            if let v = cell.explicitAlignment(key, p, context) { values.append(v + (key.axis == .horizontal ? origin.x : origin.y)) }
        }
        return key.combine(values)
    }

    func spacing(node: LayoutNode, _ context: LayoutContext) -> ViewSpacing {
        node.children.reduce(ViewSpacing()) { $0.union($1.spacing(context)) }
    }
}
