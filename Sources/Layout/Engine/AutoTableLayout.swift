/// `AutoTable`: each cell gets its column's width and its row's height; reports the columns' widths
/// and the rows' heights added up (wider than proposed only when the columns' minimum widths do not fit,
/// so no word is ever broken to make a column narrower than its longest word).
///
/// Column widths follow the automatic table layout of CSS 2.1 §17.5.2.2 and the HTML table algorithm:
/// 1. Each column's minimum is its widest cell's min-content width (the longest word plus padding) and
///    its maximum its widest cell's unwrapped width.
/// 2. Width to spare beyond the maxima goes to the columns in proportion to their maxima (only when the
///    table fills the width); without a proposed width every column takes its maximum.
/// 3. Between the minima and the maxima, each column gets its minimum plus the same fraction of the gap
///    between its minimum and maximum.
/// 4. Below the minima, every column takes its minimum and the table overflows.
/// 5. A row is as tall as its tallest cell at the column widths.
struct AutoTableLayout: LayoutAlgorithm {
    let columns: Int
    let fillsWidth: Bool

    func rows(_ node: LayoutNode) -> Int { (node.children.count + columns - 1) / columns }

    func columnWidths(_ proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> [Double] {
        // 1. Minimum and maximum per column.
        var minimum = [Double](repeating: 0, count: columns), maximum = minimum
        for (i, cell) in node.children.enumerated() {
            let c = i % columns
            minimum[c] = max(minimum[c], cell.minimumContentWidth(context))
            maximum[c] = max(maximum[c], cell.sizeThatFits(ProposedViewSize(width: nil, height: nil), context).width)
        }
        maximum = zip(minimum, maximum).map { max($0, $1) }
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

    func rowHeights(_ widths: [Double], node: LayoutNode, _ context: LayoutContext) -> [Double] {
        var heights = [Double](repeating: 0, count: rows(node))
        for (i, cell) in node.children.enumerated() {
            let h = cell.sizeThatFits(ProposedViewSize(width: widths[i % columns], height: nil), context).height
            heights[i / columns] = max(heights[i / columns], h)
        }
        return heights
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Size {
        guard !node.children.isEmpty else { return .zero }
        let widths = columnWidths(proposal, node: node, context)
        return Size(width: widths.reduce(0, +), height: rowHeights(widths, node: node, context).reduce(0, +))
    }

    func placeChildren(in bounds: Rect, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) {
        guard !node.children.isEmpty else { return }
        let widths = columnWidths(proposal, node: node, context)
        let heights = rowHeights(widths, node: node, context)
        var y = bounds.minY
        for r in heights.indices {
            var x = bounds.minX
            for c in 0..<columns {
                let i = r * columns + c
                guard i < node.children.count else { break }
                node.children[i].place(at: Point(x: x, y: y), proposal: ProposedViewSize(width: widths[c], height: heights[r]), context)
                x += widths[c]
            }
            y += heights[r]
        }
    }

    /// Vertical guides (text baselines) are the first cell's: it sits at the table's top-leading corner.
    func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Double? {
        guard key.axis == .vertical, let first = node.children.first else { return nil }
        let widths = columnWidths(proposal, node: node, context)
        let heights = rowHeights(widths, node: node, context)
        return first.explicitAlignment(key, ProposedViewSize(width: widths[0], height: heights[0]), context)
    }
}
