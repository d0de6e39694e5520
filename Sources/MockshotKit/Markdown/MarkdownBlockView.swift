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
    /// Appended to the block's last text run, if it has one (see `MarkdownView`).
    var trailer: Text? = nil

    /// The block's inlines, with the trailer when there is one.
    func runs(_ inlines: [MarkdownInline]) -> Text {
        let text = MarkdownInlineText(theme: theme).text(inlines)
        return trailer.map { text + $0 } ?? text
    }

    var body: some View {
        switch block {
        case .paragraph(let inlines):
            runs(inlines)
                .font(theme.bodyFont)
                .foregroundColor(theme.textColor)
                .lineSpacing(theme.lineSpacing)
        case let .heading(level, inlines):
            runs(inlines)
                .font(theme.headingFont(level: level))
                .foregroundColor(theme.headingColor)
                .padding(.top, isFirst ? 0 : theme.headingTopSpacing)
        case let .codeBlock(language, code):
            theme.codeBlock(language, code)
        case .blockQuote(let blocks):
            MarkdownQuoteView(blocks: blocks, theme: theme, depth: depth, trailer: trailer)
        case .list(let list):
            MarkdownListView(list: list, theme: theme, depth: depth, trailer: trailer)
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
