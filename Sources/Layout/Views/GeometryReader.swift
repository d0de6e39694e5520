/// SwiftUI's `GeometryReader`: content built from the space the reader is given.
/// Size contract: takes the whole proposal (an unspecified dimension counts as zero); its content gets
/// the reader's size as its proposal and is placed at the top-leading corner.
///
/// The content closure runs during placement, once the reader's frame is known, so the proxy holds
/// real numbers: `size`, `frame(in: .local / .global / .named(…))` and `safeAreaInsets`. As in SwiftUI,
/// the content reads the layout direction from its environment (`\.layoutDirection`), is placed at the
/// top-leading corner (top-right, right to left), and frames are where the views are on screen: in a
/// right-to-left layout a reader in the leading half reports a large `frame(in: .global).minX`.
public struct GeometryReader<Content: View>: View {
    public var content: (GeometryProxy) -> Content
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    public func _makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let inner = context.inStack(nil)
        let content = self.content
        let layout = GeometryReaderLayout(spaces: context.coordinateSpaces) { proxy in
            EnvironmentValues.$current.withValue(inner.environment) { inner.resolve(content(proxy)) }
        }
        return [LayoutNode(kind: "GeometryReader", layout: layout)]
    }
    public typealias Body = Never
}

/// What a `GeometryReader` knows about the space it was given.
public struct GeometryProxy {
    /// The reader's size.
    public let size: Size
    /// The reader's frame in the canvas (the window), on screen (mirrored right to left).
    let globalFrame: Rect
    /// Named coordinate spaces around the reader: their frames in the canvas, at placement time.
    let spaces: [AnyHashable: CoordinateSpaceBox]
    /// How far the safe area's unsafe regions that the reader's frame touches reach beyond its edges
    /// (a reader filling a screen's safe area sees the status bar's and home indicator's insets; one in
    /// the middle of the screen sees zero), as in SwiftUI.
    public let safeAreaInsets: EdgeInsets

    /// The reader's frame in a coordinate space: its own (`.local`, origin zero), the canvas
    /// (`.global`), or an ancestor marked with `coordinateSpace(name:)` (`.named`; the canvas when no
    /// ancestor has that name, as in SwiftUI).
    public func frame(in space: CoordinateSpace) -> Rect {
        switch space {
        case .local: return Rect(origin: .zero, size: size)
        case .global: return globalFrame
        case .named(let name):
            guard let origin = spaces[name]?.frame.origin else { return globalFrame }
            return globalFrame.offsetBy(dx: -origin.x, dy: -origin.y)
        }
    }
}

/// A coordinate space for `GeometryProxy.frame(in:)`.
public enum CoordinateSpace: Hashable {
    case global
    case local
    case named(AnyHashable)
}

extension View {
    /// Names this view's coordinate space, for `GeometryProxy.frame(in: .named(name))` in its content.
    public func coordinateSpace<N: Hashable>(name: N) -> some View {
        CoordinateSpaceView(content: self, name: AnyHashable(name))
    }
}

/// The frame of a named coordinate space's view, filled in when the view is placed (before anything
/// inside it, so readers inside see it).
final class CoordinateSpaceBox {
    var frame: Rect = .zero
}

struct CoordinateSpaceView: View {
    let content: any View
    let name: AnyHashable
    public func _makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let box = CoordinateSpaceBox()
        var inner = context
        inner.coordinateSpaces[name] = box
        return inner.resolve(content).map { child in
            let node = LayoutNode(kind: "coordinateSpace", layout: CoordinateSpaceLayout(name: name, box: box), children: [child])
            node.inheritTraits(from: child)
            return node
        }
    }
    typealias Body = Never
}

/// `coordinateSpace(name:)`: the child gets the proposal; reports the child's size; records its frame.
struct CoordinateSpaceLayout: LayoutAlgorithm {
    let name: AnyHashable
    let box: CoordinateSpaceBox
    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Size {
        node.children.first?.sizeThatFits(proposal, context) ?? .zero
    }
    func placeChildren(in bounds: Rect, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) {
        box.frame = context.screenPosition.onScreen(bounds)
        node.children.first?.place(at: bounds.origin, proposal: proposal, context)
    }
    func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Double? {
        node.children.first?.explicitAlignment(key, proposal, context)
    }
    func spacing(node: LayoutNode, _ context: LayoutContext) -> ViewSpacing { childSpacing(node, context) }
    func layoutPriority(node: LayoutNode) -> Double { childPriority(node) }
}

/// GeometryReader: takes the proposal (unspecified counts as zero); resolves its content with the
/// frame it was placed in and places each view at its top-leading corner, proposing its size.
struct GeometryReaderLayout: LayoutAlgorithm {
    let spaces: [AnyHashable: CoordinateSpaceBox]
    let makeContent: (GeometryProxy) -> [LayoutNode]

    init(spaces: [AnyHashable: CoordinateSpaceBox], makeContent: @escaping (GeometryProxy) -> [LayoutNode]) {
        self.spaces = spaces; self.makeContent = makeContent
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Size {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    func placeChildren(in bounds: Rect, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) {
        // Frames are reported where they are on screen, right to left too (see `ScreenPosition`).
        let proxy = GeometryProxy(size: bounds.size, globalFrame: context.screenPosition.onScreen(bounds), spaces: spaces,
                                  safeAreaInsets: context.safeAreaInsets(of: bounds))
        node.children = makeContent(proxy)
        let p = ProposedViewSize(bounds.size)
        for child in node.children { child.place(at: bounds.origin, proposal: p, context) }
    }
}
