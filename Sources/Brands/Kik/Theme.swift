import Layout
import MockshotKit

/// The guide's screen-level theme: the neutral canvas for the scheme and Kik Blue as the tint.
public struct KikTheme: ViewModifier {
    @Environment(\.colorScheme) var scheme
    /// Off for `--transparent` renders (see `\.paintsBrandCanvas`).
    @Environment(\.paintsBrandCanvas) var paintsCanvas
    public init() {}
    public func body(content: Content) -> some View {
        content
            .background(paintsCanvas ? (scheme == .dark ? Color.kikDarkCanvas : Color.kikCanvas) : Color.clear)
            .tint(.kikBlue)
    }
}

extension View {
    /// Applies `KikTheme`.
    public func kikTheme() -> some View { modifier(KikTheme()) }
}
