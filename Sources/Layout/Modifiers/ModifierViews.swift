/// A unary modifier: wraps each node its content resolves to in a node of its own.
/// `layoutPriority` and the other traits flow up through unary modifiers, as SwiftUI's traits do.
struct UnaryModifierView: View {
    let content: any View
    let kind: String
    let make: (EnvironmentValues) -> (any LayoutAlgorithm, NodeContent)
    public func _makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        context.resolve(content).map { child in
            let (layout, drawn) = make(context.environment)
            let node = LayoutNode(kind: kind, layout: layout, content: drawn, children: [child])
            node.inheritTraits(from: child)
            return node
        }
    }
    typealias Body = Never
}

/// Changes the environment for its content (`.font`, `.foregroundStyle`, `.environment`…).
struct EnvironmentModifierView: View {
    let content: any View
    let transform: (inout EnvironmentValues) -> Void
    public func _makeNodes(_ context: ResolveContext) -> [LayoutNode] { context.with(transform).resolve(content) }
    typealias Body = Never
}

/// `background` / `overlay`: content plus a decoration sized to it.
struct DecorationView: View {
    let content: any View
    let decoration: any View
    let alignment: Alignment
    let isBackground: Bool
    public func _makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        context.resolve(content).map { child in
            let decoCtx = context.inStack(nil)
            let deco = decoCtx.resolve(decoration)
            let decoNode = deco.count == 1 ? deco[0]
                : LayoutNode(kind: "ZStack", layout: ZStackLayout(alignment: alignment), children: deco)
            let node = LayoutNode(kind: isBackground ? "background" : "overlay",
                                  layout: DecorationLayout(alignment: alignment, isBackground: isBackground),
                                  children: [child, decoNode])
            node.inheritTraits(from: child)
            return node
        }
    }
    typealias Body = Never
}

extension View {
    func unary(_ kind: String, _ make: @escaping (EnvironmentValues) -> (any LayoutAlgorithm, NodeContent)) -> UnaryModifierView {
        UnaryModifierView(content: self, kind: kind, make: make)
    }
    func effect(_ kind: String, _ make: @escaping (EnvironmentValues) -> Effect) -> UnaryModifierView {
        UnaryModifierView(content: self, kind: kind) { env in (PassthroughLayout(), .effect(make(env))) }
    }
    func environmentModifier(_ transform: @escaping (inout EnvironmentValues) -> Void) -> EnvironmentModifierView {
        EnvironmentModifierView(content: self, transform: transform)
    }
}
