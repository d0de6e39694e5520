/// Values a view carries for the container it sits in, not for itself: SwiftUI's view traits (and the
/// preferences a `NavigationStack` reads). One store for every container: stacks and custom layouts read
/// the layout priority and layout values, grids the cell settings, `TabView`/`Picker` the tag, tab item and
/// badge, `List` and `Menu` the row settings and sections, `NavigationStack` the navigation preferences.
/// Traits are set on the nodes a view resolves to and stay with the view through the modifiers wrapped
/// around it afterwards (padding, frames, backgrounds…), so `.tag(1)` or `.layoutPriority(1)` may come
/// before or after `.padding()`; the nearest container reads them.
public struct ViewTraits {
    // Layout (stacks, `Layout` types, grids).
    /// `.layoutPriority(_:)`.
    var layoutPriority: Double?
    /// `.layoutValue(key:value:)`, read by custom layouts through `LayoutSubview[key]`.
    var layoutValues: [ObjectIdentifier: Any] = [:]
    /// `.gridCellColumns(_:)`: how many grid columns the cell spans.
    var gridCellColumns: Int?
    /// `.gridColumnAlignment(_:)`: the horizontal alignment of every cell in this cell's column.
    var gridColumnAlignment: HorizontalAlignment?
    /// `.gridCellAnchor(_:)`: where the cell sits in its area, overriding the grid's alignment.
    var gridCellAnchor: UnitPoint?
    /// `.gridCellUnsizedAxes(_:)`: axes on which the cell takes the size of its row or column
    /// instead of sizing them.
    var gridCellUnsizedAxes: Axis.Set = []

    // Selection and tabs (`TabView`, `Picker`).
    /// `tag(_:)` (`ForEach` tags each element with its identifier unless it has a tag of its own).
    public internal(set) var tag: AnyHashable?
    /// `tabItem { }`.
    var tabItem: AnyView?
    /// `badge(_:)`: the text in the badge (nil: none).
    var badge: Text?

    // Rows (`List`, `Menu`).
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

    // Navigation and bars.
    /// Navigation preferences, read by `NavigationStack` from anywhere in its content.
    var navigation = NavigationPreferences()
    /// The colour a scroll container (`List`) paints behind its content, which shows through a bar
    /// resting transparent above or below it (iOS lets the list run under its bars).
    var contentBackground: Color?

    /// No traits: what a node that was given none reads. Never mutated (`unsafe` only because some
    /// trait types, such as `AnyView`, are not `Sendable`).
    nonisolated(unsafe) static let empty = ViewTraits()
}

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
}
