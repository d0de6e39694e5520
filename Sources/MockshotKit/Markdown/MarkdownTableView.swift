import Layout
import Markdown

/// A GFM table. Columns share the width equally: every cell is a `maxWidth: .infinity` frame, and a
/// stack gives equally flexible children equal shares. Row hairlines sit between the rows; column
/// hairlines are drawn per row as an overlay of equal columns, because an overlay is offered exactly
/// the row's height (a divider inside the row's stack would only be as tall as it asks to be).
struct MarkdownTableView: View {
    let table: MarkdownTable
    let theme: MarkdownTheme

    var style: MarkdownTableStyle { theme.table }

    var body: some View {
        let shape = RoundedRectangle(cornerRadius: style.showsOuterBorder ? style.cornerRadius : 0)
        VStack(alignment: .leading, spacing: 0) {
            row(table.header, isHeader: true)
                .background(style.headerBackground)
            ForEach(table.rows.indices, id: \.self) { r in
                Rectangle().fill(style.borderColor).frame(height: style.borderWidth)
                row(table.rows[r], isHeader: false)
                    .background(r % 2 == 1 ? style.stripeBackground ?? style.rowBackground : style.rowBackground)
            }
        }
        .clipShape(shape)
        .overlay(shape.strokeBorder(style.showsOuterBorder ? style.borderColor : .clear, lineWidth: style.borderWidth))
    }

    func row(_ cells: [[MarkdownInline]], isHeader: Bool) -> some View {
        HStack(alignment: .top, spacing: 0) {
            ForEach(cells.indices, id: \.self) { c in
                cell(cells[c], column: c, isHeader: isHeader)
            }
        }
        .overlay(columnDividers(count: cells.count))
    }

    func cell(_ inlines: [MarkdownInline], column: Int, isHeader: Bool) -> some View {
        let alignment = column < table.alignments.count ? table.alignments[column] : .none
        let text = MarkdownInlineText(theme: theme).text(inlines)
            .font(style.font ?? theme.bodyFont)
            .foregroundColor(theme.textColor)
        return (isHeader ? text.fontWeight(style.headerWeight) : text)
            .multilineTextAlignment(Self.textAlignment(alignment))
            .padding(style.cellPadding)
            .frame(maxWidth: .infinity, alignment: Self.frameAlignment(alignment))
    }

    /// Hairlines at the trailing edge of every column but the last.
    func columnDividers(count: Int) -> some View {
        HStack(spacing: 0) {
            ForEach(0..<count) { c in
                Color.clear
                    .frame(maxWidth: .infinity)
                    .overlay(alignment: .trailing) {
                        if style.showsColumnDividers && c < count - 1 {
                            Rectangle().fill(style.borderColor).frame(width: style.borderWidth)
                        }
                    }
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
