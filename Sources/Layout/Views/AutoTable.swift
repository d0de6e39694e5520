/// Cells in rows and columns, with columns sized by their content the way browsers size an HTML table
/// (`table-layout: auto`), for Markdown tables. Not a SwiftUI layout: SwiftUI's `Grid` gives each column
/// its widest cell's ideal width, which a long cell makes unusable at phone widths. It is written with
/// the `Layout` protocol, as a user's own layout would be, and used as one: `AutoTable(columns: 3) { … }`.
/// The one thing it asks of its subviews that SwiftUI's proxies cannot answer is their min-content
/// width (`LayoutSubview.minimumContentWidth`: the longest word), which browsers size columns by.
///
/// The content is the cells in reading order, row by row, `columns` to a row (a missing cell at the end
/// of the last row is empty). Each cell is proposed its column's width and its row's height, so a cell
/// with a flexible frame fills its slot (backgrounds, hairlines) and a plain one sits at its top-leading
/// corner.
///
/// `AutoTable`: each cell gets its column's width and its row's height; reports the columns' widths
/// and the rows' heights added up (wider than proposed only when the columns' minimum widths do not fit,
/// so no word is ever broken to make a column narrower than its longest word).
///
/// Column widths follow the automatic table layout of CSS 2.1 §17.5.2.2 and the HTML table algorithm:
/// 1. Each column's minimum is its widest cell's min-content width (the longest word plus padding) and
///    its maximum its widest cell's unwrapped width (the cache: neither depends on the proposal).
/// 2. Width to spare beyond the maxima goes to the columns in proportion to their maxima (only when the
///    table fills the width); without a proposed width every column takes its maximum.
/// 3. Between the minima and the maxima, each column gets its minimum plus the same fraction of the gap
///    between its minimum and maximum.
/// 4. Below the minima, every column takes its minimum and the table overflows.
/// 5. A row is as tall as its tallest cell at the column widths.
public struct AutoTable: Layout {
    public let columns: Int
    /// When the cells need less than the proposed width, the rest is shared out in proportion to the
    /// columns' unwrapped widths (a `width: 100%` table); false keeps every column at its unwrapped width.
    public let fillsWidth: Bool

    public init(columns: Int, fillsWidth: Bool = true) {
        self.columns = max(1, columns); self.fillsWidth = fillsWidth
    }

    /// Each column's minimum (longest word) and maximum (unwrapped) width.
    public struct Cache {
        var minimum: [Double]
        var maximum: [Double]
    }

    public func makeCache(subviews: Subviews) -> Cache {
        // 1. Minimum and maximum per column.
        var minimum = [Double](repeating: 0, count: columns), maximum = minimum
        for (i, cell) in subviews.enumerated() {
            let c = i % columns
            minimum[c] = max(minimum[c], cell.minimumContentWidth)
            maximum[c] = max(maximum[c], cell.sizeThatFits(ProposedViewSize(width: nil, height: nil)).width)
        }
        return Cache(minimum: minimum, maximum: zip(minimum, maximum).map { max($0, $1) })
    }

    func columnWidths(_ proposal: ProposedViewSize, _ cache: Cache) -> [Double] {
        let minimum = cache.minimum, maximum = cache.maximum
        let minSum = minimum.reduce(0, +), maxSum = maximum.reduce(0, +)
        guard let available = proposal.width, available.isFinite else { return maximum }
        // 2. Room beyond the maxima.
        if available >= maxSum {
            guard fillsWidth else { return maximum }
            let extra = available - maxSum
            return maxSum > 0 ? maximum.map { $0 + extra * $0 / maxSum } : maximum.map { _ in available / Double(columns) }
        }
        // 3. Between the minima and the maxima.
        if available >= minSum {
            let fraction = maxSum > minSum ? (available - minSum) / (maxSum - minSum) : 0
            return zip(minimum, maximum).map { $0 + ($1 - $0) * fraction }
        }
        // 4. Not even the minima fit.
        return minimum
    }

    /// 5. Each row's height: its tallest cell at the column widths.
    func rowHeights(_ widths: [Double], _ subviews: Subviews) -> [Double] {
        var heights = [Double](repeating: 0, count: (subviews.count + columns - 1) / columns)
        for (i, cell) in subviews.enumerated() {
            let h = cell.sizeThatFits(ProposedViewSize(width: widths[i % columns], height: nil)).height
            heights[i / columns] = max(heights[i / columns], h)
        }
        return heights
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> Size {
        guard !subviews.isEmpty else { return .zero }
        let widths = columnWidths(proposal, cache)
        return Size(width: widths.reduce(0, +), height: rowHeights(widths, subviews).reduce(0, +))
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        guard !subviews.isEmpty else { return }
        let widths = columnWidths(proposal, cache)
        let heights = rowHeights(widths, subviews)
        var y = bounds.minY
        for r in heights.indices {
            var x = bounds.minX
            for c in 0..<columns {
                let i = r * columns + c
                guard i < subviews.count else { break }
                subviews[i].place(at: Point(x: x, y: y), proposal: ProposedViewSize(width: widths[c], height: heights[r]))
                x += widths[c]
            }
            y += heights[r]
        }
    }
}
