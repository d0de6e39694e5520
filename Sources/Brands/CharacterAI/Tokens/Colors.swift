import Layout

/// The guide's colour tokens. Canvas, surfaces, bubbles, hairline and text follow the colour scheme
/// (the guide: "Drive canvas/surface/text by colorScheme") and, for text and hairlines, Increase
/// Contrast; brand and semantic colours are one value in every mode (the accent blue, lilac and the
/// avatar gradients are identical across modes). Component code names these tokens exactly as the
/// guide's SwiftUI does, so `Color.caiBubbleAI` is #1C1C1F in dark and #F1F1F3 in light.
extension Color {
    // MARK: - Canvas & Surfaces
    public static let caiCanvas = Color(light: CAIPalette.canvasLight, dark: CAIPalette.canvas)
    public static let caiSurface1 = Color(light: CAIPalette.surface1Light, dark: CAIPalette.surface1)
    public static let caiSurface2 = Color(light: CAIPalette.surface2Light, dark: CAIPalette.surface2)
    public static let caiBubbleAI = Color(light: CAIPalette.bubbleAILight, dark: CAIPalette.bubbleAI)
    public static let caiBubbleUser = Color(light: CAIPalette.bubbleUserLight, dark: CAIPalette.bubbleUser)
    public static let caiDivider = Color(light: CAIPalette.dividerLight, dark: CAIPalette.divider,
                                         lightHighContrast: CAIPalette.dividerLightHighContrast,
                                         darkHighContrast: CAIPalette.dividerHighContrast)

    // MARK: - Canvas & Surfaces (Light): the guide's fixed light values
    public static let caiCanvasLight = CAIPalette.canvasLight
    public static let caiBubbleAILight = CAIPalette.bubbleAILight
    public static let caiBubbleUserLight = CAIPalette.bubbleUserLight

    // MARK: - Brand (identical in every mode)
    public static let caiAccent = Color(red: 0.227, green: 0.482, blue: 0.992)      // #3A7BFD
    public static let caiAccentPress = Color(red: 0.180, green: 0.388, blue: 0.839) // #2E63D6
    public static let caiLilac = Color(red: 0.616, green: 0.482, blue: 1.000)       // #9D7BFF

    // MARK: - Soft accent (follows the scheme)
    /// The soft button's fill: the guide's #1B2A4A in dark; in light a pale accent tint (kit choice, see
    /// `CAIPalette.accentSoftLight`). The guide names only the accent, lilac and avatar gradients as identical
    /// across modes; its navy soft fill is a dark-canvas colour and on white outweighs the primary button.
    public static let caiAccentSoft = Color(light: CAIPalette.accentSoftLight, dark: CAIPalette.accentSoft)
    /// `CAISoftButton`'s label colour: the guide's inline #9FC0FF in dark; `caiAccentPress` on the light tint.
    public static let caiAccentSoftLabel = Color(light: CAIPalette.accentSoftLabelLight, dark: CAIPalette.accentSoftLabel)

    // MARK: - Text
    public static let caiTextPrimary = Color(light: CAIPalette.textPrimaryLight, dark: CAIPalette.textPrimary,
                                             lightHighContrast: CAIPalette.textPrimaryLightHighContrast,
                                             darkHighContrast: CAIPalette.textPrimaryHighContrast)
    public static let caiTextSecondary = Color(light: CAIPalette.textSecondaryLight, dark: CAIPalette.textSecondary,
                                               lightHighContrast: CAIPalette.textSecondaryLightHighContrast,
                                               darkHighContrast: CAIPalette.textSecondaryHighContrast)
    public static let caiTextTertiary = Color(light: CAIPalette.textTertiaryLight, dark: CAIPalette.textTertiary,
                                              lightHighContrast: CAIPalette.textTertiaryLightHighContrast,
                                              darkHighContrast: CAIPalette.textTertiaryHighContrast)
    public static let caiOnAccent = Color.white                                      // #FFFFFF

    // MARK: - Semantic
    public static let caiSuccess = Color(red: 0.306, green: 0.851, blue: 0.604) // #4ED99A
    public static let caiError = Color(red: 1.000, green: 0.420, blue: 0.420)   // #FF6B6B
}
