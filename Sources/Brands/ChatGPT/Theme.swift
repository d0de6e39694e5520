import Layout
import MockshotKit

/// The guide's dark-mode modifier (§6): the canvas behind the content and the primary text colour
/// as the default foreground. Setting a foreground style also keeps default-styled buttons (the
/// sidebar's New chat) in the text colour rather than the system tint, as in the app. The canvas is
/// left out when the render asks for a transparent background (`\.paintsBrandCanvas`).
public struct GPTTheme: ViewModifier {
    @Environment(\.colorScheme) var scheme
    @Environment(\.paintsBrandCanvas) var paintsCanvas

    public init() {}

    public func body(content: Content) -> some View {
        content
            .background(paintsCanvas ? (scheme == .dark ? Color.gptDarkCanvas : Color.gptCanvas) : Color.clear)
            .foregroundStyle(scheme == .dark ? Color.gptDarkTextPrimary : Color.gptTextPrimary)
    }
}

extension View {
    public func gptTheme() -> some View { modifier(GPTTheme()) }
}
