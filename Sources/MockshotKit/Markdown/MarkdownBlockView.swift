import Layout
import Markdown

/// One block of a document, drawn by kind.
struct MarkdownBlockView: View {
    let block: MarkdownBlock
    let theme: MarkdownTheme
    let depth: Int
    /// Headings get extra space above them unless they open their container.
    let isFirst: Bool
    /// The spacing of the enclosing block run (list items inherit it for their own blocks).
    let looseSpacing: Double

    var body: some View {
        switch block {
        case .paragraph(let inlines):
            MarkdownInlineText(theme: theme).text(inlines)
                .font(theme.bodyFont)
                .foregroundColor(theme.textColor)
                .lineSpacing(theme.lineSpacing)
        case let .heading(level, inlines):
            MarkdownInlineText(theme: theme).text(inlines)
                .font(theme.headingFont(level: level))
                .foregroundColor(theme.headingColor)
                .padding(.top, isFirst ? 0 : theme.headingTopSpacing)
        case let .codeBlock(language, code):
            theme.codeBlock(language, code)
        case .blockQuote(let blocks):
            MarkdownQuoteView(blocks: blocks, theme: theme, depth: depth)
        case .list(let list):
            MarkdownListView(list: list, theme: theme, depth: depth)
        case .table(let table):
            MarkdownTableView(table: table, theme: theme)
        case .thematicBreak:
            Rectangle().fill(theme.ruleColor).frame(height: 1)
        case .htmlBlock(let html):
            // Raw HTML is shown as source, like an unhighlighted code listing.
            Text(verbatim: html)
                .font(theme.inlineCode.font)
                .foregroundColor(theme.quote.textColor)
        }
    }
}
