/// The safe area as placement sees it: the nested regions that device chrome and inset bars cover,
/// innermost first, in absolute points.
///
/// SwiftUI's model, which this follows: a view that establishes a safe area (the device window,
/// `safeAreaPadding`, the main view of a `safeAreaInset`) lays its content out inside it, and records a
/// *layer*: its own bounds and the insets that are unsafe. A view deeper down has no insets of its own;
/// what it can ask is how far the unsafe regions it *touches* extend beyond its edges. A view whose top
/// edge sits on a layer's safe edge (within half a pixel) is told the layer's whole top inset; a view in
/// the middle of the screen is told zero. `ignoresSafeArea` grows a view by exactly that amount, and
/// scroll views extend under it while keeping their content where it was.
///
/// Layers chain outwards: a view at the bottom of a `safeAreaInset(edge: .bottom)`'s main view that
/// ignores the safe area first reaches the bottom of the modifier (under the bar), and if that edge is
/// itself on the device's safe edge, on under the home indicator.
///
/// Safe areas matter only when views are placed (sizes never depend on them), so they travel in the
/// `LayoutContext` handed to `place`, not in the environment. A geometry proxy reads a frame's insets
/// with `context.safeAreaInsets(of:)`.
public struct SafeArea: Sendable, Hashable {
    /// One region: a view's bounds and the insets of it that are unsafe.
    public struct Layer: Sendable, Hashable {
        public var bounds: Rect
        public var insets: EdgeInsets
        public var regions: SafeAreaRegions
        public init(bounds: Rect, insets: EdgeInsets, regions: SafeAreaRegions = .container) {
            self.bounds = bounds; self.insets = insets; self.regions = regions
        }
        /// The part of `bounds` that is safe.
        public var safeRect: Rect {
            Rect(x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
                 width: max(0, bounds.width - insets.horizontal), height: max(0, bounds.height - insets.vertical))
        }
    }

    /// Innermost first.
    public private(set) var layers: [Layer]

    public init(layers: [Layer] = []) { self.layers = layers }
    /// No safe area: everything is safe (components rendered on their own, scrolled content).
    public static let none = SafeArea()

    /// This safe area with a new innermost layer.
    public func adding(_ layer: Layer) -> SafeArea { SafeArea(layers: [layer] + layers) }

    /// How far the unsafe regions of `regions` that `rect` touches extend beyond each of its edges.
    ///
    /// 1. Start from `rect`; for each layer from the innermost out (skipping layers of other regions):
    /// 2. on each edge, if the rect's edge lies between the layer's safe edge and its outer edge
    ///    (allowing half a pixel, so rounding never decides), move that edge out to the layer's outer edge;
    /// 3. the insets are how far each edge moved. Outer layers see the grown rect, so insets chain.
    public func insets(of rect: Rect, regions: SafeAreaRegions = .all, pixelLength: Double = 0.5) -> EdgeInsets {
        guard !layers.isEmpty else { return EdgeInsets() }
        let epsilon = pixelLength * 0.5 + 0.001
        var minX = rect.minX, minY = rect.minY, maxX = rect.maxX, maxY = rect.maxY
        for layer in layers where !layer.regions.isDisjoint(with: regions) {
            let outer = layer.bounds, inner = layer.safeRect
            if minY - epsilon < inner.minY, outer.minY < minY + epsilon { minY = min(minY, outer.minY) }
            if inner.maxY < maxY + epsilon, maxY - epsilon < outer.maxY { maxY = max(maxY, outer.maxY) }
            if minX - epsilon < inner.minX, outer.minX < minX + epsilon { minX = min(minX, outer.minX) }
            if inner.maxX < maxX + epsilon, maxX - epsilon < outer.maxX { maxX = max(maxX, outer.maxX) }
        }
        return EdgeInsets(top: rect.minY - minY, leading: rect.minX - minX, bottom: maxY - rect.maxY, trailing: maxX - rect.maxX)
    }
}

/// Which kinds of safe area a view ignores: the device's and containers' bars (`container`) or the
/// software keyboard (`keyboard`, never shown in a still render).
public struct SafeAreaRegions: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension LayoutContext {
    /// The safe-area insets of a frame placed in this context (zero outside any safe area): what
    /// `GeometryProxy.safeAreaInsets` reports for a reader with that frame.
    public func safeAreaInsets(of rect: Rect, regions: SafeAreaRegions = .all) -> EdgeInsets {
        safeArea.insets(of: rect, regions: regions, pixelLength: 1 / max(1, displayScale))
    }

    /// The same context with a different safe area, for placing one child.
    public func with(safeArea: SafeArea) -> LayoutContext {
        var c = self
        c.safeArea = safeArea
        return c
    }
}

extension EdgeInsets {
    /// Only the insets on `edges`; the others zero.
    public func on(_ edges: Edge.Set) -> EdgeInsets {
        EdgeInsets(top: edges.contains(.top) ? top : 0, leading: edges.contains(.leading) ? leading : 0,
                   bottom: edges.contains(.bottom) ? bottom : 0, trailing: edges.contains(.trailing) ? trailing : 0)
    }
    /// `length` on `edges`, zero elsewhere.
    public init(_ length: Double, on edges: Edge.Set) {
        self.init(top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
                  bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }
}
