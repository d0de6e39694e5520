import Layout

/// The guide's type tokens (§2). Söhne names are kept as written; the renderer maps them to Inter.
///
/// Dynamic Type (§8): chat body, Markdown headings and user-bubble text scale (`Font.custom(_:size:)`
/// scales relative to body, as in SwiftUI); the model chip, sidebar section titles and timestamps /
/// meta text are pinned with `fixedSize:`, as are code-block header labels (`gptCodeBlockLabel`).
extension Font {
    public static let gptBody         = Font.custom("Söhne-Buch",      size: 16).weight(.regular)
    public static let gptBodyCompact  = Font.custom("Söhne-Buch",      size: 15).weight(.regular)
    public static let gptH1           = Font.custom("Söhne-Halbfett",  size: 24).weight(.semibold)
    public static let gptH2           = Font.custom("Söhne-Halbfett",  size: 20).weight(.semibold)
    public static let gptH3           = Font.custom("Söhne-Halbfett",  size: 17).weight(.semibold)
    /// Pinned: "keep model chip … FIXED".
    public static let gptModelChip    = Font.custom("Söhne-Kraftig",   fixedSize: 14).weight(.medium)
    public static let gptSidebarTitle = Font.custom("Söhne-Kraftig",   size: 15).weight(.medium)
    /// Pinned: "keep … sidebar section titles … FIXED".
    public static let gptSidebarSection = Font.custom("Söhne-Kraftig", fixedSize: 12).weight(.medium)
    public static let gptButton       = Font.custom("Söhne-Kraftig",   size: 14).weight(.medium)
    /// Pinned: the meta style carries timestamps ("keep … timestamps … FIXED").
    public static let gptMeta         = Font.custom("Söhne-Buch",      fixedSize: 13).weight(.regular)
    public static let gptPlaceholder  = Font.custom("Söhne-Buch",      size: 16).weight(.regular)
    /// `gptButton` pinned, for the code block's Copy / "Copied!" label ("keep … code block labels FIXED").
    public static let gptCodeBlockLabel = Font.custom("Söhne-Kraftig", fixedSize: 14).weight(.medium)

    // Code
    public static let gptCodeInline   = Font.custom("Menlo-Regular",   size: 14)
    public static let gptCodeBlock    = Font.custom("Menlo-Regular",   size: 13)

    // Inter fallback
    public static func gptInter(_ size: CGFloat, weight: Font.Weight = .regular) -> Font {
        Font.custom("Inter-\(weight == .medium ? "Medium" : weight == .semibold ? "SemiBold" : "Regular")", size: size).weight(weight)
    }

    // System fallback (SF Pro)
    public static func gptSystem(_ size: CGFloat, weight: Font.Weight = .regular) -> Font {
        .system(size: size, weight: weight, design: .default)
    }
}
