import Layout
import Markdown

/// A GFM table with columns sized by their content, as a browser sizes an HTML table (`AutoTable`): a
/// column is never narrower than its longest word and never wider than its unwrapped text needs until
/// every column has what it needs; width to spare is shared in proportion to the columns' text, so the
/// table spans the width it is given. When even the longest words do not fit (large Dynamic Type sizes
/// on a phone), columns keep their longest word whole and the table runs past the trailing edge, cut
/// off there like a horizontal scroller at rest: words are never broken to squeeze a column.
///
/// Every cell fills its column and row, so the header fill, the stripes and the hairlines (a row's top
/// edge, a column's trailing edge) tile into a grid.
struct MarkdownTableView: View {
    let table: MarkdownTable
    let theme: MarkdownTheme

    var style: MarkdownTableStyle { theme.table }

    var body: some View {
        let shape = RoundedRectangle(cornerRadius: style.showsOuterBorder ? style.cornerRadius : 0)
        let rows = [table.header] + table.rows
        let columns = rows.map(\.count).max() ?? 0
        AutoTable(columns: columns, fillsWidth: style.fillsWidth) {
            ForEach(rows.indices, id: \.self) { r in
                ForEach(0..<columns) { c in
                    cell(c < rows[r].count ? rows[r][c] : [], row: r, column: c, columns: columns)
                }
            }
        }
        .clipShape(shape)
        .overlay(shape.strokeBorder(style.showsOuterBorder ? style.borderColor : .clear, lineWidth: style.borderWidth))
        // Narrower than the table: show its leading part, as a horizontal scroll view at rest does.
        .frame(minWidth: 0, maxWidth: .infinity, alignment: .leading)
        .clipped()
    }

    /// Row 0 is the header. Rows after it draw the hairline above them inside an extra top inset, so the
    /// lines take the same room as before a cell's padding.
    func cell(_ inlines: [MarkdownInline], row: Int, column: Int, columns: Int) -> some View {
        let alignment = column < table.alignments.count ? table.alignments[column] : .none
        let isHeader = row == 0
        let text = MarkdownInlineText(theme: theme).text(inlines)
            .font(style.font ?? theme.bodyFont)
            .foregroundColor(theme.textColor)
        let fill = isHeader ? style.headerBackground : (row % 2 == 0 ? style.stripeBackground ?? style.rowBackground : style.rowBackground)
        let rule = isHeader ? 0 : style.borderWidth
        return (isHeader ? text.fontWeight(style.headerWeight) : text)
            .multilineTextAlignment(Self.textAlignment(alignment))
            .padding(style.cellPadding)
            .padding(.top, rule)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: Self.frameAlignment(alignment))
            .background(fill)
            .overlay(alignment: .top) {
                if !isHeader { Rectangle().fill(style.borderColor).frame(height: style.borderWidth) }
            }
            .overlay(alignment: .trailing) {
                if style.showsColumnDividers && column < columns - 1 {
                    Rectangle().fill(style.borderColor).frame(width: style.borderWidth)
                }
            }
    }

    static func textAlignment(_ a: MarkdownTableAlignment) -> TextAlignment {
        switch a {
        case .none, .left: .leading
        case .center: .center
        case .right: .trailing
        }
    }
    static func frameAlignment(_ a: MarkdownTableAlignment) -> Alignment {
        switch a {
        case .none, .left: .topLeading
        case .center: .top
        case .right: .topTrailing
        }
    }
}
