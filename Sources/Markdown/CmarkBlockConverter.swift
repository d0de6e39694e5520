import CCmarkGFM

/// Converts cmark block nodes into `MarkdownBlock` values.
enum CmarkBlockConverter {
    /// The blocks among `node`'s children. Containers the AST has no case for (custom blocks;
    /// footnote definitions, which are not enabled) contribute their children instead, so their
    /// text is never silently lost.
    static func blocks(in node: CmarkNode) -> [MarkdownBlock] {
        node.children.flatMap(blocks(for:))
    }

    private static func blocks(for node: CmarkNode) -> [MarkdownBlock] {
        switch node.type {
        case CMARK_NODE_PARAGRAPH:
            return [.paragraph(CmarkInlineConverter.inlines(in: node))]
        case CMARK_NODE_HEADING:
            return [.heading(level: Int(cmark_node_get_heading_level(node.pointer)), CmarkInlineConverter.inlines(in: node))]
        case CMARK_NODE_CODE_BLOCK:
            return [.codeBlock(language: language(fromInfo: fenceInfo(of: node)), code: droppingFinalNewline(node.literal))]
        case CMARK_NODE_BLOCK_QUOTE:
            return [.blockQuote(blocks(in: node))]
        case CMARK_NODE_LIST:
            return [.list(list(from: node))]
        case CMARK_NODE_THEMATIC_BREAK:
            return [.thematicBreak]
        case CMARK_NODE_HTML_BLOCK:
            return [.htmlBlock(droppingFinalNewline(node.literal))]
        default:
            if node.typeName == "table" {
                return [.table(CmarkTableConverter.table(from: node))]
            }
            return blocks(in: node)
        }
    }

    private static func list(from node: CmarkNode) -> MarkdownList {
        let ordered = cmark_node_get_list_type(node.pointer) == CMARK_ORDERED_LIST
        let items = node.children.map { item in
            // The tasklist extension takes over list items that start with `[ ]` / `[x]` and
            // renames their type; other items keep cmark's "item".
            let isTask = item.typeName == "tasklist"
            return MarkdownListItem(
                blocks: blocks(in: item),
                checked: isTask ? cmark_gfm_extensions_get_tasklist_item_checked(item.pointer) : nil
            )
        }
        return MarkdownList(
            ordered: ordered,
            start: ordered ? Int(cmark_node_get_list_start(node.pointer)) : 1,
            tight: cmark_node_get_list_tight(node.pointer) != 0,
            items: items
        )
    }

    private static func fenceInfo(of node: CmarkNode) -> String {
        guard let info = cmark_node_get_fence_info(node.pointer) else { return "" }
        return String(cString: info)
    }

    /// The language is the info string's first word (`swift title="x"` → `swift`), the
    /// convention GitHub and highlighters follow; an empty info string means no language.
    static func language(fromInfo info: String) -> String? {
        info.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init)
    }

    /// cmark keeps the line terminator of the last line of code and HTML blocks.
    static func droppingFinalNewline(_ string: String) -> String {
        string.hasSuffix("\n") ? String(string.dropLast()) : string
    }
}
