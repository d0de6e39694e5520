import Layout
import Markdown

/// A Markdown document drawn with the engine's own views: paragraphs, headings, lists (nested and
/// task lists), block quotes, GFM tables, thematic breaks and code blocks (through the theme's
/// builder, so each brand draws its own). Brand kits share it and differ only by `MarkdownTheme`.
///
/// `trailer` is appended to the end of the text: to the last paragraph or heading (inside the last list
/// item or quote if the document ends with one), or on a line of its own after a block that holds no
/// text run (a code block, table or rule). Streaming replies use it for their cursor.
public struct MarkdownView: View {
    let document: MarkdownDocument
    let theme: MarkdownTheme
    let trailer: Text?

    /// Parses `source` as GitHub-flavoured Markdown.
    public init(_ source: String, theme: MarkdownTheme = .standard, trailer: Text? = nil) {
        self.init(document: MarkdownParser.parse(source), theme: theme, trailer: trailer)
    }
    public init(document: MarkdownDocument, theme: MarkdownTheme = .standard, trailer: Text? = nil) {
        self.document = document; self.theme = theme; self.trailer = trailer
    }

    public var body: some View {
        MarkdownBlocks(blocks: document.blocks, theme: theme, depth: 0, spacing: theme.paragraphSpacing, trailer: trailer)
    }
}

/// A run of blocks, one above another, `spacing` apart. `depth` is the list nesting level (bullets
/// change with it).
struct MarkdownBlocks: View {
    let blocks: [MarkdownBlock]
    let theme: MarkdownTheme
    let depth: Int
    let spacing: Double
    /// Appended to the last block (see `MarkdownView`).
    var trailer: Text? = nil

    var body: some View {
        let last = blocks.indices.last
        VStack(alignment: .leading, spacing: spacing) {
            ForEach(blocks.indices, id: \.self) { i in
                MarkdownBlockView(block: blocks[i], theme: theme, depth: depth, isFirst: i == 0, looseSpacing: spacing,
                                  trailer: i == last ? trailer : nil)
            }
            if let trailer, last.map({ !blocks[$0].takesTrailer }) ?? true {
                trailer.font(theme.bodyFont).foregroundColor(theme.textColor)
            }
        }
    }
}

extension MarkdownBlock {
    /// Whether the block's view places a trailer itself: after its last text run, or (lists and quotes)
    /// inside its own last blocks. After the other blocks the trailer gets a line of its own.
    var takesTrailer: Bool {
        switch self {
        case .paragraph, .heading, .blockQuote, .list: true
        case .codeBlock, .table, .thematicBreak, .htmlBlock: false
        }
    }
}
