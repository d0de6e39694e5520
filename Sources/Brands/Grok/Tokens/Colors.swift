import Layout

/// Grok's colour tokens (guide §1), written as the guide writes them: decimal triples with their hex in a
/// comment. Each triple rounds to its hex at 8 bits per channel, and the renderer rounds every colour to
/// n/255 before painting, so each token paints exactly its hex. The token tests render every one.
///
/// Grok is dark-only, so the tokens are fixed colours rather than light/dark pairs. The one exception is
/// secondary text: the guide asks for `#71767B` to be bumped to `#8B8F94` under Increase Contrast, because
/// `#71767B` on black is borderline at 13 pt; that is the colour's high-contrast variant.
extension Color {
    // MARK: - Canvas & Surfaces
    public static let grokCanvas    = Color.black          // #000000
    public static let grokSurface1  = Color(red: 0.086, green: 0.094, blue: 0.110) // #16181C
    public static let grokSurface2  = Color(red: 0.118, green: 0.129, blue: 0.149) // #1E2126
    public static let grokSurface3  = Color(red: 0.153, green: 0.165, blue: 0.180) // #272A2E
    public static let grokDivider   = Color(red: 0.184, green: 0.200, blue: 0.212) // #2F3336

    // MARK: - Text
    public static let grokTextPrimary   = Color(red: 0.906, green: 0.914, blue: 0.918) // #E7E9EA
    public static let grokTextSecondary = Color(light: grokTextSecondaryStandard, dark: grokTextSecondaryStandard,
                                                lightHighContrast: grokTextSecondaryIncreased,
                                                darkHighContrast: grokTextSecondaryIncreased) // #71767B (↑ #8B8F94)
    public static let grokTextTertiary  = Color(red: 0.302, green: 0.318, blue: 0.337) // #4D5156

    // MARK: - Functional / Brand
    public static let grokAccentWhite   = Color.white          // #FFFFFF
    public static let grokPressedWhite  = Color(red: 0.843, green: 0.859, blue: 0.863) // #D7DBDC
    public static let grokLinkBlue      = Color(red: 0.114, green: 0.608, blue: 0.941) // #1D9BF0
    public static let grokLinkPressed   = Color(red: 0.102, green: 0.549, blue: 0.847) // #1A8CD8
    public static let grokSuccess       = Color(red: 0.000, green: 0.729, blue: 0.486) // #00BA7C
    public static let grokError         = Color(red: 0.957, green: 0.129, blue: 0.180) // #F4212E

    // MARK: - Inline colours the guide's components use
    /// The prompt bar's border while the field is focused (written inline in the guide's `GrokPromptBar`).
    public static let grokFocusBorder   = Color(red: 0.243, green: 0.255, blue: 0.275) // #3E4146

    /// Secondary text at standard contrast (the guide's `grokTextSecondary`).
    public static let grokTextSecondaryStandard = Color(red: 0.443, green: 0.463, blue: 0.482) // #71767B
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
