/// The layout pipeline as a pure function of explicit inputs: a view, a proposal, an environment,
/// a text measurer and a scale, to frames and a display list.
///
/// 1. Resolve: evaluate bodies with the environment in scope into a tree of layout nodes.
/// 2. Size: ask the root what size it wants for the proposal (parent proposes, child chooses).
/// 3. Place: put the root in the canvas and let every container place its children.
/// 4. Mirror: in right-to-left subtrees, flip every child's x within its parent.
/// 5. Round: snap frames to the pixel grid of the output scale.
/// 6. Emit: walk the tree into a flat list of draw commands.
public enum LayoutEngine {
    public static func layout<V: View>(_ view: V, proposal: ProposedViewSize, environment: EnvironmentValues = EnvironmentValues(),
                                       measurer: any TextMeasurer, scale: Double = 2) throws -> LayoutResult {
        var env = environment
        env.displayScale = scale
        // 1. Resolve.
        let diagnostics = Diagnostics()
        let nodes = ResolveContext(environment: env, diagnostics: diagnostics).inStack(.vertical).resolve(view)
        if !diagnostics.errors.isEmpty { throw LayoutError.invalidView(diagnostics.errors) }
        let root = nodes.count == 1 ? nodes[0]
            : LayoutNode(kind: "VStack", layout: StackLayout(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: nil), children: nodes)
        if nodes.count != 1 && env.layoutDirection == .rightToLeft { root.layoutDirection = .rightToLeft }
        // 2. Size.
        var context = LayoutContext(measurer: measurer, displayScale: scale)
        let size = root.sizeThatFits(proposal, context)
        let canvas = Size(width: finite(proposal.width) ?? size.width, height: finite(proposal.height) ?? size.height)
        // 3. Place, centred in the canvas as a window centres its root view.
        let origin = Alignment.center.offset(child: size, in: canvas)
        context.screenPosition = .root(direction: root.layoutDirection, canvasWidth: canvas.width)
        root.place(at: origin, proposal: proposal, context)
        // Views resolved during placement (a GeometryReader's content) may have found problems too.
        if !diagnostics.errors.isEmpty { throw LayoutError.invalidView(diagnostics.errors) }
        // 4. Mirror.
        RightToLeftMirroring.apply(root, canvas: canvas)
        // 5. Round.
        PixelRounding.apply(root, scale: scale)
        // 6. Emit.
        var builder = DisplayListBuilder()
        builder.emit(root)
        return LayoutResult(root: root, canvasSize: canvas, commands: builder.commands, warnings: diagnostics.warnings)
    }

    static func finite(_ v: Double?) -> Double? { v.flatMap { $0.isFinite ? $0 : nil } }
}

public enum LayoutError: Error, CustomStringConvertible {
    case invalidView([String])
    public var description: String {
        switch self { case .invalidView(let e): e.joined(separator: "; ") }
    }
}

public struct LayoutResult {
    public let root: LayoutNode
    public let canvasSize: Size
    public let commands: [DrawCommand]
    public let warnings: [String]

    /// Depth-first list of nodes (root first), for tests and tools.
    public var allNodes: [LayoutNode] {
        var out: [LayoutNode] = []
        func walk(_ n: LayoutNode) { out.append(n); n.children.forEach(walk) }
        walk(root)
        return out
    }
    /// The first node of `kind` in depth-first order.
    public func first(_ kind: String) -> LayoutNode? { allNodes.first { $0.kind == kind } }
    public func all(_ kind: String) -> [LayoutNode] { allNodes.filter { $0.kind == kind } }
}
