/// The "Searching X…" pulse (guide §5): opacity eases between 1 and `low` over 0.9 s with SwiftUI's
/// `.easeInOut` curve, autoreversing forever. A still render samples it at a time `t`.
public enum GrokPulse {
    /// One leg of the pulse, in seconds.
    public static let duration = 0.9
    /// The dim end of the pulse. The guide animates an unspecified `pulse` value; 0.4 keeps the row
    /// legible at its dimmest while reading clearly as a pulse.
    public static let low = 0.4

    /// The opacity `t` seconds after the pulse started.
    public static func opacity(at t: Double) -> Double {
        // 1. Fold time into one 1.8 s cycle, the second leg mirroring the first (autoreverse).
        let cycle = 2 * duration
        var local = t.truncatingRemainder(dividingBy: cycle)
        if local < 0 { local += cycle }
        let leg = local <= duration ? local / duration : (cycle - local) / duration
        // 2. Ease and interpolate from full opacity down to `low`.
        return 1 + (low - 1) * easeInOut(leg)
    }

    /// SwiftUI's `.easeInOut`: the cubic Bézier with control points (0.42, 0) and (0.58, 1).
    static func easeInOut(_ x: Double) -> Double {
        cubicBezierY(atX: min(1, max(0, x)), p1: (0.42, 0), p2: (0.58, 1))
    }

    /// y on the unit cubic Bézier from (0,0) to (1,1) where its x equals `x`.
    static func cubicBezierY(atX x: Double, p1: (Double, Double), p2: (Double, Double)) -> Double {
        func coord(_ s: Double, _ a: Double, _ b: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s
        }
        // 1. Bisection for the parameter s with x(s) = x (x(s) is monotonic for control x in 0...1).
        var lo = 0.0, hi = 1.0
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if coord(mid, p1.0, p2.0) < x { lo = mid } else { hi = mid }
        }
        // 2. y at that parameter.
        return coord((lo + hi) / 2, p1.1, p2.1)
    }
}
