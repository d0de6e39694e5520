/// A resolved view: how it sizes and places its children (`layout`), what it draws (`content`),
/// and, after layout, where it ended up (`frame`, absolute points).
public final class LayoutNode {
    public let layout: any LayoutAlgorithm
    public let content: NodeContent
    public internal(set) var children: [LayoutNode]
    /// `layoutPriority`: stacks offer space to higher priorities first.
    public internal(set) var priority: Double = 0
    /// A label for the layout dump (e.g. "HStack", "Text", "padding").
    public let kind: String

    /// Absolute frame in points, after the pixel-rounding pass.
    public internal(set) var frame: Rect = .zero
    /// For text leaves: the measurement used when the node was placed (drawn as measured).
    public internal(set) var textMeasurement: TextMeasurement?
    /// Absolute frame before rounding.
    public internal(set) var unroundedFrame: Rect = .zero
    /// The layout direction of the environment the node was made in; nil: its parent's.
    public internal(set) var layoutDirection: LayoutDirection?

    // A few recent (proposal → size) answers; stacks ask the same child the same question often.
    private var cacheKeys: [ProposedViewSize] = []
    private var cacheValues: [Size] = []
    /// The size most recently chosen (used to ask children for baselines before they are placed).
    public private(set) var lastSize: Size = .zero

    init(kind: String, layout: any LayoutAlgorithm, content: NodeContent = .none, children: [LayoutNode] = []) {
        self.kind = kind; self.layout = layout; self.content = content; self.children = children
    }

    /// The size this node chooses for `proposal` (parent proposes, child chooses).
    public func sizeThatFits(_ proposal: ProposedViewSize, _ context: LayoutContext) -> Size {
        if let i = cacheKeys.firstIndex(of: proposal) { lastSize = cacheValues[i]; return cacheValues[i] }
        let s = layout.sizeThatFits(proposal, node: self, context)
        lastSize = s
        if cacheKeys.count >= 6 { cacheKeys.removeFirst(); cacheValues.removeFirst() }
        cacheKeys.append(proposal); cacheValues.append(s)
        return s
    }

    /// Places the node: it takes the size it chooses for `proposal`, positioned at `origin`
    /// (parent places), then places its own children.
    public func place(at origin: Point, proposal: ProposedViewSize, _ context: LayoutContext) {
        let size = sizeThatFits(proposal, context)
        unroundedFrame = Rect(origin: origin, size: size)
        layout.placeChildren(in: unroundedFrame, proposal: proposal, node: self, context)
    }

    /// The first text baseline below the node's top, if it has text (for `.firstTextBaseline`).
    public func firstBaseline(_ size: Size, _ context: LayoutContext) -> Double? {
        layout.firstBaseline(size, node: self, context)
    }

    func withPriority(_ p: Double) -> LayoutNode { priority = p; return self }
}

/// Layout behaviour of one primitive: a size contract and a placement rule.
public protocol LayoutAlgorithm {
    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Size
    func placeChildren(in bounds: Rect, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext)
    func firstBaseline(_ size: Size, node: LayoutNode, _ context: LayoutContext) -> Double?
}

extension LayoutAlgorithm {
    public func placeChildren(in bounds: Rect, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) {}
    /// Views without text have no baseline; `.firstTextBaseline` then aligns their bottom edge.
    public func firstBaseline(_ size: Size, node: LayoutNode, _ context: LayoutContext) -> Double? { nil }
}

/// What layout needs from the outside world: text measurement (injected, so tests need no fonts)
/// and the output scale (frames are rounded to its pixel grid).
public struct LayoutContext {
    public let measurer: any TextMeasurer
    public let displayScale: Double
    public init(measurer: any TextMeasurer, displayScale: Double) {
        self.measurer = measurer; self.displayScale = displayScale
    }
}
