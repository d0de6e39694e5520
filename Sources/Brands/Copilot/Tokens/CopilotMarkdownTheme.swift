import Layout
import MockshotKit

extension MarkdownTheme {
    /// Answer-card Markdown in Copilot's tokens: `cpAnswerBody` at the guide's 6 pt line spacing
    /// (≈ 1.5 line height), `cpAnswerH2` / `cpAnswerH3` headings (`cpTitle` for the rare `#`), Cascadia
    /// Code (`cpCode`) for code, inline code on a `cpSurface` run background (`cpDarkSurface` in dark),
    /// and `cpAccent` links. Every colour adapts to the colour scheme.
    public static let copilot = MarkdownTheme(
        bodyFont: .cpAnswerBody,
        headingFonts: [.cpTitle, .cpAnswerH2, .cpAnswerH3],
        textColor: .cpTextPrimary,
        headingColor: .cpTextPrimary,
        linkColor: .cpAccent,
        strongWeight: .semibold,
        inlineCode: MarkdownInlineCodeStyle(font: .cpCode, background: .cpSurface),
        paragraphSpacing: 12,
        lineSpacing: 6,
        headingTopSpacing: 4,
        list: MarkdownListStyle(markerWidth: 14, markerSpacing: 6, itemSpacing: 6, markerColor: .cpTextSecondary,
                                checkboxColor: .cpAccent),
        quote: MarkdownQuoteStyle(barColor: .cpDivider, textColor: .cpTextSecondary),
        table: MarkdownTableStyle(borderColor: .cpDivider, headerBackground: .cpSurface),
        ruleColor: .cpDivider,
        codeBlock: { language, code in
            AnyView(MarkdownCodeBlock(language: language, code: code, font: .cpCode,
                                      captionColor: .cpTextSecondary, background: .cpCanvas))
        }
    )
}
