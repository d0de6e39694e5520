/// UIKit's `UITabBarAppearance` as a value: what a `TabView`'s bar draws behind its items and how the items
/// look. SwiftUI has no tab-bar appearance API of its own, so apps (and the brand guides) configure
/// `UITabBar.appearance()` in UIKit; here the same configuration is handed to the tab views below with
/// `tabBarAppearance(_:scrollEdge:)` (global appearance proxies have no place in concurrent renders).
///
/// Guide code reads as in UIKit, with `var` for the value type:
///
/// ```swift
/// var a = UITabBarAppearance()
/// a.configureWithOpaqueBackground()
/// a.backgroundColor = UIColor(Color.caiCanvas)
/// a.shadowColor = UIColor(Color.caiDivider)
/// ```
///
/// The bar draws, bottom to top: `backgroundEffect` (a blur, here a `Material`), `backgroundColor` over it,
/// and a `shadowColor` hairline one pixel tall along its top edge (none when nil). The three
/// `configureWith…` methods set those three as UIKit does: default (the bar material, no colour, the
/// standard hairline, black at 30 % light / white at 15 % dark), opaque (no blur, `systemBackground`, the
/// hairline) and transparent (nothing at all). Items are styled by `stackedLayoutAppearance`, the layout
/// of iPhone tab bars in portrait.
public struct UITabBarAppearance: Sendable {
    /// The blur behind the bar (UIKit's `UIBlurEffect`; the bar material is `systemChromeMaterial`).
    public var backgroundEffect: Material?
    /// Drawn over the blur; nil draws nothing.
    public var backgroundColor: UIColor?
    /// The hairline along the bar's top edge; nil draws none.
    public var shadowColor: UIColor?
    /// Item styles of the stacked layout (symbol over title).
    public var stackedLayoutAppearance = UITabBarItemAppearance()

    /// UIKit's default tab-bar shadow: black at 30 % in light mode, white at 15 % in dark.
    public static let defaultShadowColor = UIColor { $0.userInterfaceStyle == .dark
        ? UIColor(white: 1, alpha: 0.15) : UIColor(white: 0, alpha: 0.3) }

    /// A default appearance (`configureWithDefaultBackground()`).
    public init() { configureWithDefaultBackground() }

    /// The translucent bar: the bar material and the standard hairline.
    public mutating func configureWithDefaultBackground() {
        backgroundEffect = .bar; backgroundColor = nil; shadowColor = Self.defaultShadowColor
    }

    /// An opaque bar: `systemBackground` without a blur, and the standard hairline.
    public mutating func configureWithOpaqueBackground() {
        backgroundEffect = nil; backgroundColor = .systemBackground; shadowColor = Self.defaultShadowColor
    }

    /// No background and no hairline: the content behind shows through.
    public mutating func configureWithTransparentBackground() {
        backgroundEffect = nil; backgroundColor = nil; shadowColor = nil
    }

    /// The same appearance with a transparent background: what UIKit shows at the scroll edge when no
    /// `scrollEdgeAppearance` is set (iOS 15 and later). Items keep their styles.
    public var withTransparentBackground: UITabBarAppearance {
        var a = self
        a.configureWithTransparentBackground()
        return a
    }

    /// Whether anything is drawn behind the items.
    var drawsBackground: Bool { backgroundEffect != nil || backgroundColor != nil }
}

/// UIKit's `UITabBarItemAppearance`: item styles per state.
public struct UITabBarItemAppearance: Sendable {
    /// Unselected items.
    public var normal = UITabBarItemStateAppearance()
    /// The selected item. A title font it leaves unset is `normal`'s, as UIKit falls back to the normal
    /// state's attributes; colours it leaves unset are the tint.
    public var selected = UITabBarItemStateAppearance()
    public init() {}
}

/// UIKit's `UITabBarItemStateAppearance`: the item colours, the title's font and colour, and the badge colour
/// in one state. Unset values keep the tab bar's own (symbol and title `systemGray`, or the tint when
/// selected; titles 10 pt medium; badges `systemRed`).
public struct UITabBarItemStateAppearance: Sendable {
    /// The symbol's colour.
    public var iconColor: UIColor?
    /// The title's font and colour (UIKit's `titleTextAttributes` `.font` and `.foregroundColor`).
    public var titleTextAttributes = TitleTextAttributes()
    /// The badge's fill.
    public var badgeBackgroundColor: UIColor?
    public init() {}

    /// The two title attributes a tab bar reads.
    public struct TitleTextAttributes: Sendable {
        public var font: Font?
        public var foregroundColor: UIColor?
        public init(font: Font? = nil, foregroundColor: UIColor? = nil) { self.font = font; self.foregroundColor = foregroundColor }
    }
}
