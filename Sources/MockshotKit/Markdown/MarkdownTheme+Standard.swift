import Layout

extension MarkdownTheme {
    /// A plain iOS look from system fonts and label colours: a sensible default for any kit that
    /// has no Markdown styling of its own.
    public static let standard = MarkdownTheme(
        bodyFont: .body,
        headingFonts: [.system(.title, weight: .bold), .system(.title2, weight: .bold), .system(.title3, weight: .semibold),
                       .headline],
        textColor: .primary,
        headingColor: .primary,
        linkColor: .blue,
        inlineCode: MarkdownInlineCodeStyle(font: .system(.callout, design: .monospaced), background: Color(.tertiarySystemFill)),
        paragraphSpacing: 12,
        lineSpacing: 2,
        list: MarkdownListStyle(markerColor: .secondary, checkboxColor: .secondary),
        quote: MarkdownQuoteStyle(barColor: Color(.systemFill), textColor: .secondary),
        table: MarkdownTableStyle(borderColor: Color(.separator), headerBackground: Color(.quaternarySystemFill)),
        ruleColor: Color(.separator),
        codeBlock: { language, code in
            AnyView(MarkdownCodeBlock(language: language, code: code, font: .system(.footnote, design: .monospaced),
                                      captionColor: .secondary, background: Color(.secondarySystemBackground)))
        }
    )
}
