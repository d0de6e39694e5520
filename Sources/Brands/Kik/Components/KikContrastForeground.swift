import Layout

/// Increase Contrast for the guide's `.secondary` / `.tertiary` text.
///
/// Components write the guide's hierarchical styles. At standard contrast they are iOS's
/// `secondaryLabel` / `tertiaryLabel` (greys tinted blue, at 60% / 30%). Under Increase Contrast this
/// modifier sets the enclosing foreground to the primary label (black / white), so the same `.secondary`
/// / `.tertiary` become *its* levels — neutral and darker (light: 5.7:1 instead of 3.4:1 for secondary)
/// — while `.primary` text is unchanged. At standard contrast it changes nothing.
public struct KikContrastForeground: ViewModifier {
    @Environment(\.colorSchemeContrast) var contrast
    public init() {}
    public func body(content: Content) -> some View {
        if contrast == .increased {
            content.foregroundStyle(Color(light: .black, dark: .white))
        } else {
            content
        }
    }
}

extension View {
    /// Applies `KikContrastForeground`.
    public func kikContrastForeground() -> some View { modifier(KikContrastForeground()) }
}
