/// SwiftUI's stack layouts as `Layout` values, for `AnyLayout` switches between arrangements
/// (`isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())`) and for custom layouts that
/// arrange a group of subviews as a stack. Used as views they build exactly what `HStack`, `VStack`
/// and `ZStack` build.
public struct HStackLayout: Layout, EngineBackedLayout {
    public var alignment: VerticalAlignment
    public var spacing: Double?
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil) {
        self.alignment = alignment; self.spacing = spacing
    }
    public static var layoutProperties: LayoutProperties { var p = LayoutProperties(); p.stackOrientation = .horizontal; return p }

    var engine: StackLayout { StackLayout(axis: .horizontal, alignment: alignment.key, spacing: spacing) }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        engine.size(proposal, subviews)
    }
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        engine.place(in: bounds, proposal, subviews)
    }
    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { engine.spacing(of: subviews) }

    var stackOrientation: Axis? { .horizontal }
    func engineNode(children: [LayoutNode]) -> LayoutNode? { LayoutNode(kind: "HStack", layout: engine, children: children) }
    var kindName: String? { "HStack" }
}

public struct VStackLayout: Layout, EngineBackedLayout {
    public var alignment: HorizontalAlignment
    public var spacing: Double?
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil) {
        self.alignment = alignment; self.spacing = spacing
    }
    public static var layoutProperties: LayoutProperties { var p = LayoutProperties(); p.stackOrientation = .vertical; return p }

    var engine: StackLayout { StackLayout(axis: .vertical, alignment: alignment.key, spacing: spacing) }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        engine.size(proposal, subviews)
    }
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        engine.place(in: bounds, proposal, subviews)
    }
    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { engine.spacing(of: subviews) }

    var stackOrientation: Axis? { .vertical }
    func engineNode(children: [LayoutNode]) -> LayoutNode? { LayoutNode(kind: "VStack", layout: engine, children: children) }
    var kindName: String? { "VStack" }
}

extension ZStackLayout: Layout, EngineBackedLayout {

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        sizeThatFits(proposal, subviews.selectedNodes, subviews.context)
    }
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let p = ProposedViewSize(bounds.size)
        let nodes = subviews.selectedNodes
        for (s, o) in zip(subviews, origins(p, nodes, subviews.context)) {
            s.place(at: Point(x: bounds.minX + o.x, y: bounds.minY + o.y), proposal: p)
        }
    }
    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        subviews.reduce(ViewSpacing()) { $0.union($1.spacing) }
    }

    var stackOrientation: Axis? { nil }
    func engineNode(children: [LayoutNode]) -> LayoutNode? { LayoutNode(kind: "ZStack", layout: self, children: children) }
    var kindName: String? { "ZStack" }
}

extension LayoutSubviews {
    /// The nodes of these subviews, in order.
    var selectedNodes: [LayoutNode] { indices_.map { nodes[$0] } }
}

extension StackLayout {
    /// The stack's algorithm over a custom layout's subviews.
    func size(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Size {
        let nodes = subviews.selectedNodes
        return nodes.isEmpty ? .zero : arrange(proposal, nodes, subviews.context).size
    }
    func place(in bounds: Rect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        let nodes = subviews.selectedNodes
        let a = arrange(placementProposal(proposal, bounds.size), nodes, subviews.context)
        for (i, s) in subviews.enumerated() {
            s.place(at: Point(x: bounds.minX + a.frames[i].minX, y: bounds.minY + a.frames[i].minY), proposal: a.proposals[i])
        }
    }
    func spacing(of subviews: LayoutSubviews) -> ViewSpacing {
        spacing(of: subviews.selectedNodes, subviews.context)
    }
}
