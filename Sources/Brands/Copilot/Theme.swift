import Layout
import MockshotKit

/// Copilot's theme as the rest of mockshot sees it: the canvas under every renderable, the component
/// sheet's look, and the Markdown theme for answers — all from the guide's tokens.
public enum CopilotTheme {
    /// The app canvas: #FFFFFF light, #202020 dark.
    public static func canvas(_ scheme: ColorScheme) -> Color {
        scheme == .dark ? .cpDarkCanvas : .cpCanvas
    }

    public static let markdown = MarkdownTheme.copilot

    public static var sheetStyle: SheetStyle {
        SheetStyle(
            background: { $0 == .dark ? Color(hex: 0x181818) : .cpSurface },
            cellBackground: { canvas($0) },
            title: { $0 == .dark ? .cpDarkTextPrimary : Color(hex: 0x242424) },
            label: { $0 == .dark ? .cpDarkTextSecondary : Color(hex: 0x616161) },
            hairline: { $0 == .dark ? .cpDarkDivider : Color(hex: 0xE0E0E0) }
        )
    }
}
