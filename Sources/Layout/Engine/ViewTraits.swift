/// Values a view carries for the container it sits in, not for itself: SwiftUI's view traits
/// (`layoutPriority`, `layoutValue`, the grid cell settings). Like SwiftUI's, they stay with the view
/// through the modifiers wrapped around it afterwards, and the nearest container reads them.
struct ViewTraits {
    /// `.layoutPriority(_:)`.
    var layoutPriority: Double?
    /// `.gridCellColumns(_:)`: how many grid columns the cell spans.
    var gridCellColumns: Int?
    /// `.gridColumnAlignment(_:)`: the horizontal alignment of every cell in this cell's column.
    var gridColumnAlignment: HorizontalAlignment?
    /// `.gridCellAnchor(_:)`: where the cell sits in its area, overriding the grid's alignment.
    var gridCellAnchor: UnitPoint?
    /// `.gridCellUnsizedAxes(_:)`: axes on which the cell takes the size of its row or column
    /// instead of sizing them.
    var gridCellUnsizedAxes: Axis.Set = []
    /// `.layoutValue(key:value:)`, read by custom layouts through `LayoutSubview[key]`.
    var layoutValues: [ObjectIdentifier: Any] = [:]
}

/// Sets traits on every node its content resolves to.
struct TraitModifierView: View {
    let content: any View
    let transform: (inout ViewTraits) -> Void
    public func _makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        context.resolve(content).map { node in transform(&node.traits); return node }
    }
    typealias Body = Never
}

extension View {
    func trait(_ transform: @escaping (inout ViewTraits) -> Void) -> TraitModifierView {
        TraitModifierView(content: self, transform: transform)
    }
}
