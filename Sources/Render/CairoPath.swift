import CCairo
import Icons
import Layout

/// Replays outlines into cairo's current path. Cairo has no quadratic curves: a quadratic Bézier is
/// raised to the equivalent cubic (control points 2/3 of the way from each end to the quadratic control).
enum CairoPath {
    /// Appends `path` (absolute points, in the current user space) to the current path.
    static func append(_ path: Path, to cr: OpaquePointer) {
        var current = Point.zero
        var start = Point.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                cairo_move_to(cr, p.x, p.y)
                current = p; start = p
            case .line(let p):
                cairo_line_to(cr, p.x, p.y)
                current = p
            case let .quadCurve(p, c):
                let c1x = current.x + 2 / 3 * (c.x - current.x), c1y = current.y + 2 / 3 * (c.y - current.y)
                let c2x = p.x + 2 / 3 * (c.x - p.x), c2y = p.y + 2 / 3 * (c.y - p.y)
                cairo_curve_to(cr, c1x, c1y, c2x, c2y, p.x, p.y)
                current = p
            case let .curve(p, c1, c2):
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .closeSubpath:
                cairo_close_path(cr)
                current = start
            }
        }
    }

    /// Appends an icon outline, mapping viewBox units to points: `x * scale + origin.x`.
    static func append(_ segments: [IconSegment], scale: Double, origin: Point, to cr: OpaquePointer) {
        for segment in segments {
            switch segment {
            case .move(let p):
                cairo_move_to(cr, origin.x + p.x * scale, origin.y + p.y * scale)
            case .line(let p):
                cairo_line_to(cr, origin.x + p.x * scale, origin.y + p.y * scale)
            case let .cubic(c1, c2, p):
                cairo_curve_to(cr, origin.x + c1.x * scale, origin.y + c1.y * scale,
                               origin.x + c2.x * scale, origin.y + c2.y * scale,
                               origin.x + p.x * scale, origin.y + p.y * scale)
            case .close:
                cairo_close_path(cr)
            }
        }
    }
}
