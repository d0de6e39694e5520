/// Whether an element is shown, as SwiftUI's `Visibility`.
public enum Visibility: Hashable, Sendable { case automatic, visible, hidden }

/// The traits the system containers read (see `ViewTraits`): what a `TabView` or `Picker` selects a
/// view by, and its tab item and badge.
extension View {
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
