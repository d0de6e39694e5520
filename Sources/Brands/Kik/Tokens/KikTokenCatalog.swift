import Layout

/// Every colour token of the kit, in the guide's order, for the palette specimen: the guide's fixed tokens,
/// its two adaptive ones, and the kit's own (bars, hairlines, incoming text, Increase Contrast greys).
public enum KikPalette {
    public static let tokens: [(name: String, color: Color)] = [
        ("kikBlue", .kikBlue), ("kikBlueDeep", .kikBlueDeep), ("kikBluePressed", .kikBluePressed),
        ("kikCyan", .kikCyan), ("kikGreenLegacy", .kikGreenLegacy), ("kikInkOnBlue", .kikInkOnBlue),
        ("kikCanvas", .kikCanvas), ("kikIncoming", .kikIncoming), ("kikSurfaceGray", .kikSurfaceGray),
        ("kikRowPressed", .kikRowPressed), ("kikDivider", .kikDivider),
        ("kikDarkCanvas", .kikDarkCanvas), ("kikDarkSurface1", .kikDarkSurface1), ("kikDarkSurface2", .kikDarkSurface2),
        ("kikDarkDivider", .kikDarkDivider),
        ("kikTextPrimary", .kikTextPrimary), ("kikTextSecondary", .kikTextSecondary), ("kikTextTertiary", .kikTextTertiary),
        ("kikTextPrimaryDark", .kikTextPrimaryDark), ("kikTextSecondaryDark", .kikTextSecondaryDark),
        ("kikError", .kikError), ("kikLink", .kikLink),
        ("kikCanvasAdaptive", .kikCanvasAdaptive), ("kikIncomingAdaptive", .kikIncomingAdaptive),
        ("kikIncomingText", .kikIncomingText), ("kikBarTranslucent", .kikBarTranslucent), ("kikBarSolid", .kikBarSolid),
        ("kikDividerAdaptive", .kikDividerAdaptive),
        ("kikSecondaryHighContrast", .kikSecondaryHighContrast), ("kikSecondaryHighContrastDark", .kikSecondaryHighContrastDark),
    ]
}

/// Every font token of the guide with its face and size, for the type specimen. `pinned` marks the tokens
/// that keep their size under Dynamic Type.
public enum KikTypeScale {
    public static let tokens: [(name: String, font: Font, face: String, pinned: Bool)] = [
        ("kikLargeTitle", .kikLargeTitle, "Inter ExtraBold 32", false),
        ("kikScreenTitle", .kikScreenTitle, "Inter ExtraBold 26", false),
        ("kikTitle3", .kikTitle3, "Inter Bold 22", false),
        ("kikHeadline", .kikHeadline, "Inter Bold 17", false),
        ("kikRowTitle", .kikRowTitle, "Inter Bold 15", false),
        ("kikBody", .kikBody, "Inter Regular 14", false),
        ("kikBodyOut", .kikBodyOut, "Inter Medium 14", false),
        ("kikBodyEmph", .kikBodyEmph, "Inter SemiBold 14", false),
        ("kikPreview", .kikPreview, "Inter Medium 13", false),
        ("kikFootnote", .kikFootnote, "Inter SemiBold 13", false),
        ("kikCaption", .kikCaption, "Inter SemiBold 11", false),
        ("kikButton", .kikButton, "Inter Bold 16", false),
        ("kikReceipt", .kikReceipt, "Inter Bold 11", true),
        ("kikTab", .kikTab, "Inter SemiBold 11", true),
    ]
}
