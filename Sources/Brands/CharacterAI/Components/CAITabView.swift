import Layout

/// The guide's `CAITabView`: a standard `TabView` of the four root tabs, tinted `caiAccent` (active = blue
/// icon and label, no pill), with the bar the guide configures through `UITabBarAppearance`: an opaque
/// `caiCanvas` background and a `caiDivider` shadow line, for both the standard and the scroll-edge
/// appearance (the bar looks the same whether or not content runs under it). A still shows one tab, so
/// the selection is a parameter and `content` is the selected tab's screen.
///
/// Also set through the appearance (the guide has the token but no code for it): the titles in `caiTab`,
/// Sora SemiBold 10, pinned under Dynamic Type as UIKit's compact tab bar keeps them. The guide sets no
/// unselected colour, so inactive items keep UIKit's `systemGray`. Symbols are the tab bar's own 22 pt, the
/// `.fill` variants for every tab as SwiftUI's tab bar draws them (`sparkles` has none); the symbol table's
/// 23 pt is not something the guide's `TabView` code can ask for.
public struct CAITabView<Content: View>: View {
    let selection: CAITab
    let content: Content

    public init(selection: CAITab, @ViewBuilder content: () -> Content) {
        self.selection = selection; self.content = content()
    }

    public var body: some View {
        TabView(selection: .constant(selection)) {
            ForEach(CAITab.allCases) { tab in
                Group {
                    if tab == selection { content } else { Color.clear }
                }
                .tabItem { Label(tab.title, systemImage: tab.systemImage) }
                .tag(tab)
            }
        }
        .tint(.caiAccent)                  // active = blue icon + blue label; no pill
        .tabBarAppearance(Self.appearance, scrollEdge: Self.appearance)
        .sensoryFeedback(.selection, trigger: selection)
    }

    /// The guide's `onAppear` configuration of `UITabBar.appearance()`.
    public static var appearance: UITabBarAppearance {
        var a = UITabBarAppearance()
        a.configureWithOpaqueBackground()
        a.backgroundColor = UIColor(Color.caiCanvas)
        a.shadowColor = UIColor(Color.caiDivider)
        a.stackedLayoutAppearance.normal.titleTextAttributes.font = .caiTab
        return a
    }
}

extension CAITabView where Content == AnyView {
    /// The bar alone (the tab bar component): tabs with no height above it.
    public init(selection: CAITab) {
        self.init(selection: selection) { AnyView(Color.clear.frame(height: 0)) }
    }
}
