/// An axis-aligned rectangle in viewBox units, given by its extremes (icons are measured, not laid
/// out, so min/max is the natural form).
public struct IconRect: Sendable, Hashable {
    public var minX: Double
    public var minY: Double
    public var maxX: Double
    public var maxY: Double

    public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    public var width: Double { maxX - minX }
    public var height: Double { maxY - minY }

    /// The smallest rectangle containing both.
    public func union(_ other: IconRect) -> IconRect {
        IconRect(minX: min(minX, other.minX), minY: min(minY, other.minY),
                 maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
    }

    /// Grows the rectangle to include `point`.
    mutating func include(_ point: IconPoint) {
        minX = min(minX, point.x)
        minY = min(minY, point.y)
        maxX = max(maxX, point.x)
        maxY = max(maxY, point.y)
    }
}
