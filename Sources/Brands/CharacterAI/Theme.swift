import Layout
import MockshotKit

/// The guide's theme modifier: canvas behind, primary text in front, accent tint.
/// The guide switches on `scheme` between the dark tokens and #FFFFFF / #16161A; the kit's tokens are
/// already scheme-aware (`caiTextPrimary` is #16161A in light, and brightens under Increase Contrast),
/// so the foreground is the adaptive token and the background keeps the guide's switch verbatim.
public struct CAITheme: ViewModifier {
    @Environment(\.colorScheme) var scheme
    /// Off for `--transparent` renders (see `\.paintsBrandCanvas`).
    @Environment(\.paintsBrandCanvas) var paintsCanvas
    public init() {}
    public func body(content: Content) -> some View {
        content
            .background(paintsCanvas ? (scheme == .dark ? Color.caiCanvas : Color.caiCanvasLight) : Color.clear)
            .foregroundStyle(Color.caiTextPrimary)
            .tint(.caiAccent)
    }
}

extension View {
    public func caiTheme() -> some View { modifier(CAITheme()) }
}
