/// What a view tells the container it sits in, as SwiftUI's view traits and preferences do: the value a
/// `TabView` or `Picker` selects it by, its tab item and badge, how a `List` draws its row, and (read by
/// the enclosing `NavigationStack` anywhere below it) its navigation title, toolbar and destinations.
/// Traits are set on the nodes a view resolves to and flow up through modifiers (padding, frames,
/// backgrounds…), so `.tag(1)` may come before or after `.padding()`.
public struct ViewTraits {
    /// `tag(_:)`.
    public internal(set) var tag: AnyHashable?
    /// `tabItem { }`.
    var tabItem: AnyView?
    /// `badge(_:)`: the text in the badge (nil: none).
    var badge: Text?
    /// `listRowInsets(_:)`, `listRowSeparator(_:)`, `listRowBackground(_:)`.
    var listRowInsets: EdgeInsets?
    var listRowSeparator: Visibility?
    var listRowBackground: AnyView?
    /// A `Button(role:)`: menus draw destructive items in red.
    var buttonRole: ButtonRole?
    /// A `Section` of a `List` or `Menu`: its header, footer and rows, resolved.
    var section: ListSectionParts?
    /// `Divider()` inside a `Menu`: a group separator.
    var isDivider = false
    /// Navigation preferences, read by `NavigationStack` from anywhere in its content.
    var navigation = NavigationPreferences()
    /// The colour a scroll container (`List`) paints behind its content, which shows through a bar
    /// resting transparent above or below it (iOS lets the list run under its bars).
    var contentBackground: Color?
}

/// Whether an element is shown, as SwiftUI's `Visibility`.
public enum Visibility: Hashable, Sendable { case automatic, visible, hidden }

/// Sets traits on every node `content` resolves to.
struct TraitView: View {
    let content: any View
    let transform: (inout ViewTraits) -> Void
    public func _makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        context.resolve(content).map { node in transform(&node.traits); return node }
    }
    typealias Body = Never
}

extension View {
    func trait(_ transform: @escaping (inout ViewTraits) -> Void) -> TraitView { TraitView(content: self, transform: transform) }

    /// The value a `TabView(selection:)` or `Picker(selection:)` selects this view by.
    public func tag<H: Hashable>(_ tag: H) -> some View { trait { $0.tag = AnyHashable(tag) } }
    /// The tab bar item of this tab of a `TabView`: a `Label`, or an `Image` and a `Text`.
    public func tabItem<L: View>(@ViewBuilder _ label: () -> L) -> some View {
        let item = AnyView(label())
        return trait { $0.tabItem = item }
    }
    /// A count on this tab's item (0 shows none), as iOS's red badge.
    public func badge(_ count: Int) -> some View { trait { $0.badge = count == 0 ? nil : Text(verbatim: "\(count)") } }
    public func badge(_ label: Text?) -> some View { trait { $0.badge = label } }
    public func badge(_ key: LocalizedStringKey) -> some View { trait { $0.badge = Text(key) } }
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View { trait { $0.badge = label.map { Text($0) } } }
}

extension LayoutNode {
    /// Nodes that are a view resolved elsewhere, dropped into a composition as they are.
    struct Resolved: View {
        let nodes: [LayoutNode]
        init(_ nodes: [LayoutNode]) { self.nodes = nodes }
        init(_ node: LayoutNode) { nodes = [node] }
        public func _makeNodes(_ context: ResolveContext) -> [LayoutNode] { nodes }
        typealias Body = Never
    }

    /// The background of the container at the top of this content: followed down first children.
    var leadingContentBackground: Color? {
        var node: LayoutNode? = self
        while let n = node {
            if let c = n.traits.contentBackground { return c }
            node = n.children.first
        }
        return nil
    }

    /// This node and every node below it, depth first.
    func subtree() -> [LayoutNode] {
        var out: [LayoutNode] = [self]
        for child in children { out += child.subtree() }
        return out
    }
}
