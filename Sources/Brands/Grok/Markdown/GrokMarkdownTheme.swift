import Layout
import MockshotKit

extension MarkdownTheme {
    /// Grok's replies as Markdown. The guide draws a reply as one `Text` at `grokBody` with 6 pt line
    /// spacing; the theme keeps exactly that for paragraphs (a plain reply looks the same either way) and
    /// takes the rest from the guide's tokens: headings `grokSectionHeader` / `grokConvoTitle`, links in
    /// `grokLinkBlue`, inline and fenced code in `grokCode` on `grokSurface1`/`grokSurface2` with
    /// `grokDivider` hairlines. Block spacing (12 pt) is the guide's spacing between a reply's parts.
    public static let grok = MarkdownTheme(
        bodyFont: .grokBody,
        headingFonts: [.grokSectionHeader, .grokConvoTitle, .grokConvoTitle, .grokBody.weight(.semibold)],
        textColor: .grokTextPrimary,
        headingColor: .grokTextPrimary,
        linkColor: .grokLinkBlue,
        strongWeight: .semibold,
        inlineCode: MarkdownInlineCodeStyle(font: .grokCode, background: .grokSurface2),
        paragraphSpacing: 12,
        lineSpacing: 6,
        headingTopSpacing: 8,
        list: MarkdownListStyle(markerWidth: 18, markerSpacing: 6, itemSpacing: 6,
                                markerColor: .grokTextPrimary, checkboxColor: .grokTextSecondary),
        quote: MarkdownQuoteStyle(barColor: .grokDivider, barWidth: 3, spacing: 12, textColor: .grokTextSecondary),
        table: MarkdownTableStyle(font: .grokBodySmall, headerWeight: .semibold, borderColor: .grokDivider,
                                  headerBackground: .grokSurface1, cornerRadius: 12),
        ruleColor: .grokDivider,
        codeBlock: { language, code in AnyView(GrokCodeBlock(language: language ?? "", code: code)) }
    )
}
