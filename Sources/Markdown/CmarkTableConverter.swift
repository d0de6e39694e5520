import CCmarkGFM

/// Converts a GFM `table` node (rows `table_header` / `table_row`, cells `table_cell`).
enum CmarkTableConverter {
    static func table(from node: CmarkNode) -> MarkdownTable {
        var header: [[MarkdownInline]] = []
        var rows: [[[MarkdownInline]]] = []
        for row in node.children {
            let cells = row.children
                .filter { $0.typeName == "table_cell" }
                .map { CmarkInlineConverter.inlines(in: $0) }
            if row.typeName == "table_header" {
                header = cells
            } else if row.typeName == "table_row" {
                rows.append(cells)
            }
        }
        return MarkdownTable(alignments: alignments(of: node), header: header, rows: rows)
    }

    /// The extension stores one ASCII byte per column: 'l', 'c', 'r', or 0 for unspecified.
    private static func alignments(of node: CmarkNode) -> [MarkdownTableAlignment] {
        let count = Int(cmark_gfm_extensions_get_table_columns(node.pointer))
        guard count > 0, let bytes = cmark_gfm_extensions_get_table_alignments(node.pointer) else { return [] }
        return (0..<count).map { column in
            switch bytes[column] {
            case UInt8(ascii: "l"): return .left
            case UInt8(ascii: "c"): return .center
            case UInt8(ascii: "r"): return .right
            default: return .none
            }
        }
    }
}
