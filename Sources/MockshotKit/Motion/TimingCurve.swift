/// A cubic Bézier timing curve from (0,0) to (1,1) with inner control points (x1,y1) and (x2,y2): the
/// curve behind SwiftUI's `.easeIn` / `.easeOut` / `.easeInOut` (Core Animation's
/// `CAMediaTimingFunction`, CSS `cubic-bezier`). Renders are stills, so an animated component is
/// drawn at a named instant; kits sample this curve to get the eased value at that instant.
public struct TimingCurve: Hashable, Sendable {
    public let x1: Double, y1: Double, x2: Double, y2: Double

    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
    }

    /// Constant speed.
    public static let linear = TimingCurve(x1: 0, y1: 0, x2: 1, y2: 1)
    /// SwiftUI's `.easeIn`: slow start.
    public static let easeIn = TimingCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)
    /// SwiftUI's `.easeOut`: slow finish.
    public static let easeOut = TimingCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)
    /// SwiftUI's `.easeInOut` (and the default `withAnimation` curve before springs): slow at both ends.
    public static let easeInOut = TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    /// The eased progress (0…1) at linear time fraction `time` (0…1).
    ///
    /// The curve is parametric, so the time is first turned into the curve parameter whose x it is.
    public func progress(at time: Double) -> Double {
        // 1. Before the start and after the end the animation rests; the ends are exact.
        if time <= 0 { return 0 }
        if time >= 1 { return 1 }
        // 2. Newton steps from s = time: fast where the curve's x is steep enough.
        var s = time
        for _ in 0..<8 {
            let error = Self.bezier(s, x1, x2) - time
            if abs(error) < 1e-9 { return Self.bezier(s, y1, y2) }
            let slope = Self.slope(s, x1, x2)
            if abs(slope) < 1e-6 { break }
            s -= error / slope
        }
        // 3. Where Newton stalled (flat x) or left 0…1, bisect: x is monotonic for control x in 0…1.
        if !(0...1).contains(s) || abs(Self.bezier(s, x1, x2) - time) > 1e-9 {
            var lo = 0.0, hi = 1.0
            for _ in 0..<64 {
                s = (lo + hi) / 2
                let x = Self.bezier(s, x1, x2)
                if abs(x - time) < 1e-12 { break }
                if x < time { lo = s } else { hi = s }
            }
        }
        // 4. The eased value is the curve's y at that parameter.
        return Self.bezier(s, y1, y2)
    }

    /// One coordinate of the cubic Bézier at parameter `s`, with end values 0 and 1 and inner control
    /// values `c1`, `c2` (pass x1, x2 for x; y1, y2 for y). Public so tests can walk the curve
    /// parametrically and compare with `progress(at:)`.
    public static func bezier(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * c1 + 3 * u * s * s * c2 + s * s * s
    }

    /// d/ds of `bezier(s, c1, c2)`.
    static func slope(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * c1 + 6 * u * s * (c2 - c1) + 3 * s * s * (1 - c2)
    }
}
