import Layout
import Markdown

/// A block quote: the quoted blocks in the quote colour, with a bar down the leading edge as tall as
/// the quote (an overlay gets exactly the content's height, which a sibling in a stack would not).
struct MarkdownQuoteView: View {
    let blocks: [MarkdownBlock]
    let theme: MarkdownTheme
    let depth: Int
    /// Appended to the quote's last text (see `MarkdownView`).
    var trailer: Text? = nil

    var body: some View {
        var quoted = theme
        quoted.textColor = theme.quote.textColor
        quoted.headingColor = theme.quote.textColor
        return MarkdownBlocks(blocks: blocks, theme: quoted, depth: depth, spacing: theme.paragraphSpacing, trailer: trailer)
            .padding(.leading, theme.quote.barWidth + theme.quote.spacing)
            .overlay(alignment: .leading) {
                Rectangle().fill(theme.quote.barColor).frame(width: theme.quote.barWidth)
            }
    }
}
