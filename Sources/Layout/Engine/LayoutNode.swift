/// A resolved view: how it sizes and places its children (`layout`), what it draws (`content`),
/// and, after layout, where it ended up (`frame`, absolute points).
public final class LayoutNode {
    public let layout: any LayoutAlgorithm
    public let content: NodeContent
    public internal(set) var children: [LayoutNode]
    /// What the view carries for its container (`layoutPriority`, layout values, grid cell settings, `tag`,
    /// `tabItem`, `badge`, list-row settings, navigation titles and toolbars): like SwiftUI's traits they
    /// stay with the view through the modifiers wrapped around it afterwards. See `ViewTraits`.
    public internal(set) var traits: ViewTraits {
        get { storedTraits ?? ViewTraits.empty }
        set { storedTraits = newValue }
        _modify {
            if case .none = storedTraits { storedTraits = ViewTraits() }
            yield &storedTraits!
        }
    }
    /// nil until a trait is set. Most nodes carry none, and every modifier's node takes its child's
    /// (`inheritTraits`), so a node without traits makes, copies and frees one word, not a `ViewTraits`.
    private var storedTraits: ViewTraits?
    /// The value of `.layoutPriority(_:)` on this view, if any.
    public var explicitPriority: Double? { storedTraits?.layoutPriority }

    /// Takes `other`'s traits: a modifier's node carries those of the view it wraps.
    func inheritTraits(from other: LayoutNode) { storedTraits = other.storedTraits }
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

    /// A few recent answers; stacks ask the same child the same question often.
    private var sizes = SizeCache()
    /// For text leaves: the last few measurements, by wrap width (see `TextLayout`).
    var recentTextMeasurements = TextMeasurementMemo()
    private var cachedSpacing: ViewSpacing?

    init(kind: String, layout: any LayoutAlgorithm, content: NodeContent = .none, children: [LayoutNode] = []) {
        self.kind = kind; self.layout = layout; self.content = content; self.children = children
    }

    /// The size this node chooses for `proposal` (parent proposes, child chooses).
    public func sizeThatFits(_ proposal: ProposedViewSize, _ context: LayoutContext) -> Size {
        if let cached = sizes[proposal] { return cached }
        let s = layout.sizeThatFits(proposal, node: self, context)
        sizes.insert(s, for: proposal)
        return s
    }

    /// Places the node: it takes the size it chooses for `proposal`, positioned at `origin`
    /// (parent places), then places its own children.
    public func place(at origin: Point, proposal: ProposedViewSize, _ context: LayoutContext) {
        let size = sizeThatFits(proposal, context)
        unroundedFrame = Rect(origin: origin, size: size)
        // Right to left (or below it), the children learn where their frames will be on screen.
        guard layoutDirection != nil || !context.screenPosition.isIdentity else {
            return layout.placeChildren(in: unroundedFrame, proposal: proposal, node: self, context)
        }
        var inner = context
        inner.screenPosition = context.screenPosition.forChildren(of: unroundedFrame,
                                                                  direction: layoutDirection ?? context.screenPosition.direction)
        layout.placeChildren(in: unroundedFrame, proposal: proposal, node: self, inner)
    }

    /// The priority a container serves this view by: `.layoutPriority` if set, else the view's own
    /// (−∞ for a `Spacer`, 0 for most views).
    public var priority: Double { explicitPriority ?? layout.layoutPriority(node: self) }

    /// The spacing this view asks for next to its neighbours (computed once: it does not depend on size).
    public func spacing(_ context: LayoutContext) -> ViewSpacing {
        if let cachedSpacing { return cachedSpacing }
        let s = layout.spacing(node: self, context)
        cachedSpacing = s
        return s
    }

    /// The explicit value of an alignment guide in the view's own coordinates, for the size it chooses
    /// for `proposal`; nil where the view does not set the guide (then the guide's default applies).
    public func explicitAlignment(_ key: AlignmentKey, _ proposal: ProposedViewSize, _ context: LayoutContext) -> Double? {
        layout.explicitAlignment(key, proposal: proposal, node: self, context)
    }

    /// The size chosen for `proposal` with the view's alignment guides.
    public func dimensions(_ proposal: ProposedViewSize, _ context: LayoutContext) -> ViewDimensions {
        ViewDimensions(size: sizeThatFits(proposal, context)) { [self] key in explicitAlignment(key, proposal, context) }
    }

    /// A guide's value: explicit if set, else its default for the chosen size.
    func alignmentValue(_ key: AlignmentKey, _ proposal: ProposedViewSize, _ context: LayoutContext) -> Double {
        explicitAlignment(key, proposal, context) ?? key.defaultValue(in: sizeThatFits(proposal, context))
    }

    /// The first text baseline below the node's top, if it has text (for `.firstTextBaseline`).
    public func firstBaseline(_ proposal: ProposedViewSize, _ context: LayoutContext) -> Double? {
        explicitAlignment(VerticalAlignment.firstTextBaseline.key, proposal, context)
    }

    /// Where this node goes (relative to a container's origin) when the container of `containerSize`
    /// aligns it by `alignment`: the container's default guide positions meet the node's guide values.
    func alignedOrigin(in containerSize: Size, alignment: Alignment, _ proposal: ProposedViewSize, _ context: LayoutContext) -> Point {
        let box = ViewDimensions(size: containerSize)
        return Point(x: box[alignment.horizontal] - alignmentValue(alignment.horizontal.key, proposal, context),
                     y: box[alignment.vertical] - alignmentValue(alignment.vertical.key, proposal, context))
    }

}

/// Layout behaviour of one primitive: a size contract, a placement rule, and what it tells its parent
/// about alignment guides, spacing and priority.
public protocol LayoutAlgorithm {
    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Size
    func placeChildren(in bounds: Rect, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext)
    /// The explicit value of `key` for the size chosen for `proposal`, in the node's coordinates.
    func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Double?
    /// The spacing the node asks for next to its neighbours in a stack.
    func spacing(node: LayoutNode, _ context: LayoutContext) -> ViewSpacing
    /// The node's own layout priority (when no `.layoutPriority` is set on it).
    func layoutPriority(node: LayoutNode) -> Double
    /// Whether the display list draws the second of two children before the first (a background
    /// under its content). A requirement rather than a cast, as every node is asked.
    var drawsSecondChildFirst: Bool { get }
}

extension LayoutAlgorithm {
    public func placeChildren(in bounds: Rect, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) {}
    /// Leaves without text set no guides: `.firstTextBaseline` then aligns their bottom edge.
    public func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Double? { nil }
    public func spacing(node: LayoutNode, _ context: LayoutContext) -> ViewSpacing { ViewSpacing() }
    public func layoutPriority(node: LayoutNode) -> Double { 0 }
    public var drawsSecondChildFirst: Bool { false }
}

/// Helpers for single-child modifiers (padding, frames, effects): what they pass through from the child.
extension LayoutAlgorithm {
    /// The child's explicit guide, moved by where the modifier puts the child (`childOrigin`, relative).
    func childExplicitAlignment(_ key: AlignmentKey, childProposal: ProposedViewSize, childOrigin: Point,
                                node: LayoutNode, _ context: LayoutContext) -> Double? {
        guard let child = node.children.first, let v = child.explicitAlignment(key, childProposal, context) else { return nil }
        return v + (key.axis == .horizontal ? childOrigin.x : childOrigin.y)
    }
    /// The only child's spacing, unchanged.
    func childSpacing(_ node: LayoutNode, _ context: LayoutContext) -> ViewSpacing { node.children.first?.spacing(context) ?? ViewSpacing() }
    /// The only child's own priority, unchanged (render effects and `fixedSize` keep a spacer's −∞).
    func childPriority(_ node: LayoutNode) -> Double { node.children.first?.priority ?? 0 }
}

/// What layout needs from the outside world: text measurement (injected, so tests need no fonts)
/// and the output scale (frames are rounded to its pixel grid); during placement also the safe area.
public struct LayoutContext {
    public let measurer: any TextMeasurer
    public let displayScale: Double
    /// The safe area views are placed in (see `SafeArea`); layouts that establish one pass a new context
    /// to their children.
    public internal(set) var safeArea = SafeArea.none
    /// Where the frames placed with this context are on screen (see `ScreenPosition`).
    var screenPosition = ScreenPosition.identity
    public init(measurer: any TextMeasurer, displayScale: Double) {
        self.measurer = measurer; self.displayScale = displayScale
    }
}
