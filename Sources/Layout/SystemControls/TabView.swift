/// SwiftUI's `TabView` with the iOS tab bar: each view of the content is a tab, described by its
/// `tabItem` (a `Label`, or an `Image` and a `Text`), selected by its `tag` (the first tab without a
/// selection), with an optional `badge`. The selected tab's content fills the space above the bar.
///
/// The bar (iOS 17, iPhone portrait): 49 pt, items sharing its width equally; each item's symbol (the
/// `.fill` variant, as SwiftUI's tab bar picks) centred 16 pt below the bar's top at 22 pt, its title
/// (10 pt medium) starting 35 pt down; the selected item in the tint (system blue unless `.tint` says
/// otherwise), the others `systemGray`. A badge is a red (`systemRed`) capsule at least 18 × 18 pt with
/// 13 pt white text, its leading edge 5 pt right of the symbol's centre and its top 2 pt below the bar's.
/// The bar is transparent over content that ends above it (iOS 15 and later: the scroll-edge appearance,
/// also for a bottom-anchored chat resting on its last message); content that runs on under it (a list
/// taller than the space above the bar, or `\.isScrolledUnderBars`) or `.toolbarBackground(.visible, for:
/// .tabBar)` gives it the bar material and a hairline along its top (black at 30 % light, white at 15 %
/// dark); `.toolbarBackground(.hidden, for: .tabBar)` never. Figures from UIKit's `UITabBar`
/// (49 pt height, 10 pt medium titles, 18 pt badges) and measured from iOS 17 screenshots for the item
/// positions. The bar sits above the home indicator; its background reaches under it when the tab view's
/// bottom is the safe area's (`ignoresSafeArea`).
///
/// Those are the defaults of UIKit's `UITabBarAppearance`; an app's own (`tabBarAppearance(_:scrollEdge:)`,
/// what `UITabBar.appearance()` is set to in UIKit) replaces them: the standard appearance's background,
/// hairline and item styles (icon and title colours, title font, badge colour), and the scroll-edge
/// appearance's background and hairline over content that ends above the bar.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: SelectionValue?
    let content: Content

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.selection = selection.wrappedValue; self.content = content()
    }

    public func _makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        // 1. Tabs and which one is selected (by tag; the first when nothing matches).
        let tabs = context.inStack(.vertical).resolve(content)
        guard !tabs.isEmpty else { return [] }
        let selected = selection.flatMap { s in tabs.firstIndex { $0.traits.tag == AnyHashable(s) } } ?? 0
        // 2. Each item's symbol and title, resolved in the bar's styles and colours.
        let env = context.environment
        let tint: AnyShapeStyle = env.tint ?? AnyShapeStyle(Color.accentColor)
        // Item styles are the standard appearance's (apps style the scroll-edge items alike; one set of
        // items is drawn whichever background shows).
        let standardLook = env.tabBarStandardAppearance
        let edgeLook = env.tabBarScrollEdgeAppearance ?? standardLook.withTransparentBackground
        let items = tabs.enumerated().map { i, tab in
            TabBarItemParts(tab: tab, isSelected: i == selected, tint: tint, style: standardLook.stackedLayoutAppearance, context: context)
        }
        // 3. The bar's background: forced by the selected tab's preferences or the scroll state, else
        //    decided when the content is placed (does it run on under the bar?).
        let prefs = tabs[selected].navigationPreferences(throughStacks: true)
        let background = prefs.barBackgrounds[.tabBar]
        let appearance = BarAppearance()
        switch background?.visibility {
        case .visible?: appearance.standard = true
        case .hidden?: appearance.standard = false
        default: appearance.standard = env.isScrolledUnderBars ? true : nil
        }
        let resting = tabs[selected].leadingContentBackground.map { AnyShapeStyle($0) }
        let bar = TabBar(items: items, standardLook: standardLook, scrollEdgeLook: edgeLook, override: background?.style,
                         resting: resting, appearance: appearance)
        let hidden = prefs.barVisibility[.tabBar] == .hidden
        let barNodes = hidden ? [] : context.inStack(nil).resolve(bar)
        return [LayoutNode(kind: "TabView", layout: NavigationStackLayout(hasBar: false, hasBottomBar: !hidden, bottomAppearance: appearance),
                           children: [tabs[selected]] + barNodes)]
    }
    public typealias Body = Never
}

extension TabView where SelectionValue == Int {
    /// Without a selection, the first tab is shown.
    public init(@ViewBuilder content: () -> Content) { selection = nil; self.content = content() }
}

/// A tab's symbol and title, taken from its `tabItem` resolved in the bar's styles: the item appearance's
/// icon colour, title font and colour where it sets them, else the tint (selected) or `systemGray`, and
/// 10 pt medium titles.
struct TabBarItemParts {
    let icon: LayoutNode?
    let title: LayoutNode?
    let badge: Text?
    let badgeColor: Color

    init(tab: LayoutNode, isSelected: Bool, tint: AnyShapeStyle, style: UITabBarItemAppearance, context: ResolveContext) {
        badge = tab.traits.badge
        let state = isSelected ? style.selected : style.normal
        badgeColor = (state.badgeBackgroundColor ?? style.normal.badgeBackgroundColor).map { Color($0) } ?? .red
        guard let item = tab.traits.tabItem else { icon = nil; title = nil; return }
        // Resolved here: a hierarchical tint must not refer to the foreground style it becomes.
        let fallback = isSelected ? tint : AnyShapeStyle(Color.gray)
        func paint(_ color: UIColor?) -> AnyShapeStyle {
            AnyShapeStyle(ResolvedPaintStyle(paint: (color.map { AnyShapeStyle(Color($0)) } ?? fallback).resolvePaint(in: context.environment)))
        }
        func parts(_ font: Font, _ color: AnyShapeStyle) -> [LayoutNode] {
            context.with {
                $0.font = font; $0.foregroundStyle = color; $0.labelStyle = .titleAndIcon
                $0.symbolFill = true; $0.lineLimitRange = 0...1
            }.inStack(.horizontal).resolve(item).flatMap { $0.subtree() }
        }
        let titleFont = state.titleTextAttributes.font ?? style.normal.titleTextAttributes.font ?? .system(size: 10, weight: .medium)
        icon = parts(.system(size: 22), paint(state.iconColor)).first { $0.kind == "Image" }
        title = parts(titleFont, paint(state.titleTextAttributes.foregroundColor)).first { $0.kind == "Text" }
    }
}

/// The 49 pt bar of equal items over one of two backgrounds, as `appearance` decides at placement: the
/// standard look (content runs on under the bar) or the scroll-edge look (content ends above it). Each
/// look draws its blur, then its colour, and its hairline along the top; a `toolbarBackground` style
/// replaces the standard look's blur and colour; a scroll-edge look without a background shows the
/// colour of a list above the bar (`resting`), or nothing.
struct TabBar: View {
    let items: [TabBarItemParts]
    let standardLook: UITabBarAppearance
    let scrollEdgeLook: UITabBarAppearance
    let override: AnyShapeStyle?
    let resting: AnyShapeStyle?
    let appearance: BarAppearance
    @Environment(\.displayScale) private var displayScale

    static let height = 49.0

    var body: some View {
        EqualWidthRow {
            ForEach(items.indices, id: \.self) { i in
                TabBarItem(parts: items[i])
            }
        }
        .frame(maxWidth: .infinity)
        .frame(height: Self.height)
        .overlay(alignment: .top) {
            ZStack(alignment: .top) {
                hairline(standardLook).shown(by: appearance, when: true)
                hairline(scrollEdgeLook).shown(by: appearance, when: false)
            }
        }
        // The bar's background continues under the home indicator, as iOS draws it.
        .background {
            ZStack {
                Group {
                    if let override { Rectangle().fill(override) } else { TabBarBackground(look: standardLook, resting: nil) }
                }
                .ignoresSafeArea(edges: .bottom).shown(by: appearance, when: true)
                TabBarBackground(look: scrollEdgeLook, resting: resting).ignoresSafeArea(edges: .bottom).shown(by: appearance, when: false)
            }
        }
    }

    @ViewBuilder func hairline(_ look: UITabBarAppearance) -> some View {
        if let shadow = look.shadowColor {
            Rectangle().fill(Color(shadow)).frame(height: 1 / max(1, displayScale))
        }
    }
}

/// One look's background: its blur and its colour over it, or `resting` when it draws neither.
struct TabBarBackground: View {
    let look: UITabBarAppearance
    let resting: AnyShapeStyle?
    var body: some View {
        ZStack {
            if let effect = look.backgroundEffect { Rectangle().fill(effect) }
            if let color = look.backgroundColor { Rectangle().fill(Color(color)) }
            if !look.drawsBackground, let resting { Rectangle().fill(resting) }
        }
    }
}

/// One item: symbol centred in the top 32 pt, title from 35 pt, badge off the symbol's top right.
struct TabBarItem: View {
    let parts: TabBarItemParts
    var body: some View {
        VStack(spacing: 0) {
            Group { if let icon = parts.icon { LayoutNode.Resolved(icon) } }
                .frame(maxWidth: .infinity, minHeight: 32, maxHeight: 32)
                .overlay(alignment: .top) {
                    if let badge = parts.badge {
                        // The right half of the slot starts at the symbol's centre.
                        HStack(spacing: 0) {
                            Color.clear
                            Color.clear.overlay(alignment: .topLeading) {
                                TabBadge(text: badge, color: parts.badgeColor).fixedSize().offset(x: 5, y: 2)
                            }
                        }
                    }
                }
            Color.clear.frame(height: 3)
            if let title = parts.title { LayoutNode.Resolved(title) }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    }
}

/// iOS's badge: a red capsule at least 18 pt tall and wide around white 13 pt text.
public struct TabBadge: View {
    let text: Text
    let color: Color
    public init(text: Text, color: Color = .red) { self.text = text; self.color = color }
    public var body: some View {
        text.font(.system(size: 13)).foregroundStyle(Color.white).lineLimit(1)
            .padding(.horizontal, 5)
            .frame(minWidth: 18, minHeight: 18)
            .background(Capsule().fill(color))
    }
}
