/// What a screen tells the `NavigationStack` (and `TabView`) around it, as SwiftUI's preferences: its
/// title and title display mode, toolbar items, bar backgrounds and visibility, back button, and the
/// destinations it can push. Set by modifiers anywhere in the screen; the stack reads the first title it
/// meets depth first and every toolbar item in order.
struct NavigationPreferences {
    var title: Text?
    var displayMode: NavigationBarItem.TitleDisplayMode?
    var toolbarItems: [ToolbarItemEntry] = []
    var barBackgrounds: [ToolbarPlacement: BarBackground] = [:]
    var barVisibility: [ToolbarPlacement: Visibility] = [:]
    var backButtonHidden: Bool?
    var destinations: [NavigationDestinationEntry] = []

    /// Fills what `self` leaves unset from `other` (a view deeper in the tree); toolbar items and
    /// destinations add up.
    mutating func merge(_ other: NavigationPreferences) {
        title = title ?? other.title
        displayMode = displayMode ?? other.displayMode
        toolbarItems += other.toolbarItems
        barBackgrounds.merge(other.barBackgrounds) { mine, _ in mine }
        barVisibility.merge(other.barVisibility) { mine, _ in mine }
        backButtonHidden = backButtonHidden ?? other.backButtonHidden
        destinations += other.destinations
    }
}

/// A bar's background as `toolbarBackground` sets it: a style, a visibility, or both.
struct BarBackground {
    var style: AnyShapeStyle?
    var visibility: Visibility?
}

extension LayoutNode {
    /// The navigation preferences of this subtree, depth first. A nested `NavigationStack` keeps its
    /// content's preferences to itself unless `throughStacks` (a tab bar's background can be set from
    /// inside a tab's navigation stack).
    func navigationPreferences(throughStacks: Bool = false) -> NavigationPreferences {
        var prefs = traits.navigation
        guard throughStacks || kind != "NavigationStack" else { return prefs }
        for child in children { prefs.merge(child.navigationPreferences(throughStacks: throughStacks)) }
        return prefs
    }
}

/// SwiftUI's `NavigationBarItem.TitleDisplayMode`.
public enum NavigationBarItem {
    public enum TitleDisplayMode: Hashable, Sendable { case automatic, inline, large }
}

/// The bars toolbar modifiers address.
public enum ToolbarPlacement: Hashable, Sendable { case automatic, navigationBar, tabBar, bottomBar }

/// Where a toolbar item goes: SwiftUI's `ToolbarItemPlacement`.
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Slot: Hashable, Sendable { case leading, trailing, principal, bottom }
    let slot: Slot
    /// Confirmation actions ("Done") are drawn semibold, as iOS draws them.
    let isConfirmation: Bool
    init(_ slot: Slot, confirmation: Bool = false) { self.slot = slot; isConfirmation = confirmation }

    public static let automatic = ToolbarItemPlacement(.trailing)
    public static let primaryAction = ToolbarItemPlacement(.trailing)
    public static let topBarLeading = ToolbarItemPlacement(.leading)
    public static let topBarTrailing = ToolbarItemPlacement(.trailing)
    public static let navigationBarLeading = ToolbarItemPlacement(.leading)
    public static let navigationBarTrailing = ToolbarItemPlacement(.trailing)
    public static let principal = ToolbarItemPlacement(.principal)
    public static let cancellationAction = ToolbarItemPlacement(.leading)
    public static let confirmationAction = ToolbarItemPlacement(.trailing, confirmation: true)
    public static let bottomBar = ToolbarItemPlacement(.bottom)
}

/// One toolbar item, as collected from `toolbar { … }`.
public struct ToolbarItemEntry {
    let placement: ToolbarItemPlacement
    let content: AnyView
}

/// Content of `toolbar { … }`: `ToolbarItem`s and `ToolbarItemGroup`s.
public protocol ToolbarContent {
    var _entries: [ToolbarItemEntry] { get }
}

public struct ToolbarItem<Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement; self.content = content()
    }
    public var _entries: [ToolbarItemEntry] { [ToolbarItemEntry(placement: placement, content: AnyView(content))] }
}

/// Several items in one placement, in order.
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement; self.content = content()
    }
    public var _entries: [ToolbarItemEntry] { [ToolbarItemEntry(placement: placement, content: AnyView(content))] }
}

/// Items collected by `ToolbarContentBuilder`.
public struct ToolbarContentList: ToolbarContent {
    public let _entries: [ToolbarItemEntry]
}

@resultBuilder public enum ToolbarContentBuilder {
    public static func buildExpression<C: ToolbarContent>(_ content: C) -> ToolbarContentList { ToolbarContentList(_entries: content._entries) }
    public static func buildBlock(_ parts: ToolbarContentList...) -> ToolbarContentList { ToolbarContentList(_entries: parts.flatMap(\._entries)) }
    public static func buildOptional(_ part: ToolbarContentList?) -> ToolbarContentList { part ?? ToolbarContentList(_entries: []) }
    public static func buildEither(first: ToolbarContentList) -> ToolbarContentList { first }
    public static func buildEither(second: ToolbarContentList) -> ToolbarContentList { second }
    public static func buildArray(_ parts: [ToolbarContentList]) -> ToolbarContentList { ToolbarContentList(_entries: parts.flatMap(\._entries)) }
}

/// A destination `navigationDestination(for:)` registers: builds the view for a path value of its type.
struct NavigationDestinationEntry {
    let build: (AnyHashable) -> AnyView?
}

extension View {
    func navigationPreference(_ transform: @escaping (inout NavigationPreferences) -> Void) -> some View {
        trait { transform(&$0.navigation) }
    }

    /// The screen's title in the navigation bar (and the back button of the screen pushed after it).
    public func navigationTitle(_ title: Text) -> some View { navigationPreference { $0.title = title } }
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(Text(titleKey)) }
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(Text(title)) }
    /// Large (in a 52 pt row under the bar) or inline (centred in the 44 pt bar).
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationPreference { $0.displayMode = mode }
    }
    /// Items for the navigation bar (and the bottom toolbar).
    public func toolbar(@ToolbarContentBuilder content: () -> ToolbarContentList) -> some View {
        let entries = content()._entries
        return navigationPreference { $0.toolbarItems += entries }
    }
    /// Plain views as toolbar content go to the trailing end of the bar, as in SwiftUI.
    @_disfavoredOverload
    public func toolbar<V: View>(@ViewBuilder content: () -> V) -> some View {
        let entry = ToolbarItemEntry(placement: .automatic, content: AnyView(content()))
        return navigationPreference { $0.toolbarItems.append(entry) }
    }
    /// Shows or hides a bar.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        navigationPreference { for bar in bars { $0.barVisibility[bar.resolvedBar] = visibility } }
    }
    /// The bar's background style (shown when the bar shows its background).
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        let style = AnyShapeStyle(style)
        return navigationPreference { for bar in bars { $0.barBackgrounds[bar.resolvedBar, default: BarBackground()].style = style } }
    }
    /// `.visible`: the bar always shows its background; `.hidden`: never; `.automatic`: only when content
    /// is scrolled under it (`\.isScrolledUnderBars`).
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        navigationPreference { for bar in bars { $0.barBackgrounds[bar.resolvedBar, default: BarBackground()].visibility = visibility } }
    }
    public func navigationBarBackButtonHidden(_ hidden: Bool = true) -> some View { navigationPreference { $0.backButtonHidden = hidden } }
    /// The view to show for a path value of type `D` (`NavigationStack(path:)`).
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        let entry = NavigationDestinationEntry { value in (value.base as? D).map { AnyView(destination($0)) } }
        return navigationPreference { $0.destinations.append(entry) }
    }
}

extension ToolbarPlacement {
    /// `.automatic` means the navigation bar.
    var resolvedBar: ToolbarPlacement { self == .automatic ? .navigationBar : self }
}
