import Layout

/// Secondary and tertiary label colours that honour Increase Contrast.
///
/// At standard contrast they are exactly iOS's `secondaryLabel` / `tertiaryLabel` (what the guide's
/// `.secondary` / `.tertiary` resolve to), so default renders match the guide's code. With Increase
/// Contrast each level moves one step up, using the guide's own text tokens:
/// - tertiary (timestamps) becomes the secondary-text token: `#6C6F77` light (5.0:1 on white, up from
///   1.7:1), `#9CA0A8` dark (7.1:1 on `#121316`, up from 2.5:1);
/// - secondary (previews, BOT tag, the `+` button) becomes halfway between the secondary and primary
///   tokens: `#414449` light (9.8:1, up from 3.4:1),
///   `#C6C9CE` dark (11.2:1, up from 6.2:1).
extension Color {
    /// `.secondary`, darker (light) / lighter (dark) under Increase Contrast.
    public static let kikSecondaryLabel = Color(
        light: Color(hex: 0x3C3C43, opacity: 0.6), dark: Color(hex: 0xEBEBF5, opacity: 0.6),
        lightHighContrast: .kikSecondaryHighContrast, darkHighContrast: .kikSecondaryHighContrastDark)

    /// `.tertiary`, raised to the guide's secondary-text tokens under Increase Contrast.
    public static let kikTertiaryLabel = Color(
        light: Color(hex: 0x3C3C43, opacity: 0.3), dark: Color(hex: 0xEBEBF5, opacity: 0.3),
        lightHighContrast: .kikTextSecondary, darkHighContrast: .kikTextSecondaryDark)

    /// Halfway between `kikTextSecondary` and `kikTextPrimary`.
    public static let kikSecondaryHighContrast = Color(hex: 0x414449)
    /// Halfway between `kikTextSecondaryDark` and `kikTextPrimaryDark`.
    public static let kikSecondaryHighContrastDark = Color(hex: 0xC6C9CE)
}
