import Layout

/// The guide's tokens paired per colour scheme, for the places where the guide's code names only
/// the light token (e.g. `Color.gptTextPrimary` in `AssistantMessage`) although §6 requires full
/// dark-mode support. Each resolves in the environment, as an asset-catalog colour does in SwiftUI.
public enum GPTColor {
    /// #FFFFFF / #212121.
    public static let canvas = Color(light: .gptCanvas, dark: .gptDarkCanvas)
    /// #F9F9F9 / #181818.
    public static let sidebar = Color(light: .gptSidebarLight, dark: .gptSidebarDark)
    /// #ECECEC / #2F2F2F: the active conversation row, the New chat and search fields.
    public static let sidebarActive = Color(light: .gptSidebarActive, dark: .gptSidebarActiveDark)
    /// #E5E5E5 / #424242: hairlines and outlines.
    public static let divider = Color(light: .gptDivider, dark: .gptDividerDark)
    /// #0D0D0D / #ECECEC.
    public static let textPrimary = Color(light: .gptTextPrimary, dark: .gptDarkTextPrimary)
    /// #676767 / #B4B4B4; under Increase Contrast #3E3E3E in light mode (§8) and #CECECE in dark (the
    /// same step toward the primary text; the guide gives only the light value).
    public static let textSecondary = Color(light: .gptTextSecondary, dark: .gptDarkTextSecondary,
                                            lightHighContrast: .gptTextSecondaryHighContrast,
                                            darkHighContrast: .gptDarkTextSecondaryHighContrast)
    /// #8E8E8E in both schemes (the guide has no dark tertiary).
    public static let textTertiary = Color.gptTextTertiary
    /// #F7F7F8 / #2F2F2F.
    public static let userBubble = Color(light: .gptUserBubbleLight, dark: .gptUserBubbleDark)
    /// #F7F7F8 / #1E1E1E.
    public static let codeBlock = Color(light: .gptCodeBlockLight, dark: .gptCodeBlockDark)
    /// #F0F0F0 / #424242.
    public static let codeInline = Color(light: .gptCodeInlineLight, dark: .gptCodeInlineDark)
}
