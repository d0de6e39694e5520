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
        let items = tabs.enumerated().map { i, tab in
            TabBarItemParts(tab: tab, isSelected: i == selected, tint: tint, context: context)
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
        let bar = TabBar(items: items, standard: background?.style ?? AnyShapeStyle(Material.bar), resting: resting, appearance: appearance)
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

/// A tab's symbol and title, taken from its `tabItem` resolved in the bar's styles.
struct TabBarItemParts {
    let icon: LayoutNode?
    let title: LayoutNode?
    let badge: Text?

    init(tab: LayoutNode, isSelected: Bool, tint: AnyShapeStyle, context: ResolveContext) {
        badge = tab.traits.badge
        guard let item = tab.traits.tabItem else { icon = nil; title = nil; return }
        // Resolved here: a hierarchical tint must not refer to the foreground style it becomes.
        let color = AnyShapeStyle(ResolvedPaintStyle(paint: (isSelected ? tint : AnyShapeStyle(Color.gray)).resolvePaint(in: context.environment)))
        func parts(_ font: Font) -> [LayoutNode] {
            context.with {
                $0.font = font; $0.foregroundStyle = color; $0.labelStyle = .titleAndIcon
                $0.symbolFill = true; $0.lineLimitRange = 0...1
            }.inStack(.horizontal).resolve(item).flatMap { $0.subtree() }
        }
        icon = parts(.system(size: 22)).first { $0.kind == "Image" }
        title = parts(.system(size: 10, weight: .medium)).first { $0.kind == "Text" }
    }
}

/// The 49 pt bar of equal items, over its standard background (material and hairline) or its resting
/// one (the colour of a list above it, or nothing), as `appearance` decides at placement.
struct TabBar: View {
    let items: [TabBarItemParts]
    let standard: AnyShapeStyle
    let resting: AnyShapeStyle?
    let appearance: BarAppearance
    @Environment(\.colorScheme) private var scheme
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
            Rectangle().fill(scheme == .dark ? Color(white: 1, opacity: 0.15) : Color(white: 0, opacity: 0.3))
                .frame(height: 1 / max(1, displayScale))
                .shown(by: appearance, when: true)
        }
        // The bar's background continues under the home indicator, as iOS draws it.
        .background {
            ZStack {
                if let resting { Rectangle().fill(resting).ignoresSafeArea(edges: .bottom).shown(by: appearance, when: false) }
                Rectangle().fill(standard).ignoresSafeArea(edges: .bottom).shown(by: appearance, when: true)
            }
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
                            Color.clear.overlay(alignment: .topLeading) { TabBadge(text: badge).fixedSize().offset(x: 5, y: 2) }
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
    public init(text: Text) { self.text = text }
    public var body: some View {
        text.font(.system(size: 13)).foregroundStyle(Color.white).lineLimit(1)
            .padding(.horizontal, 5)
            .frame(minWidth: 18, minHeight: 18)
            .background(Capsule().fill(Color.red))
    }
}
