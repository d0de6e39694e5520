import Layout

/// The guide's `KikTabView`: a standard `TabView` of Chats, People, Discover and Kik Code tinted Kik Blue
/// (no custom pill, no call tab). A still shows one tab, so the selection is a parameter and `content` is
/// the selected tab's screen.
///
/// The bar is the standard 49 pt iOS tab bar (22 pt `.fill` symbols, the selected item in the tint, the
/// others `systemGray`) configured, as UIKit apps do, through `UITabBarAppearance` to match Kik's other
/// bars (`KikBarBackground`): the guide's accessibility notes say Kik's bars use no blur by default and
/// turn solid `kikSurfaceGray` / `kikDarkSurface1` under Reduce Transparency, so the background is the
/// canvas at 94 % without a blur (solid under Reduce Transparency) with a `kikDivider` / `kikDarkDivider`
/// hairline, the same at rest and with content under it. Titles are `kikTab` (Inter SemiBold 11, pinned
/// under Dynamic Type as UIKit's compact tab bar keeps them).
public struct KikTabView<Content: View>: View {
    let selection: KikTab
    let content: Content
    @Environment(\.accessibilityReduceTransparency) private var reduceTransparency

    public init(selection: KikTab, @ViewBuilder content: () -> Content) {
        self.selection = selection; self.content = content()
    }

    public var body: some View {
        TabView(selection: .constant(selection)) {
            ForEach(KikTab.allCases, id: \.self) { tab in
                Group {
                    if tab == selection { content } else { Color.clear }
                }
                .tabItem { Label(tab.title, systemImage: tab.systemImage) }
                .tag(tab)
            }
        }
        .tint(.kikBlue) // bright Kik Blue active; standard UITabBar, no custom pill, no call tab
        .tabBarAppearance(appearance, scrollEdge: appearance)
    }

    /// Kik's bar, without a blur (see above).
    var appearance: UITabBarAppearance {
        var a = UITabBarAppearance()
        a.configureWithTransparentBackground()
        a.backgroundColor = UIColor(reduceTransparency ? Color.kikBarSolid : Color.kikBarTranslucent)
        a.shadowColor = UIColor(Color.kikDividerAdaptive)
        a.stackedLayoutAppearance.normal.titleTextAttributes.font = .kikTab
        return a
    }
}

extension KikTabView where Content == AnyView {
    /// The bar alone (the tab bar component): tabs with no height above it.
    public init(selection: KikTab) {
        self.init(selection: selection) { AnyView(Color.clear.frame(height: 0)) }
    }
}
