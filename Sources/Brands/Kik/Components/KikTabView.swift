import Layout

/// The guide's `TabView { … }.tint(.kikBlue)`: the selected tab's content above the tab bar. A still
/// render shows one tab, so the selection is a parameter.
public struct KikTabView<Content: View>: View {
    let selection: KikTab
    let content: Content
    public init(selection: KikTab, @ViewBuilder content: () -> Content) {
        self.selection = selection; self.content = content()
    }
    public var body: some View {
        VStack(spacing: 0) {
            // `minHeight: 0`: a list taller than the screen is clipped instead of pushing the tab bar off.
            content.frame(maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: .top).clipped()
            KikTabBar(selection: selection)
        }
    }
}
