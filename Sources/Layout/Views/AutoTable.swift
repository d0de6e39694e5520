/// Cells in rows and columns, with columns sized by their content the way browsers size an HTML table
/// (`table-layout: auto`), for Markdown tables. Not a SwiftUI view: SwiftUI's `Grid` gives each column
/// its widest cell's ideal width, which a long cell makes unusable at phone widths.
///
/// The content is the cells in reading order, row by row, `columns` to a row (a missing cell at the end
/// of the last row is empty). Each cell is proposed its column's width and its row's height, so a cell
/// with a flexible frame fills its slot (backgrounds, hairlines) and a plain one sits at its top-leading
/// corner. A local building block until the engine's `Layout` protocol lands; then it is a custom layout.
public struct AutoTable<Content: View>: View {
    let columns: Int
    /// When the cells need less than the proposed width, the rest is shared out in proportion to the
    /// columns' unwrapped widths (a `width: 100%` table); false keeps every column at its unwrapped width.
    let fillsWidth: Bool
    let content: Content

    public init(columns: Int, fillsWidth: Bool = true, @ViewBuilder content: () -> Content) {
        self.columns = max(1, columns); self.fillsWidth = fillsWidth; self.content = content()
    }

    public func _makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let cells = context.inStack(nil).resolve(content)
        return [LayoutNode(kind: "AutoTable", layout: AutoTableLayout(columns: columns, fillsWidth: fillsWidth), children: cells)]
    }
    public typealias Body = Never
}
