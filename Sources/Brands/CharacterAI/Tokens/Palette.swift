import Layout

/// The fixed colour values behind the adaptive tokens in `Colors.swift`.
///
/// The guide states its dark values as decimal components with the hex in a comment; they are written
/// here exactly as the guide does (each rounds to the commented hex, which the token tests check).
/// Light values the guide gives (canvas, bubble greys, the theme's primary text) are used as given; the
/// light and Increase Contrast values it leaves open are marked "kit choice" with the reason.
public enum CAIPalette {
    // MARK: - Dark (the guide's primary theme)
    public static let canvas = Color(red: 0.059, green: 0.059, blue: 0.063)        // #0F0F10
    public static let surface1 = Color(red: 0.086, green: 0.086, blue: 0.094)      // #161618
    public static let surface2 = Color(red: 0.118, green: 0.118, blue: 0.129)      // #1E1E21
    public static let bubbleAI = Color(red: 0.110, green: 0.110, blue: 0.122)      // #1C1C1F
    public static let bubbleUser = Color(red: 0.149, green: 0.149, blue: 0.165)    // #26262A
    public static let divider = Color(red: 0.165, green: 0.165, blue: 0.180)       // #2A2A2E
    public static let textPrimary = Color(red: 0.925, green: 0.925, blue: 0.933)   // #ECECEE
    public static let textSecondary = Color(red: 0.604, green: 0.604, blue: 0.635) // #9A9AA2
    public static let textTertiary = Color(red: 0.400, green: 0.400, blue: 0.431)  // #66666E
    public static let accentSoft = Color(red: 0.106, green: 0.165, blue: 0.290)    // #1B2A4A
    /// `CAISoftButton`'s label, given inline in the guide.
    public static let accentSoftLabel = Color(hex: 0x9FC0FF)

    // MARK: - Light, as the guide gives them
    public static let canvasLight = Color.white                                         // #FFFFFF
    public static let bubbleAILight = Color(red: 0.945, green: 0.945, blue: 0.953)      // #F1F1F3
    public static let bubbleUserLight = Color(red: 0.894, green: 0.910, blue: 0.949)    // #E4E8F2
    /// `CAITheme`'s light foreground.
    public static let textPrimaryLight = Color(red: 0.086, green: 0.086, blue: 0.102)   // #16161A

    // MARK: - Light, kit choices (the guide says surfaces and text follow the scheme but gives no values)
    /// Kit choice: the guide's two text greys swap roles on white, so secondary stays the darker one
    /// (#66666E is 5.7:1 on white; #9A9AA2 would be 2.7:1, too faint for roleplay actions).
    public static let textSecondaryLight = Color(hex: 0x66666E)
    public static let textTertiaryLight = Color(hex: 0x9A9AA2)
    /// Kit choice: a near-white lift for raised rows.
    public static let surface1Light = Color(hex: 0xF7F7F8)
    /// Kit choice: the guide's own light AI-bubble grey, so cards and the composer field read as one family.
    public static let surface2Light = Color(hex: 0xF1F1F3)
    /// Kit choice: a hairline as faint on white as #2A2A2E is on #0F0F10.
    public static let dividerLight = Color(hex: 0xE4E4E8)
    /// Kit choice: the soft button on white is the accent at 12 % over the canvas, a pale tint that sits
    /// below the primary button as the navy capsule does on the dark canvas (the guide's #1B2A4A is the
    /// accent darkened toward the canvas; on white it became the heaviest thing on screen).
    public static let accentSoftLight = Color(hex: 0xE7EFFF)
    /// Kit choice: the soft label on the light tint is `caiAccentPress` #2E63D6 (4.7:1 on #E7EFFF); the
    /// guide's #9FC0FF would be 1.6:1 there.
    public static let accentSoftLabelLight = Color(hex: 0x2E63D6)

    // MARK: - Increase Contrast, kit choices
    // Text greys step one notch toward the foreground and hairlines get visibly stronger; canvas, bubbles
    // and the brand colours stay put so the layout and identity do not change.
    public static let textPrimaryHighContrast = Color.white                 // dark: pure white
    public static let textPrimaryLightHighContrast = Color.black            // light: pure black
    public static let textSecondaryHighContrast = Color(hex: 0xC4C4CC)      // dark: 9A9AA2 → C4C4CC
    public static let textSecondaryLightHighContrast = Color(hex: 0x3F3F46) // light: 66666E → 3F3F46
    public static let textTertiaryHighContrast = Color(hex: 0x9A9AA2)       // dark: tertiary takes secondary's grey
    public static let textTertiaryLightHighContrast = Color(hex: 0x66666E)  // light: likewise
    public static let dividerHighContrast = Color(hex: 0x4A4A52)            // dark: 2A2A2E → 4A4A52
    public static let dividerLightHighContrast = Color(hex: 0xB8B8C0)       // light: E4E4E8 → B8B8C0
}
