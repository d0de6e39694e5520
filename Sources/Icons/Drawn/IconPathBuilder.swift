import Glibc

/// Builds outlines in viewBox units (24×24, y down) for mockshot's hand-drawn symbols.
///
/// Hand-drawn symbols are constructed, not traced: a star is four tips joined by curves bowed towards
/// its centre, a gear is teeth stepped around a circle. Code states those constructions (and keeps
/// their numbers meaningful) where SVG path data would only hold the result.
///
/// Angles are in degrees, measured as on screen: 0° points right and angles grow clockwise (y is
/// down), so 90° points down.
struct IconPathBuilder {
    private(set) var segments: [IconSegment] = []
    /// Where the pen is, for quadratic and arc pieces that need their start point.
    private var current = IconPoint(x: 0, y: 0)

    init() {}

    mutating func move(_ x: Double, _ y: Double) {
        current = IconPoint(x: x, y: y)
        segments.append(.move(to: current))
    }

    mutating func line(_ x: Double, _ y: Double) {
        current = IconPoint(x: x, y: y)
        segments.append(.line(to: current))
    }

    mutating func cubic(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double, _ x: Double, _ y: Double) {
        segments.append(.cubic(control1: IconPoint(x: c1x, y: c1y), control2: IconPoint(x: c2x, y: c2y),
                                to: IconPoint(x: x, y: y)))
        current = IconPoint(x: x, y: y)
    }

    /// A quadratic Bézier through control (`cx`, `cy`), raised to the exact cubic (controls two
    /// thirds of the way from each end to the quadratic control).
    mutating func quad(_ cx: Double, _ cy: Double, _ x: Double, _ y: Double) {
        let start = current
        cubic(start.x + 2 / 3 * (cx - start.x), start.y + 2 / 3 * (cy - start.y),
              x + 2 / 3 * (cx - x), y + 2 / 3 * (cy - y), x, y)
    }

    /// A circular arc around (`cx`, `cy`) from angle `from` to angle `to` (clockwise when `to` >
    /// `from`), joined to the current point by a line if it does not start there. With no current
    /// subpath (first call) it starts one at the arc's start.
    ///
    /// Steps: 1. connect to the arc's start; 2. split the sweep into pieces of at most 90°; 3. each
    /// piece is a cubic with handles 4/3·tan(Δ/4)·r along the tangents (exact at the ends and mid-point).
    mutating func arc(_ cx: Double, _ cy: Double, radius r: Double, from: Double, to: Double) {
        let a0 = from * .pi / 180, a1 = to * .pi / 180
        // 1. Start.
        let start = IconPoint(x: cx + r * cos(a0), y: cy + r * sin(a0))
        if segments.isEmpty {
            move(start.x, start.y)
        } else if !Self.near(current, start) {
            line(start.x, start.y)
        }
        // 2. Pieces.
        let sweep = a1 - a0
        let count = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up) - 1e-9))
        let delta = sweep / Double(count)
        let k = 4.0 / 3.0 * tan(delta / 4)
        // 3. Cubics.
        for index in 0..<count {
            let s = a0 + delta * Double(index), e = s + delta
            cubic(cx + r * (cos(s) - k * sin(s)), cy + r * (sin(s) + k * cos(s)),
                  cx + r * (cos(e) + k * sin(e)), cy + r * (sin(e) - k * cos(e)),
                  cx + r * cos(e), cy + r * sin(e))
        }
    }

    mutating func close() {
        segments.append(.close)
    }

    /// Appends another outline (its own subpaths) after this one.
    mutating func append(_ other: [IconSegment]) {
        segments += other
        if let last = other.last(where: { $0.endPoint != nil })?.endPoint { current = last }
    }

    static func near(_ a: IconPoint, _ b: IconPoint) -> Bool {
        abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9
    }

    // MARK: Closed shapes

    /// A circle starting at its rightmost point, clockwise on screen (or anticlockwise, for a hole
    /// wound against its outline).
    static func circle(_ cx: Double, _ cy: Double, radius r: Double, clockwise: Bool = true) -> [IconSegment] {
        var path = IconPathBuilder()
        path.arc(cx, cy, radius: r, from: 0, to: clockwise ? 360 : -360)
        path.close()
        return path.segments
    }

    /// A stadium (a line segment with round ends) of half-width `r` around the segment from `a` to
    /// `b`, clockwise on screen.
    static func capsule(from a: IconPoint, to b: IconPoint, radius r: Double) -> [IconSegment] {
        let angle = atan2(b.y - a.y, b.x - a.x) * 180 / .pi
        var path = IconPathBuilder()
        // Round end at b from its left side (angle − 90°) around to its right (angle + 90°), then back to a.
        path.arc(b.x, b.y, radius: r, from: angle - 90, to: angle + 90)
        path.arc(a.x, a.y, radius: r, from: angle + 90, to: angle + 270)
        path.close()
        return path.segments
    }
}

/// Cosine and sine of an angle in degrees (the builder's unit).
func cosDegrees(_ degrees: Double) -> Double { cos(degrees * .pi / 180) }
func sinDegrees(_ degrees: Double) -> Double { sin(degrees * .pi / 180) }

/// The point at `radius` from (`cx`, `cy`) in direction `degrees` (0° right, 90° down).
func polarPoint(_ cx: Double, _ cy: Double, radius: Double, degrees: Double) -> IconPoint {
    IconPoint(x: cx + radius * cosDegrees(degrees), y: cy + radius * sinDegrees(degrees))
}

/// The direction of (`dx`, `dy`) in degrees (0° right, 90° down).
func atan2Degrees(_ dy: Double, _ dx: Double) -> Double { atan2(dy, dx) * 180 / .pi }
