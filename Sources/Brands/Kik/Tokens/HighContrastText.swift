import Layout

/// Text greys for Increase Contrast (not in the guide, which names none): halfway between the guide's
/// secondary and primary text tokens. The delivered "D" receipt takes them, so it stays distinct from
/// "S" (which rises to the secondary-text token) while both become legible.
extension Color {
    /// Halfway between `kikTextSecondary` and `kikTextPrimary`: `#414449` (9.8:1 on white).
    public static let kikSecondaryHighContrast = Color(hex: 0x414449)
    /// Halfway between `kikTextSecondaryDark` and `kikTextPrimaryDark`: `#C6C9CE` (11.2:1 on `#121316`).
    public static let kikSecondaryHighContrastDark = Color(hex: 0xC6C9CE)
}
