/// An inline Markdown element. cmark consolidates adjacent text, so `.text` never follows `.text`
/// and equal-looking sources produce equal ASTs.
public indirect enum MarkdownInline: Hashable, Sendable {
    case text(String)
    /// A line ending inside a paragraph; renders as a space (or a wrap opportunity).
    case softBreak
    /// A hard line break (two trailing spaces or a backslash before the line ending).
    case lineBreak
    case code(String)
    case emphasis([MarkdownInline])
    case strong([MarkdownInline])
    /// GFM `~~strike~~` (single tildes are accepted too).
    case strikethrough([MarkdownInline])
    /// `title` is nil when the source gives none. GFM autolinks (`www.…`, bare URLs, e-mail
    /// addresses) are links too, with the scheme cmark infers (`http://`, `mailto:`).
    case link(destination: String, title: String?, [MarkdownInline])
    /// `alt` is the plain text of the image description (its formatting is dropped, as in HTML).
    case image(source: String, alt: String)
    /// Raw inline HTML such as `<kbd>`, verbatim.
    case html(String)
}
