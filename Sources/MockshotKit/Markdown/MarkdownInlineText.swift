import Layout
import Markdown

/// Turns Markdown inlines into one `Text` of styled runs (`Text + Text`), as SwiftUI's
/// AttributedString would: the block's font and colour fill in whatever a run leaves unset.
///
/// Styles nest from the inside out: a run's own font, weight or colour is never overwritten by an
/// enclosing span (`Text` modifiers only fill unset run attributes), so `**bold `code`**` keeps its
/// monospaced font and gains the bold weight.
///
/// Inline code gets the theme's code font, colour and background fill (`Text.background(_:)`, a run
/// attribute, as AttributedString's `backgroundColor` is in SwiftUI), so the span reads as code.
public struct MarkdownInlineText {
    public let theme: MarkdownTheme
    public init(theme: MarkdownTheme) { self.theme = theme }

    /// The inlines as one `Text` (an empty `Text` for no inlines).
    public func text(_ inlines: [MarkdownInline]) -> Text {
        guard let first = inlines.first else { return Text(verbatim: "") }
        return inlines.dropFirst().reduce(text(first)) { $0 + text($1) }
    }

    public func text(_ inline: MarkdownInline) -> Text {
        switch inline {
        case .text(let string):
            return Text(verbatim: string)
        case .softBreak:
            return Text(verbatim: " ")
        case .lineBreak:
            return Text(verbatim: "\n")
        case .code(let code):
            let run = Text(verbatim: code).font(theme.inlineCode.font).background(theme.inlineCode.background)
            return theme.inlineCode.color.map { run.foregroundColor($0) } ?? run
        case .emphasis(let children):
            return text(children).italic()
        case .strong(let children):
            return text(children).fontWeight(theme.strongWeight)
        case .strikethrough(let children):
            return text(children).strikethrough()
        case .link(_, _, let children):
            let label = text(children).foregroundColor(theme.linkColor)
            return theme.underlinesLinks ? label.underline() : label
        case .image(_, let alt):
            // A still render has no image loader; the alt text stands in, as a screen reader reads it.
            return Text(verbatim: alt).italic()
        case .html:
            // Inline HTML is markup, not text (GitHub strips unknown tags too).
            return Text(verbatim: "")
        }
    }
}
