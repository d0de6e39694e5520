import CCmarkGFM

/// Converts cmark inline nodes into `MarkdownInline` values.
enum CmarkInlineConverter {
    /// The inlines among `node`'s children. No text merging is needed here: the inline parser
    /// splits text at every potential delimiter (`[`, `!`, `_`, entities, …), but
    /// `cmark_parser_finish` consolidates adjacent text nodes before returning the tree.
    static func inlines(in node: CmarkNode) -> [MarkdownInline] {
        node.children.flatMap(inlines(for:))
    }

    private static func inlines(for node: CmarkNode) -> [MarkdownInline] {
        switch node.type {
        case CMARK_NODE_TEXT:
            return [.text(node.literal)]
        case CMARK_NODE_SOFTBREAK:
            return [.softBreak]
        case CMARK_NODE_LINEBREAK:
            return [.lineBreak]
        case CMARK_NODE_CODE:
            return [.code(node.literal)]
        case CMARK_NODE_HTML_INLINE:
            return [.html(node.literal)]
        case CMARK_NODE_EMPH:
            return [.emphasis(inlines(in: node))]
        case CMARK_NODE_STRONG:
            return [.strong(inlines(in: node))]
        case CMARK_NODE_LINK:
            let title = string(cmark_node_get_title(node.pointer))
            return [.link(destination: string(cmark_node_get_url(node.pointer)), title: title.isEmpty ? nil : title, inlines(in: node))]
        case CMARK_NODE_IMAGE:
            return [.image(source: string(cmark_node_get_url(node.pointer)), alt: inlines(in: node).plainText)]
        default:
            if node.typeName == "strikethrough" {
                return [.strikethrough(inlines(in: node))]
            }
            // Custom inlines (and footnote references, which are not enabled): keep the content.
            return inlines(in: node)
        }
    }

    private static func string(_ cString: UnsafePointer<CChar>?) -> String {
        cString.map { String(cString: $0) } ?? ""
    }
}
