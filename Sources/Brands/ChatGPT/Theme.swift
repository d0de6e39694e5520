import Layout

/// The guide's dark-mode modifier (§6): the canvas behind the content and the primary text colour
/// as the default foreground. Setting a foreground style also keeps default-styled buttons (the
/// sidebar's New chat) in the text colour rather than the system tint, as in the app.
public struct GPTTheme: ViewModifier {
    @Environment(\.colorScheme) var scheme

    public init() {}

    public func body(content: Content) -> some View {
        content
            .background(scheme == .dark ? Color.gptDarkCanvas : Color.gptCanvas)
            .foregroundStyle(scheme == .dark ? Color.gptDarkTextPrimary : Color.gptTextPrimary)
    }
}

extension View {
    public func gptTheme() -> some View { modifier(GPTTheme()) }
}
