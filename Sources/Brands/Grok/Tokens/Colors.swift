import Layout

/// Grok's colour tokens (guide §1). The guide writes each as a decimal triple with its hex in a comment;
/// the kit uses the hex (and keeps the triple as the comment). The triples only approximate the hex, and
/// a renderer that quantises through 16 bits (Cairo) paints some of them a step off (0.918 → 0xEB, not
/// the intended 0xEA); hex values are exact in every path. The token tests render every one.
///
/// Grok is dark-only, so the tokens are fixed colours rather than light/dark pairs. The one exception is
/// secondary text: the guide asks for `#71767B` to be bumped to `#8B8F94` under Increase Contrast, because
/// `#71767B` on black is borderline at 13 pt; that is the colour's high-contrast variant.
extension Color {
    // MARK: - Canvas & Surfaces
    public static let grokCanvas    = Color.black          // #000000
    public static let grokSurface1  = Color(hex: 0x16181C) // guide: (0.086, 0.094, 0.110)
    public static let grokSurface2  = Color(hex: 0x1E2126) // guide: (0.118, 0.129, 0.149)
    public static let grokSurface3  = Color(hex: 0x272A2E) // guide: (0.153, 0.165, 0.180)
    public static let grokDivider   = Color(hex: 0x2F3336) // guide: (0.184, 0.200, 0.212)

    // MARK: - Text
    public static let grokTextPrimary   = Color(hex: 0xE7E9EA) // guide: (0.906, 0.914, 0.918)
    public static let grokTextSecondary = Color(light: grokTextSecondaryStandard, dark: grokTextSecondaryStandard,
                                                lightHighContrast: grokTextSecondaryIncreased,
                                                darkHighContrast: grokTextSecondaryIncreased) // #71767B (↑ #8B8F94)
    public static let grokTextTertiary  = Color(hex: 0x4D5156) // guide: (0.302, 0.318, 0.337)

    // MARK: - Functional / Brand
    public static let grokAccentWhite   = Color.white          // #FFFFFF
    public static let grokPressedWhite  = Color(hex: 0xD7DBDC) // guide: (0.843, 0.859, 0.863)
    public static let grokLinkBlue      = Color(hex: 0x1D9BF0) // guide: (0.114, 0.608, 0.941)
    public static let grokLinkPressed   = Color(hex: 0x1A8CD8) // guide: (0.102, 0.549, 0.847)
    public static let grokSuccess       = Color(hex: 0x00BA7C) // guide: (0.000, 0.729, 0.486)
    public static let grokError         = Color(hex: 0xF4212E) // guide: (0.957, 0.129, 0.180)

    // MARK: - Inline colours the guide's components use
    /// The prompt bar's border while the field is focused (written inline in the guide's `GrokPromptBar`).
    public static let grokFocusBorder   = Color(hex: 0x3E4146) // guide: (0.243, 0.255, 0.275)

    /// Secondary text at standard contrast (the guide's `grokTextSecondary`).
    public static let grokTextSecondaryStandard = Color(hex: 0x71767B) // guide: (0.443, 0.463, 0.482)
    /// Secondary text under Increase Contrast (guide §7).
    public static let grokTextSecondaryIncreased = Color(hex: 0x8B8F94) // guide §7
}

/// Every colour token by its guide name, in guide order: for the palette renderable and the token tests.
public enum GrokPalette {
    public static let tokens: [(name: String, color: Color, hex: String)] = [
        ("grokCanvas", .grokCanvas, "#000000"),
        ("grokSurface1", .grokSurface1, "#16181C"),
        ("grokSurface2", .grokSurface2, "#1E2126"),
        ("grokSurface3", .grokSurface3, "#272A2E"),
        ("grokDivider", .grokDivider, "#2F3336"),
        ("grokTextPrimary", .grokTextPrimary, "#E7E9EA"),
        ("grokTextSecondary", .grokTextSecondary, "#71767B"),
        ("grokTextTertiary", .grokTextTertiary, "#4D5156"),
        ("grokAccentWhite", .grokAccentWhite, "#FFFFFF"),
        ("grokPressedWhite", .grokPressedWhite, "#D7DBDC"),
        ("grokLinkBlue", .grokLinkBlue, "#1D9BF0"),
        ("grokLinkPressed", .grokLinkPressed, "#1A8CD8"),
        ("grokSuccess", .grokSuccess, "#00BA7C"),
        ("grokError", .grokError, "#F4212E"),
        ("grokFocusBorder", .grokFocusBorder, "#3E4146"),
    ]
}
