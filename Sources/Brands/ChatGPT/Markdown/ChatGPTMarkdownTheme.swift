import Layout
import MockshotKit

extension MarkdownTheme {
    /// Assistant replies (§7): Söhne body 16 in the primary text colour with the guide's 8 pt line
    /// spacing, H1–H3 from the type tokens, Menlo inline code on the inline-code fill, links in the
    /// link blue, and fenced code as the guide's `CodeBlockView` (language label + Copy).
    public static let chatGPT = chatGPT(copiedCode: nil)

    /// The ChatGPT theme with the code block whose code is `copiedCode` showing "Copied!".
    public static func chatGPT(copiedCode: String?) -> MarkdownTheme { MarkdownTheme(
        bodyFont: .gptBody,
        headingFonts: [.gptH1, .gptH2, .gptH3, Font.custom("Söhne-Halbfett", size: 16).weight(.semibold)],
        textColor: GPTColor.textPrimary,
        headingColor: GPTColor.textPrimary,
        linkColor: .gptLinkBlue,
        strongWeight: .semibold,
        inlineCode: MarkdownInlineCodeStyle(font: .gptCodeInline, background: GPTColor.codeInline),
        paragraphSpacing: 16,
        lineSpacing: 8,
        headingTopSpacing: 8,
        list: MarkdownListStyle(markerWidth: 18, markerSpacing: 6, itemSpacing: 8,
                                markerColor: GPTColor.textPrimary, checkboxColor: GPTColor.textSecondary),
        quote: MarkdownQuoteStyle(barColor: GPTColor.divider, barWidth: 4, spacing: 12, textColor: GPTColor.textSecondary),
        table: MarkdownTableStyle(font: .gptBodyCompact, headerWeight: .semibold, borderColor: GPTColor.divider,
                                  headerBackground: GPTColor.codeBlock,
                                  cellPadding: EdgeInsets(top: 8, leading: 10, bottom: 8, trailing: 10), cornerRadius: 8),
        ruleColor: GPTColor.divider,
        codeBlock: { language, code in
            AnyView(CodeBlockView(language: language ?? "", code: code, showCopied: code == copiedCode, horizontalPadding: 0))
        }
    ) }
}
