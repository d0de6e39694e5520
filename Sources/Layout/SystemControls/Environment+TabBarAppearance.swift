/// The tab-bar appearances that UIKit keeps in `UITabBar.appearance()`, as environment values of the tab
/// views below.
private struct TabBarStandardAppearanceKey: EnvironmentKey { static let defaultValue = UITabBarAppearance() }
private struct TabBarScrollEdgeAppearanceKey: EnvironmentKey { static let defaultValue: UITabBarAppearance? = nil }

extension EnvironmentValues {
    /// `UITabBar.appearance().standardAppearance`: the bar when content runs on under it.
    public var tabBarStandardAppearance: UITabBarAppearance {
        get { self[TabBarStandardAppearanceKey.self] } set { self[TabBarStandardAppearanceKey.self] = newValue }
    }
    /// `UITabBar.appearance().scrollEdgeAppearance`: the bar over content that ends above it. nil: the
    /// standard appearance with a transparent background, as UIKit does since iOS 15.
    public var tabBarScrollEdgeAppearance: UITabBarAppearance? {
        get { self[TabBarScrollEdgeAppearanceKey.self] } set { self[TabBarScrollEdgeAppearanceKey.self] = newValue }
    }
}

extension View {
    /// What `UITabBar.appearance().standardAppearance = standard` and `.scrollEdgeAppearance = scrollEdge`
    /// do in an app's `onAppear`: the tab views below draw their bars with these appearances.
    /// `toolbarBackground(_:for: .tabBar)` still wins over them, as a SwiftUI modifier wins over the proxy.
    public func tabBarAppearance(_ standard: UITabBarAppearance, scrollEdge: UITabBarAppearance? = nil) -> some View {
        environmentModifier {
            $0.tabBarStandardAppearance = standard
            $0.tabBarScrollEdgeAppearance = scrollEdge
        }
    }
}
