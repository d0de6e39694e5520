/// A CSS-style cubic Bézier timing curve from (0,0) to (1,1) with control points (x1,y1), (x2,y2):
/// the shape of SwiftUI's `.easeInOut` and friends. A still render samples it to draw an animation
/// at a named instant.
public struct TimingCurve: Hashable, Sendable {
    public let x1: Double, y1: Double, x2: Double, y2: Double

    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
    }

    /// SwiftUI's `.easeInOut` (the CSS `ease-in-out` curve).
    public static let easeInOut = TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    /// Progress (0…1) at time fraction `x` (0…1).
    ///
    /// 1. Clamp `x`; the ends are exact.
    /// 2. Find the curve parameter `t` with `bx(t) = x`: Newton steps from `t = x`, which converge
    ///    fast where the curve is steep enough; bisection when the slope is too flat.
    /// 3. Return `by(t)`.
    public func progress(at x: Double) -> Double {
        // 1.
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        // 2.
        var t = x
        for _ in 0..<8 {
            let error = Self.bezier(t, x1, x2) - x
            if abs(error) < 1e-9 { return Self.bezier(t, y1, y2) }
            let slope = Self.slope(t, x1, x2)
            if abs(slope) < 1e-6 { break }
            t -= error / slope
        }
        if t < 0 || t > 1 || abs(Self.bezier(t, x1, x2) - x) > 1e-7 {
            var lo = 0.0, hi = 1.0
            t = x
            for _ in 0..<60 {
                let v = Self.bezier(t, x1, x2)
                if abs(v - x) < 1e-9 { break }
                if v < x { lo = t } else { hi = t }
                t = (lo + hi) / 2
            }
        }
        // 3.
        return Self.bezier(t, y1, y2)
    }

    /// One coordinate of the Bézier with end points 0 and 1 and control values `c1`, `c2`.
    static func bezier(_ t: Double, _ c1: Double, _ c2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * c1 + 3 * u * t * t * c2 + t * t * t
    }
    static func slope(_ t: Double, _ c1: Double, _ c2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * c1 + 6 * u * t * (c2 - c1) + 3 * t * t * (1 - c2)
    }
}
