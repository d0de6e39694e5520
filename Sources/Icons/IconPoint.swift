/// A point in a symbol's viewBox coordinates (Lucide's 24×24 box, y pointing down).
///
/// Icons has no dependencies, so it cannot use Layout's `Point`; renderers convert at the boundary.
public struct IconPoint: Sendable, Hashable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
