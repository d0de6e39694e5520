/// A type-erased `Layout`, for choosing an arrangement at run time:
///
///     let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
///     layout { Text("Name"); Text("Value") }
///
/// Spacers and dividers inside it orient themselves by the wrapped layout.
public struct AnyLayout: Layout, EngineBackedLayout {
    let box: any AnyLayoutBox

    public init<L: Layout>(_ layout: L) {
        box = (layout as? AnyLayout)?.box ?? ConcreteLayoutBox(layout: layout)
    }

    /// The wrapped layout's cache, type-erased.
    public struct Cache { var value: Any }

    public func makeCache(subviews: Subviews) -> Cache { Cache(value: box.makeCache(subviews)) }
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { box.updateCache(&cache.value, subviews) }
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { box.spacing(subviews, &cache.value) }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> Size {
        box.sizeThatFits(proposal, subviews, &cache.value)
    }
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        box.placeSubviews(bounds, proposal, subviews, &cache.value)
    }
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> Double? {
        box.explicitAlignment(guide.key, bounds, proposal, subviews, &cache.value)
    }
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> Double? {
        box.explicitAlignment(guide.key, bounds, proposal, subviews, &cache.value)
    }

    var stackOrientation: Axis? { box.stackOrientation }
    func engineNode(children: [LayoutNode]) -> LayoutNode? { box.engineNode(children) }
    var kindName: String? { box.kindName }
}

protocol AnyLayoutBox {
    func makeCache(_ subviews: LayoutSubviews) -> Any
    func updateCache(_ cache: inout Any, _ subviews: LayoutSubviews)
    func spacing(_ subviews: LayoutSubviews, _ cache: inout Any) -> ViewSpacing
    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> Size
    func placeSubviews(_ bounds: Rect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any)
    func explicitAlignment(_ key: AlignmentKey, _ bounds: Rect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
                           _ cache: inout Any) -> Double?
    var stackOrientation: Axis? { get }
    func engineNode(_ children: [LayoutNode]) -> LayoutNode?
    var kindName: String { get }
}

struct ConcreteLayoutBox<L: Layout>: AnyLayoutBox {
    let layout: L

    /// Runs `body` on the typed cache stored in `cache`, writing changes back.
    func with<R>(_ cache: inout Any, _ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
        defer { cache = typed }
        return body(&typed)
    }
    func makeCache(_ subviews: LayoutSubviews) -> Any { layout.makeCache(subviews: subviews) }
    func updateCache(_ cache: inout Any, _ subviews: LayoutSubviews) {
        with(&cache, subviews) { layout.updateCache(&$0, subviews: subviews) }
    }
    func spacing(_ subviews: LayoutSubviews, _ cache: inout Any) -> ViewSpacing {
        with(&cache, subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }
    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> Size {
        with(&cache, subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }
    func placeSubviews(_ bounds: Rect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) {
        with(&cache, subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }
    func explicitAlignment(_ key: AlignmentKey, _ bounds: Rect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
                           _ cache: inout Any) -> Double? {
        with(&cache, subviews) {
            key.axis == .horizontal
                ? layout.explicitAlignment(of: HorizontalAlignment(key.id), in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
                : layout.explicitAlignment(of: VerticalAlignment(key.id), in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }
    var stackOrientation: Axis? { (layout as? any EngineBackedLayout)?.stackOrientation ?? L.layoutProperties.stackOrientation }
    func engineNode(_ children: [LayoutNode]) -> LayoutNode? { (layout as? any EngineBackedLayout)?.engineNode(children: children) }
    var kindName: String { (layout as? any EngineBackedLayout)?.kindName ?? TypeNames.name(of: L.self) }
}
