import Layout

private struct StatusBarKey: EnvironmentKey { static let defaultValue = StatusBarContent.standard }

extension EnvironmentValues {
    /// What the status bar of every `PhoneScreen` below shows (default: 9:41, full signal, Wi-Fi and
    /// battery). Set it around a screen, `.environment(\.statusBar, StatusBarContent(time: "7:38"))`,
    /// rather than threading it through each brand's content.
    public var statusBar: StatusBarContent {
        get { self[StatusBarKey.self] }
        set { self[StatusBarKey.self] = newValue }
    }
}
