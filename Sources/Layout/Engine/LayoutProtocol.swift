/// SwiftUI's `Layout` protocol: a container whose sizing and placement you write yourself. Use it as
/// SwiftUI does, `MyLayout { … }`; the engine asks `sizeThatFits` and then `placeSubviews`, and each
/// subview is a `LayoutSubview` proxy you measure (`sizeThatFits`, `dimensions(in:)`) and place
/// (`place(at:anchor:proposal:)`).
///
///     struct Diagonal: Layout {
///         func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///             subviews.reduce(.zero) { s, v in let d = v.sizeThatFits(.unspecified)
///                 return CGSize(width: s.width + d.width, height: s.height + d.height) }
///         }
///         func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///             var p = bounds.origin
///             for v in subviews { v.place(at: p, proposal: .unspecified)
///                 let d = v.sizeThatFits(.unspecified); p.x += d.width; p.y += d.height }
///         }
///     }
public protocol Layout {
    /// Properties of the layout type; `stackOrientation` orients `Spacer`s and `Divider`s inside it.
    static var layoutProperties: LayoutProperties { get }
    /// Storage the layout keeps between calls (computed once per container by `makeCache`).
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    func makeCache(subviews: Subviews) -> Cache
    /// Called when the subviews change; a still render builds each container once, so this runs only
    /// when a layout calls it itself. The default makes a fresh cache.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    /// The spacing the container asks for next to its neighbours; the default unites its subviews'.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> Size
    /// Place every subview (one not placed is centred in `bounds` with the container's proposal).
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    /// The container's explicit guide values; the default merges its subviews' where they are placed.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> Double?
    func explicitAlignment(of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> Double?
}

/// Properties of a `Layout` type.
public struct LayoutProperties: Sendable {
    public init() {}
    /// The axis along which the layout arranges its subviews, if any.
    public var stackOrientation: Axis?
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.reduce(ViewSpacing()) { $0.union($1.spacing) }
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> Double? {
        mergedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> Double? {
        mergedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// SwiftUI's default: lay the subviews out (recording, not placing), then merge the explicit values
    /// of those that have one, at their positions. Frame guides are never merged.
    func mergedExplicitAlignment(_ key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize,
                                 subviews: Subviews, cache: inout Cache) -> Double? {
        if key.isFrameGuide || subviews.isEmpty { return nil }
        let recorder = subviews.recording()
        placeSubviews(in: bounds, proposal: proposal, subviews: recorder, cache: &cache)
        var values: [Double] = []
        for (i, s) in recorder.enumerated() {
            let placed = recorder.sink.placements[i] ?? s.centred(in: bounds, proposal: proposal)
            if let v = s.node.explicitAlignment(key, placed.proposal, s.context) {
                values.append(v + (key.axis == .horizontal ? placed.origin.x : placed.origin.y) - (key.axis == .horizontal ? bounds.minX : bounds.minY))
            }
        }
        return key.combine(values)
    }

    /// Lays out `content` with this layout, as SwiftUI's `MyLayout { … }`.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutView(layout: self, content: content())
    }
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) -> Void {}
}

/// A key for a value a view hands to a custom layout: `.layoutValue(key: Rank.self, value: 2)` on the
/// view, `subview[Rank.self]` in the layout.
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

extension View {
    /// Associates a value with the view for the custom layout it sits in.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        trait { $0.layoutValues[ObjectIdentifier(key)] = value }
    }
}

/// Where a layout placed its subviews, in absolute points (nil: not placed).
final class PlacementSink {
    struct Placement { var origin: Point; var proposal: ProposedViewSize }
    var placements: [Placement?]
    init(count: Int) { placements = Array(repeating: nil, count: count) }
}

/// The subviews of a custom layout, in order.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let nodes: [LayoutNode]
    let indices_: [Int]
    let context: LayoutContext
    let sink: PlacementSink
    /// The layout direction the container inherits, as SwiftUI's `LayoutSubviews.layoutDirection`. A
    /// layout rarely needs it: it places left to right and the engine mirrors its placements right to
    /// left (`RightToLeftMirroring`), as SwiftUI flips each view's x within its parent.
    public let layoutDirection: LayoutDirection

    init(nodes: [LayoutNode], context: LayoutContext, sink: PlacementSink, layoutDirection: LayoutDirection = .leftToRight) {
        self.nodes = nodes; self.indices_ = Array(nodes.indices); self.context = context; self.sink = sink
        self.layoutDirection = layoutDirection
    }
    private init(nodes: [LayoutNode], indices: [Int], context: LayoutContext, sink: PlacementSink, layoutDirection: LayoutDirection) {
        self.nodes = nodes; self.indices_ = indices; self.context = context; self.sink = sink
        self.layoutDirection = layoutDirection
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { indices_.count }
    public subscript(index: Int) -> LayoutSubview {
        LayoutSubview(node: nodes[indices_[index]], index: indices_[index], context: context, sink: sink)
    }
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(nodes: nodes, indices: Array(indices_[bounds]), context: context, sink: sink, layoutDirection: layoutDirection)
    }
    public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
        LayoutSubviews(nodes: nodes, indices: indices.map { indices_[$0] }, context: context, sink: sink, layoutDirection: layoutDirection)
    }

    /// The same subviews, placing into a fresh sink that is only read, never applied.
    func recording() -> LayoutSubviews {
        LayoutSubviews(nodes: nodes, indices: indices_, context: context, sink: PlacementSink(count: nodes.count),
                       layoutDirection: layoutDirection)
    }

    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool {
        a.indices_ == b.indices_ && a.nodes.count == b.nodes.count && zip(a.nodes, b.nodes).allSatisfy { $0 === $1 }
    }
}

/// A proxy for one subview of a custom layout: ask it its size, then place it.
public struct LayoutSubview: Equatable {
    let node: LayoutNode
    let index: Int
    let context: LayoutContext
    let sink: PlacementSink

    /// The size the subview chooses for a proposal.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size { node.sizeThatFits(proposal, context) }
    /// The size and alignment guides the subview has for a proposal.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { node.dimensions(proposal, context) }
    /// `.layoutPriority(_:)`, or the view's own (−∞ for a `Spacer`).
    public var priority: Double { node.priority }
    /// The spacing the subview asks for next to its neighbours; `distance(to:along:)` gives the gap.
    public var spacing: ViewSpacing { node.spacing(context) }
    /// A value set with `.layoutValue(key:value:)`, or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        node.traits.layoutValues[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
    }

    /// Puts the subview's `anchor` point at `position` (absolute, as `bounds` is), with the size the
    /// subview chooses for `proposal`.
    public func place(at position: Point, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let s = node.sizeThatFits(proposal, context)
        sink.placements[index] = .init(origin: Point(x: position.x - anchor.x * s.width, y: position.y - anchor.y * s.height),
                                       proposal: proposal)
    }

    /// Where an unplaced subview goes: centred in the container with the container's proposal.
    func centred(in bounds: Rect, proposal: ProposedViewSize) -> PlacementSink.Placement {
        let s = node.sizeThatFits(proposal, context)
        return .init(origin: Point(x: bounds.midX - s.width / 2, y: bounds.midY - s.height / 2), proposal: proposal)
    }

    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.node === b.node && a.index == b.index }
}

/// A custom layout's content, laid out by the layout (what `MyLayout { … }` builds).
struct LayoutView<L: Layout, Content: View>: View {
    let layout: L
    let content: Content
    public func _makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let erased = layout as? any EngineBackedLayout
        let orientation = erased?.stackOrientation ?? L.layoutProperties.stackOrientation
        let children = context.inStack(orientation).resolve(content)
        if let engine = erased?.engineNode(children: children) { return [engine] }
        return [LayoutNode(kind: erased?.kindName ?? TypeNames.name(of: L.self), layout: CustomLayoutAlgorithm(layout: layout), children: children)]
    }
    typealias Body = Never
}

/// Layouts the engine implements natively (`HStackLayout`, `VStackLayout`, `ZStackLayout`, and
/// `AnyLayout` wrapping them): used as views they build the same nodes as `HStack`, `VStack` and `ZStack`.
protocol EngineBackedLayout {
    /// The orientation of the layout actually used (an `AnyLayout` answers for what it wraps).
    var stackOrientation: Axis? { get }
    /// The node for these children, or nil to run the layout through the `Layout` protocol.
    func engineNode(children: [LayoutNode]) -> LayoutNode?
    /// The node kind for the layout dump when run through the protocol.
    var kindName: String? { get }
}

/// Runs a `Layout` as an engine layout: subviews are proxies over the node's children; placements
/// are recorded and then applied; the cache lives as long as the node.
struct CustomLayoutAlgorithm<L: Layout>: LayoutAlgorithm {
    let layout: L
    let box = CacheBox<L.Cache>()

    final class CacheBox<C> { var cache: C? }

    func withCache<R>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        if box.cache == nil { box.cache = layout.makeCache(subviews: subviews) }
        return body(&box.cache!)
    }

    /// The container's direction is the one its node was made in (stamped at resolution from the first
    /// right-to-left environment down; unstamped means left to right).
    func subviews(_ node: LayoutNode, _ context: LayoutContext) -> LayoutSubviews {
        LayoutSubviews(nodes: node.children, context: context, sink: PlacementSink(count: node.children.count),
                       layoutDirection: node.layoutDirection ?? .leftToRight)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Size {
        let s = subviews(node, context)
        return withCache(s) { layout.sizeThatFits(proposal: proposal, subviews: s, cache: &$0) }
    }

    func placeChildren(in bounds: Rect, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) {
        let s = subviews(node, context)
        withCache(s) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: s, cache: &$0) }
        for (i, child) in node.children.enumerated() {
            let p = s.sink.placements[i] ?? s[i].centred(in: bounds, proposal: proposal)
            child.place(at: p.origin, proposal: p.proposal, context)
        }
    }

    func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Double? {
        let s = subviews(node, context)
        let bounds = Rect(origin: .zero, size: node.sizeThatFits(proposal, context))
        return withCache(s) {
            key.axis == .horizontal
                ? layout.explicitAlignment(of: HorizontalAlignment(key.id), in: bounds, proposal: proposal, subviews: s, cache: &$0)
                : layout.explicitAlignment(of: VerticalAlignment(key.id), in: bounds, proposal: proposal, subviews: s, cache: &$0)
        }
    }

    func spacing(node: LayoutNode, _ context: LayoutContext) -> ViewSpacing {
        let s = subviews(node, context)
        return withCache(s) { layout.spacing(subviews: s, cache: &$0) }
    }
}
