import Layout

/// How `MarkdownView` draws a document: fonts, colours, rhythm, and the look of lists, quotes,
/// tables and code blocks. Brand-neutral: a kit builds its own theme from its tokens. Colours may be
/// adaptive (`Color(light:dark:)`), so one theme serves both colour schemes.
public struct MarkdownTheme: Sendable {
    // MARK: Text

    /// Paragraphs, list items, quotes and table cells.
    public var bodyFont: Font
    /// Heading fonts for levels 1, 2, 3…; levels beyond the array use its last font.
    public var headingFonts: [Font]
    public var textColor: Color
    public var headingColor: Color
    public var linkColor: Color
    public var underlinesLinks: Bool
    /// The weight of `**strong**` runs.
    public var strongWeight: Font.Weight
    /// Inline `code` spans.
    public var inlineCode: MarkdownInlineCodeStyle

    // MARK: Rhythm

    /// Vertical space between blocks.
    public var paragraphSpacing: Double
    /// Extra space between the lines of a wrapped paragraph.
    public var lineSpacing: Double
    /// Extra space above a heading that follows another block (headings open sections).
    public var headingTopSpacing: Double

    // MARK: Blocks

    public var list: MarkdownListStyle
    public var quote: MarkdownQuoteStyle
    public var table: MarkdownTableStyle
    /// Thematic breaks (`---`).
    public var ruleColor: Color
    /// Draws a fenced or indented code block: `(language, code)`, language nil when the fence has none.
    public var codeBlock: @Sendable (_ language: String?, _ code: String) -> AnyView

    public init(bodyFont: Font, headingFonts: [Font], textColor: Color, headingColor: Color, linkColor: Color,
                underlinesLinks: Bool = false, strongWeight: Font.Weight = .semibold, inlineCode: MarkdownInlineCodeStyle,
                paragraphSpacing: Double, lineSpacing: Double, headingTopSpacing: Double = 8,
                list: MarkdownListStyle, quote: MarkdownQuoteStyle, table: MarkdownTableStyle, ruleColor: Color,
                codeBlock: @escaping @Sendable (_ language: String?, _ code: String) -> AnyView) {
        self.bodyFont = bodyFont; self.headingFonts = headingFonts; self.textColor = textColor
        self.headingColor = headingColor; self.linkColor = linkColor; self.underlinesLinks = underlinesLinks
        self.strongWeight = strongWeight; self.inlineCode = inlineCode; self.paragraphSpacing = paragraphSpacing
        self.lineSpacing = lineSpacing; self.headingTopSpacing = headingTopSpacing; self.list = list
        self.quote = quote; self.table = table; self.ruleColor = ruleColor; self.codeBlock = codeBlock
    }

    /// The font of a heading of `level` (1-based).
    public func headingFont(level: Int) -> Font {
        guard !headingFonts.isEmpty else { return bodyFont.weight(strongWeight) }
        return headingFonts[min(max(level, 1), headingFonts.count) - 1]
    }
}

/// Inline `code` spans: a monospaced font, an optional colour, and the fill behind the span.
public struct MarkdownInlineCodeStyle: Sendable {
    public var font: Font
    /// nil: the surrounding text colour.
    public var color: Color?
    /// The fill behind a code span's glyphs (a `Text.background(_:)` run attribute).
    public var background: Color
    public init(font: Font, color: Color? = nil, background: Color) {
        self.font = font; self.color = color; self.background = background
    }
}

/// Bullet and ordered lists.
public struct MarkdownListStyle: Sendable {
    /// Width of the marker column; item content starts after it plus `markerSpacing`.
    public var markerWidth: Double
    public var markerSpacing: Double
    /// Space between the items of a tight list (loose lists use the paragraph spacing).
    public var itemSpacing: Double
    /// Bullets by nesting depth; deeper levels reuse the last one.
    public var bullets: [String]
    public var markerColor: Color
    /// Task-list check boxes: outline and checked fill.
    public var checkboxColor: Color
    public init(markerWidth: Double = 20, markerSpacing: Double = 6, itemSpacing: Double = 6,
                bullets: [String] = ["•", "◦", "▪"], markerColor: Color, checkboxColor: Color) {
        self.markerWidth = markerWidth; self.markerSpacing = markerSpacing; self.itemSpacing = itemSpacing
        self.bullets = bullets; self.markerColor = markerColor; self.checkboxColor = checkboxColor
    }
    public func bullet(depth: Int) -> String {
        bullets.isEmpty ? "•" : bullets[min(depth, bullets.count - 1)]
    }
}

/// Block quotes: a bar down the leading edge and (usually quieter) text.
public struct MarkdownQuoteStyle: Sendable {
    public var barColor: Color
    public var barWidth: Double
    /// Space between the bar and the quoted blocks.
    public var spacing: Double
    public var textColor: Color
    public init(barColor: Color, barWidth: Double = 3, spacing: Double = 12, textColor: Color) {
        self.barColor = barColor; self.barWidth = barWidth; self.spacing = spacing; self.textColor = textColor
    }
}

/// GFM tables: columns sized by their content (see `MarkdownTableView`); hairlines between rows and columns.
public struct MarkdownTableStyle: Sendable {
    public var font: Font?
    public var headerWeight: Font.Weight
    public var borderColor: Color
    public var borderWidth: Double
    public var headerBackground: Color
    public var rowBackground: Color
    /// Every second body row, for striped tables (nil: unstriped).
    public var stripeBackground: Color?
    public var cellPadding: EdgeInsets
    public var cornerRadius: Double
    public var showsColumnDividers: Bool
    public var showsOuterBorder: Bool
    /// The table spans the width it is offered, sharing what its text does not need among the columns;
    /// false leaves it as wide as its columns' unwrapped text (a `width: auto` table).
    public var fillsWidth: Bool
    public init(font: Font? = nil, headerWeight: Font.Weight = .semibold, borderColor: Color, borderWidth: Double = 1,
                headerBackground: Color = .clear, rowBackground: Color = .clear, stripeBackground: Color? = nil,
                cellPadding: EdgeInsets = EdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12), cornerRadius: Double = 8,
                showsColumnDividers: Bool = true, showsOuterBorder: Bool = true, fillsWidth: Bool = true) {
        self.font = font; self.headerWeight = headerWeight; self.borderColor = borderColor; self.borderWidth = borderWidth
        self.headerBackground = headerBackground; self.rowBackground = rowBackground; self.stripeBackground = stripeBackground
        self.cellPadding = cellPadding; self.cornerRadius = cornerRadius
        self.showsColumnDividers = showsColumnDividers; self.showsOuterBorder = showsOuterBorder; self.fillsWidth = fillsWidth
    }
}
