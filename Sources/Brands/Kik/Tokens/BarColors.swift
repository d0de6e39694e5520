import Layout

/// Colours of Kik's bars (chat header, compose bar, tab bar).
///
/// The guide uses no blur: by default a bar is the canvas, very slightly translucent (like UIKit's
/// default bar without its material). Reduce Transparency makes bars solid `kikSurfaceGray` /
/// `kikDarkSurface1`, as the guide's accessibility notes say.
extension Color {
    /// The default bar: the canvas at 94% opacity, no blur.
    public static let kikBarTranslucent = Color(light: .kikCanvas, dark: .kikDarkCanvas).opacity(0.94)
    /// The Reduce Transparency bar.
    public static let kikBarSolid = Color(light: .kikSurfaceGray, dark: .kikDarkSurface1)
    /// Hairlines between bars and content: `kikDivider` / `kikDarkDivider`.
    public static let kikDividerAdaptive = Color(light: .kikDivider, dark: .kikDarkDivider)
}
