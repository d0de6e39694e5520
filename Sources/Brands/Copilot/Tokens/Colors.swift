import Layout

/// The guide's colour tokens (§1).
///
/// Values are the guide's 3-decimal `Color(red:green:blue:)` literals; each rounds to the hex in its
/// comment (the renderer paints n/255, so #F7630C's 0.969 red is exactly #F7).
///
/// Why the light tokens adapt: the guide's components write `Color.cpSurface` everywhere and ask for
/// "full light + dark parity: drive surface/text via the environment colorScheme". So each light token
/// carries its dark counterpart (the guide's `cpDark*` tokens, and `#A6A6A6` secondary text and `#4DA3E0`
/// blue from its accessibility notes) and, where the contrast notes call for it, an Increase Contrast
/// variant. In light mode at standard contrast every token is exactly the guide's hex; the `cpDark*`,
/// brand and semantic tokens are fixed. The flourish stops (coral, gold) never change.
extension Color {
    // MARK: - Canvas & Surfaces (Light, adapting to Dark)
    /// #FFFFFF · dark #202020
    public static let cpCanvas = Color(light: .white, dark: .cpDarkCanvas)
    /// #F3F3F3 · dark #2D2D2D
    public static let cpSurface = Color(light: Color(red: 0.953, green: 0.953, blue: 0.953), dark: .cpDarkSurface)
    /// #E0E0E0 · dark #3A3A3A
    public static let cpDivider = Color(light: Color(red: 0.878, green: 0.878, blue: 0.878), dark: .cpDarkDivider)

    // MARK: - Canvas & Surfaces (Dark)
    public static let cpDarkCanvas  = Color(red: 0.125, green: 0.125, blue: 0.125)  // #202020
    public static let cpDarkSurface = Color(red: 0.176, green: 0.176, blue: 0.176)  // #2D2D2D
    public static let cpDarkDivider = Color(red: 0.227, green: 0.227, blue: 0.227)  // #3A3A3A

    // MARK: - Text
    /// #242424 · dark #FFFFFF
    public static let cpTextPrimary = Color(light: Color(red: 0.141, green: 0.141, blue: 0.141), dark: .cpDarkTextPrimary)
    /// #616161 · dark #A6A6A6. The guide's contrast note: #616161 on white passes AA at 13 pt+ (6.2:1), and
    /// on dark #A6A6A6 on #202020 does (6.7:1), so Increase Contrast keeps both.
    public static let cpTextSecondary = Color(light: Color(red: 0.380, green: 0.380, blue: 0.380), dark: .cpDarkTextSecondary)
    /// #919191 in both schemes (5.2:1 on #202020). Only 3.2:1 on white, which fails AA for text, so
    /// Increase Contrast promotes it to the secondary ink (#616161 / #A6A6A6).
    public static let cpTextTertiary = Color(light: Color(red: 0.569, green: 0.569, blue: 0.569), dark: Color(red: 0.569, green: 0.569, blue: 0.569),
                                             lightHighContrast: Color(red: 0.380, green: 0.380, blue: 0.380), darkHighContrast: .cpDarkTextSecondary)
    public static let cpDarkTextPrimary = Color.white                                 // #FFFFFF
    /// The guide's accessibility notes: "on dark use #A6A6A6 on #202020".
    public static let cpDarkTextSecondary = Color(hex: 0xA6A6A6)

    // MARK: - Brand
    /// #0078D4, the fill behind white text (user turn, selected tone, New chat). White on it is 4.5:1
    /// in both schemes, so dark keeps it (white on #4DA3E0 would be 2.8:1). Increase Contrast deepens
    /// it to the guide's pressed blue #005A9E (7.1:1).
    public static let cpBlue = Color(light: Color(red: 0.0, green: 0.471, blue: 0.831), dark: Color(red: 0.0, green: 0.471, blue: 0.831),
                                     lightHighContrast: .cpBluePressed, darkHighContrast: .cpBluePressed)
    public static let cpBluePressed = Color(red: 0.0,   green: 0.353, blue: 0.620)   // #005A9E
    public static let cpBlueTint    = Color(red: 0.871, green: 0.925, blue: 0.976)   // #DEECF9
    public static let cpDarkBlue    = Color(red: 0.302, green: 0.639, blue: 0.878)   // #4DA3E0
    public static let cpCoral       = Color(red: 1.0,   green: 0.435, blue: 0.380)   // #FF6F61
    public static let cpGold        = Color(red: 1.0,   green: 0.725, blue: 0.0)     // #FFB900

    // MARK: - Semantic
    public static let cpSuccess = Color(red: 0.063, green: 0.486, blue: 0.063)       // #107C10
    public static let cpWarning = Color(red: 0.969, green: 0.388, blue: 0.047)       // #F7630C
    public static let cpError   = Color(red: 0.773, green: 0.059, blue: 0.122)       // #C50F1F

    // MARK: - Roles the guide implies (kit additions)
    /// Blue used as ink or accent rather than behind white text: links, send/stop, the focus ring, the
    /// caret, the sidebar's active bar. The guide: "use #4DA3E0 for blue links/send on dark". Increase
    /// Contrast uses #005A9E on light (7.1:1 on white); #4DA3E0 already gives 5.9:1 on #202020.
    public static let cpAccent = Color(light: Color(red: 0.0, green: 0.471, blue: 0.831), dark: .cpDarkBlue,
                                       lightHighContrast: .cpBluePressed, darkHighContrast: .cpDarkBlue)
    /// The guide's hairline, `cpDivider.opacity(0.6)`, in either scheme. It is nearly invisible on white
    /// (1.2:1), so Increase Contrast draws it opaque in the tertiary grey #919191 (3.2:1, the 3:1
    /// non-text minimum).
    public static let cpHairline = Color(light: Color(red: 0.878, green: 0.878, blue: 0.878).opacity(0.6), dark: Color.cpDarkDivider.opacity(0.6),
                                         lightHighContrast: Color(red: 0.569, green: 0.569, blue: 0.569), darkHighContrast: Color(red: 0.569, green: 0.569, blue: 0.569))
    /// The answer card's shadow ink: the guide's `cpTextPrimary.opacity(0.06)` with the light value in
    /// both schemes (a white "shadow" in dark mode would be a glow, not a shadow).
    public static let cpShadow = Color(red: 0.141, green: 0.141, blue: 0.141).opacity(0.06)
}
