extension MarkdownInline {
    /// The text a reader would see, without formatting: used for accessibility labels, previews
    /// and measuring. Soft breaks become spaces (how they render), hard breaks become newlines,
    /// images contribute their alt text and raw HTML contributes nothing (it is markup, not text).
    public var plainText: String {
        switch self {
        case .text(let string), .code(let string):
            return string
        case .softBreak:
            return " "
        case .lineBreak:
            return "\n"
        case .emphasis(let children), .strong(let children), .strikethrough(let children),
            .link(_, _, let children):
            return children.plainText
        case .image(_, let alt):
            return alt
        case .html:
            return ""
        }
    }
}

extension Array where Element == MarkdownInline {
    /// The concatenated `plainText` of every element.
    public var plainText: String {
        reduce(into: "") { $0 += $1.plainText }
    }
}
