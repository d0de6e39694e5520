/// A GFM pipe table. Every row has exactly `alignments.count` cells: cmark pads short rows with
/// empty cells and drops excess ones, so renderers can index columns without bounds checks.
public struct MarkdownTable: Hashable, Sendable {
    /// Per-column alignment from the delimiter row (`:--`, `:-:`, `--:`, `---`).
    public var alignments: [MarkdownTableAlignment]
    /// Header cells, one inline run per column.
    public var header: [[MarkdownInline]]
    /// Body rows; each row is one inline run per column.
    public var rows: [[[MarkdownInline]]]

    public init(alignments: [MarkdownTableAlignment], header: [[MarkdownInline]], rows: [[[MarkdownInline]]]) {
        self.alignments = alignments
        self.header = header
        self.rows = rows
    }
}
