/// A block-level Markdown element (CommonMark blocks plus the GFM table).
public indirect enum MarkdownBlock: Hashable, Sendable {
    case paragraph([MarkdownInline])
    /// ATX (`#`) or setext (underlined) heading; `level` is 1...6.
    case heading(level: Int, [MarkdownInline])
    /// Fenced or indented code. `language` is the first word of the fence's info string (nil when
    /// absent or for indented code); `code` has its final line terminator removed so renderers
    /// don't draw an empty last line.
    case codeBlock(language: String?, code: String)
    case blockQuote([MarkdownBlock])
    case list(MarkdownList)
    case table(MarkdownTable)
    case thematicBreak
    /// Raw HTML block, verbatim except for its final line terminator.
    case htmlBlock(String)
}
