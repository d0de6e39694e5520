import Layout

/// The guide's screen-level theme: the neutral canvas for the scheme and Kik Blue as the tint.
public struct KikTheme: ViewModifier {
    @Environment(\.colorScheme) var scheme
    public init() {}
    public func body(content: Content) -> some View {
        content
            .background(scheme == .dark ? Color.kikDarkCanvas : Color.kikCanvas)
            .tint(.kikBlue)
    }
}

extension View {
    /// Applies `KikTheme`.
    public func kikTheme() -> some View { modifier(KikTheme()) }
}
