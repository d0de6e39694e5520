/// SwiftUI's `.easeOut` timing curve, the cubic Bézier (0, 0) (0.58, 1) (1, 1): maps elapsed time
/// (0…1 of the duration) to animation progress, so entrance frames can be rendered at real times.
public enum CAIEaseOut {
    static let x1 = 0.0, y1 = 0.0, x2 = 0.58, y2 = 1.0

    /// Progress at `t` (0…1, clamped).
    ///
    /// 1. Solve x(s) = t for the curve parameter s by Newton's method (x is monotonic), falling back to
    ///    bisection if the derivative vanishes.
    /// 2. Return y(s).
    public static func progress(at t: Double) -> Double {
        let t = min(max(t, 0), 1)
        func bez(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        func dBez(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
        }
        // 1. Newton on x(s) − t, then bisection as a safety net.
        var s = t
        for _ in 0..<8 {
            let d = dBez(s, x1, x2)
            if abs(d) < 1e-9 { break }
            s -= (bez(s, x1, x2) - t) / d
            s = min(max(s, 0), 1)
        }
        if abs(bez(s, x1, x2) - t) > 1e-7 {
            var lo = 0.0, hi = 1.0
            for _ in 0..<60 {
                s = (lo + hi) / 2
                if bez(s, x1, x2) < t { lo = s } else { hi = s }
            }
        }
        // 2. Progress.
        return bez(s, y1, y2)
    }
}
