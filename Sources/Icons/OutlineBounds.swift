/// Exact geometric bounds of an outline: the ink of the centre line, before stroke width.
///
/// Control points of a cubic can lie well outside the curve (every Lucide corner arc has them),
/// so their hull would overstate an icon's extent; the true extremes are where the curve's
/// derivative vanishes.
enum OutlineBounds {
    /// Steps: 1. include every end point; 2. for each cubic, solve B'(t) = 0 per axis and include
    /// the curve at the roots inside (0, 1). Returns nil for an empty outline.
    static func of(_ segments: [IconSegment]) -> IconRect? {
        var bounds: IconRect?
        var current = IconPoint(x: 0, y: 0)
        var subpathStart = current
        func include(_ point: IconPoint) {
            if bounds == nil {
                bounds = IconRect(minX: point.x, minY: point.y, maxX: point.x, maxY: point.y)
            } else {
                bounds?.include(point)
            }
        }
        for segment in segments {
            switch segment {
            case .move(let point):
                include(point)
                current = point
                subpathStart = point
            case .line(let point):
                include(point)
                current = point
            case .cubic(let c1, let c2, let end):
                include(end)
                for t in extremaParameters(current.x, c1.x, c2.x, end.x)
                    + extremaParameters(current.y, c1.y, c2.y, end.y) {
                    include(point(on: (current, c1, c2, end), at: t))
                }
                current = end
            case .close:
                current = subpathStart
            }
        }
        return bounds
    }

    /// Parameters in (0, 1) where one coordinate of a cubic has a zero derivative.
    /// B'(t)/3 = a·t² + b·t + c with a = -p0 + 3p1 - 3p2 + p3, b = 2(p0 - 2p1 + p2), c = p1 - p0.
    static func extremaParameters(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> [Double] {
        let a = -p0 + 3 * p1 - 3 * p2 + p3
        let b = 2 * (p0 - 2 * p1 + p2)
        let c = p1 - p0
        var roots: [Double] = []
        if abs(a) < 1e-12 {
            if abs(b) > 1e-12 { roots.append(-c / b) }
        } else {
            let discriminant = b * b - 4 * a * c
            if discriminant >= 0 {
                let root = discriminant.squareRoot()
                roots.append((-b + root) / (2 * a))
                roots.append((-b - root) / (2 * a))
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    /// The cubic Bézier evaluated at `t` (Bernstein form).
    static func point(on curve: (IconPoint, IconPoint, IconPoint, IconPoint), at t: Double) -> IconPoint {
        let u = 1 - t
        let w0 = u * u * u, w1 = 3 * u * u * t, w2 = 3 * u * t * t, w3 = t * t * t
        return IconPoint(
            x: w0 * curve.0.x + w1 * curve.1.x + w2 * curve.2.x + w3 * curve.3.x,
            y: w0 * curve.0.y + w1 * curve.1.y + w2 * curve.2.y + w3 * curve.3.y
        )
    }
}
