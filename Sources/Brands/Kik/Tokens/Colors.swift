import Layout

/// Kik's colour tokens, exactly as the guide's `Color` extension writes them (components read like the guide).
/// Each comment is the hex the components promised; the token tests check every one renders to it.
extension Color {
    // MARK: - Brand Kik Blue (modern) + Green (heritage)
    public static let kikBlue        = Color(red: 0.000, green: 0.690, blue: 0.941) // #00B0F0
    public static let kikBlueDeep    = Color(red: 0.000, green: 0.576, blue: 0.784) // #0093C8
    public static let kikBluePressed = Color(red: 0.000, green: 0.525, blue: 0.722) // #0086B8
    public static let kikCyan        = Color(red: 0.310, green: 0.796, blue: 0.969) // #4FCBF7
    public static let kikGreenLegacy = Color(red: 0.510, green: 0.737, blue: 0.137) // #82BC23 (heritage only)
    public static let kikInkOnBlue   = Color(red: 0.000, green: 0.165, blue: 0.212) // #002A36

    // MARK: - Canvas & Surfaces (Light)
    public static let kikCanvas      = Color.white                                  // #FFFFFF
    public static let kikIncoming    = Color(red: 0.914, green: 0.918, blue: 0.925) // #E9EAEC
    public static let kikSurfaceGray = Color(red: 0.953, green: 0.957, blue: 0.965) // #F3F4F6
    public static let kikRowPressed  = Color(red: 0.906, green: 0.910, blue: 0.922) // #E7E8EB
    public static let kikDivider     = Color(red: 0.882, green: 0.886, blue: 0.898) // #E1E2E5

    // MARK: - Canvas & Surfaces (Dark) — neutral near-black
    public static let kikDarkCanvas   = Color(red: 0.071, green: 0.075, blue: 0.086) // #121316
    public static let kikDarkSurface1 = Color(red: 0.106, green: 0.114, blue: 0.129) // #1B1D21
    public static let kikDarkSurface2 = Color(red: 0.145, green: 0.157, blue: 0.176) // #25282D
    public static let kikDarkDivider  = Color(red: 0.192, green: 0.204, blue: 0.227) // #31343A

    // MARK: - Text
    public static let kikTextPrimary       = Color(red: 0.086, green: 0.094, blue: 0.106) // #16181B
    public static let kikTextSecondary     = Color(red: 0.424, green: 0.435, blue: 0.467) // #6C6F77
    public static let kikTextTertiary      = Color(red: 0.604, green: 0.616, blue: 0.647) // #9A9DA5
    public static let kikTextPrimaryDark   = Color(red: 0.945, green: 0.949, blue: 0.957) // #F1F2F4
    public static let kikTextSecondaryDark = Color(red: 0.612, green: 0.627, blue: 0.659) // #9CA0A8

    // MARK: - Semantic
    public static let kikError = Color(red: 0.941, green: 0.278, blue: 0.243) // #F0473E
    public static let kikLink  = Color(red: 0.000, green: 0.576, blue: 0.784) // #0093C8

    /// White in light mode, the neutral near-black `#121316` in dark.
    public static var kikCanvasAdaptive: Color {
        Color(UIColor { $0.userInterfaceStyle == .dark
            ? UIColor(red: 0.071, green: 0.075, blue: 0.086, alpha: 1) : .white })
    }
    /// The incoming bubble: `#E9EAEC` inverts to `#25282D` in dark.
    public static var kikIncomingAdaptive: Color {
        Color(UIColor { $0.userInterfaceStyle == .dark
            ? UIColor(red: 0.145, green: 0.157, blue: 0.176, alpha: 1)
            : UIColor(red: 0.914, green: 0.918, blue: 0.925, alpha: 1) })
    }
}
