/// A cubic Bézier timing curve from (0,0) to (1,1), as Core Animation's `CAMediaTimingFunction` and
/// SwiftUI's `.easeOut` / `.easeInOut` use. Still renders of animated components need the eased value
/// at a named time, so the curve is evaluated here.
public struct TimingCurve: Sendable, Hashable {
    public let x1: Double, y1: Double, x2: Double, y2: Double
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
    }

    /// Core Animation's ease-out and ease-in-out control points (SwiftUI's defaults).
    public static let easeOut = TimingCurve(0, 0, 0.58, 1)
    public static let easeInOut = TimingCurve(0.42, 0, 0.58, 1)
    public static let linear = TimingCurve(0, 0, 1, 1)

    /// The eased progress for linear time `t` in 0…1.
    public func progress(at t: Double) -> Double {
        // 1. Outside the unit interval the animation has not started or has finished.
        if t <= 0 { return 0 }
        if t >= 1 { return 1 }
        // 2. Find the curve parameter s whose x is t: Newton steps, falling back to bisection.
        var s = t
        for _ in 0..<8 {
            let dx = Self.derivative(s, x1, x2)
            let err = Self.bezier(s, x1, x2) - t
            if abs(err) < 1e-9 { return Self.bezier(s, y1, y2) }
            if abs(dx) < 1e-6 { break }
            s -= err / dx
        }
        var lo = 0.0, hi = 1.0
        s = t
        for _ in 0..<60 {
            let x = Self.bezier(s, x1, x2)
            if abs(x - t) < 1e-9 { break }
            if x < t { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        // 3. The eased value is the curve's y at that parameter.
        return Self.bezier(s, y1, y2)
    }

    /// One coordinate of the Bézier with end points 0 and 1 and inner control values a, b.
    static func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s
    }
    static func derivative(_ s: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * a + 6 * u * s * (b - a) + 3 * s * s * (1 - b)
    }
}
