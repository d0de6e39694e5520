import Layout

/// Grok's app-wide look: it is dark-only (guide §7: "do not provide a light ColorScheme; lock the app to
/// .dark"), so the theme forces the dark scheme whatever the environment asks for. System-derived colours
/// (the text field's placeholder, `.primary`) then resolve to their dark values even in a light render,
/// and the caret takes the primary text colour, as the prompt bar's `.tint` does.
public struct GrokTheme: ViewModifier {
    public init() {}
    public func body(content: Content) -> some View {
        content
            .environment(\.colorScheme, .dark)
            .tint(Color.grokTextPrimary)
            .foregroundStyle(Color.grokTextPrimary)
    }
}

extension View {
    /// Applies `GrokTheme`: dark locked, primary text and tint.
    public func grokTheme() -> some View { modifier(GrokTheme()) }
}
