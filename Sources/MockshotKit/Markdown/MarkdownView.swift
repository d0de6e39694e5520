import Layout
import Markdown

/// A Markdown document drawn with the engine's own views: paragraphs, headings, lists (nested and
/// task lists), block quotes, GFM tables, thematic breaks and code blocks (through the theme's
/// builder, so each brand draws its own). Brand kits share it and differ only by `MarkdownTheme`.
public struct MarkdownView: View {
    let document: MarkdownDocument
    let theme: MarkdownTheme

    /// Parses `source` as GitHub-flavoured Markdown.
    public init(_ source: String, theme: MarkdownTheme = .standard) {
        self.init(document: MarkdownParser.parse(source), theme: theme)
    }
    public init(document: MarkdownDocument, theme: MarkdownTheme = .standard) {
        self.document = document; self.theme = theme
    }

    public var body: some View {
        MarkdownBlocks(blocks: document.blocks, theme: theme, depth: 0, spacing: theme.paragraphSpacing)
    }
}

/// A run of blocks, one above another, `spacing` apart. `depth` is the list nesting level (bullets
/// change with it).
struct MarkdownBlocks: View {
    let blocks: [MarkdownBlock]
    let theme: MarkdownTheme
    let depth: Int
    let spacing: Double

    var body: some View {
        VStack(alignment: .leading, spacing: spacing) {
            ForEach(blocks.indices, id: \.self) { i in
                MarkdownBlockView(block: blocks[i], theme: theme, depth: depth, isFirst: i == 0, looseSpacing: spacing)
            }
        }
    }
}
