import Layout

/// The guide's colour tokens (§1), verbatim. Each is one fixed colour; `GPTColor` pairs them into
/// light/dark (and Increase Contrast) colours for components that must follow the colour scheme.
extension Color {
    // MARK: - Canvas
    public static let gptCanvas          = Color.white                                    // #FFFFFF
    public static let gptDarkCanvas      = Color(red: 0.129, green: 0.129, blue: 0.129)  // #212121

    // MARK: - Sidebar
    public static let gptSidebarLight    = Color(red: 0.976, green: 0.976, blue: 0.976) // #F9F9F9
    public static let gptSidebarDark     = Color(red: 0.094, green: 0.094, blue: 0.094) // #181818
    public static let gptSidebarActive   = Color(red: 0.925, green: 0.925, blue: 0.925) // #ECECEC
    public static let gptSidebarActiveDark = Color(red: 0.184, green: 0.184, blue: 0.184) // #2F2F2F
    public static let gptDivider         = Color(red: 0.898, green: 0.898, blue: 0.898) // #E5E5E5
    public static let gptDividerDark     = Color(red: 0.259, green: 0.259, blue: 0.259) // #424242

    // MARK: - Text
    public static let gptTextPrimary     = Color(red: 0.051, green: 0.051, blue: 0.051) // #0D0D0D
    public static let gptTextSecondary   = Color(red: 0.404, green: 0.404, blue: 0.404) // #676767
    public static let gptTextTertiary    = Color(red: 0.557, green: 0.557, blue: 0.557) // #8E8E8E
    public static let gptDarkTextPrimary = Color(red: 0.925, green: 0.925, blue: 0.925) // #ECECEC
    public static let gptDarkTextSecondary = Color(red: 0.706, green: 0.706, blue: 0.706) // #B4B4B4

    // MARK: - User Bubble
    public static let gptUserBubbleLight = Color(red: 0.969, green: 0.969, blue: 0.973) // #F7F7F8
    public static let gptUserBubbleDark  = Color(red: 0.184, green: 0.184, blue: 0.184) // #2F2F2F

    // MARK: - Code
    public static let gptCodeBlockLight  = Color(red: 0.969, green: 0.969, blue: 0.973) // #F7F7F8
    public static let gptCodeBlockDark   = Color(red: 0.118, green: 0.118, blue: 0.118) // #1E1E1E
    public static let gptCodeInlineLight = Color(red: 0.941, green: 0.941, blue: 0.941) // #F0F0F0
    public static let gptCodeInlineDark  = Color(red: 0.259, green: 0.259, blue: 0.259) // #424242

    // MARK: - Send Button
    public static let gptSendLight       = Color(red: 0.051, green: 0.051, blue: 0.051) // #0D0D0D
    public static let gptSendDark        = Color.white                                    // #FFFFFF
    public static let gptSendDisabled    = Color(red: 0.800, green: 0.800, blue: 0.800) // #CCCCCC

    // MARK: - Semantic
    public static let gptLinkBlue        = Color(red: 0.165, green: 0.498, blue: 1.000) // #2A7FFF
    public static let gptLegacyGreen     = Color(red: 0.063, green: 0.639, blue: 0.498) // #10A37F (legacy, mostly retired)
    public static let gptErrorRed        = Color(red: 0.898, green: 0.243, blue: 0.243) // #E53E3E

    // MARK: - Voice Mode Sphere
    public static let gptVoiceBlue1      = Color(red: 0.231, green: 0.510, blue: 0.965) // #3B82F6
    public static let gptVoiceBlue2      = Color(red: 0.376, green: 0.647, blue: 0.980) // #60A5FA
    public static let gptVoiceBlue3      = Color(red: 0.576, green: 0.773, blue: 0.988) // #93C5FD

    // MARK: - Accessibility notes (§8)
    /// Secondary text under Increase Contrast ("boost secondary text from #676767 to #3E3E3E").
    public static let gptTextSecondaryHighContrast = Color(hex: 0x3E3E3E)               // #3E3E3E
    /// Kit choice: the guide gives the Increase Contrast value for light mode only (#676767 → #3E3E3E,
    /// 46 % of the way to the primary text). Dark takes the same step toward its primary text:
    /// #B4B4B4 → #CECECE, so dark mode honours the setting too.
    public static let gptDarkTextSecondaryHighContrast = Color(hex: 0xCECECE)           // #CECECE
    /// The warning tint of the small note on refusal / content-policy messages.
    public static let gptContentFlag     = Color(hex: 0xD97706)                          // #D97706
}
