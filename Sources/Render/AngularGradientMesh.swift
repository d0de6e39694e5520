import CCairo
import Glibc
import Layout

/// SwiftUI's `AngularGradient` (a conic gradient) as a cairo mesh pattern, since cairo has no conic
/// gradient of its own.
///
/// The full turn around `center` is cut into thin sectors, each a Coons patch from the centre out to a
/// circle that covers the filled bounds: corners at the centre and on the arc take the gradient's colour at
/// the sector's two angles, so colour varies linearly with angle inside a sector. Sector edges include
/// every stop and are at most `maxSectorDegrees` apart, so the piecewise-linear result is the gradient
/// itself (up to the cubic arc's near-uniform parametrisation). Angles are degrees clockwise on screen from
/// the positive x axis; location 0 is `startAngle`, 1 is `endAngle`. When the gradient spans less than a
/// full turn, the gap is split at its middle: the end colour continues up to it, the start colour after it.
enum AngularGradientMesh {
    static let maxSectorDegrees = 10.0

    static func makePattern(stops: [ResolvedStop], center: Point, startAngle: Double, endAngle: Double,
                            covering bounds: Rect) -> CairoPattern? {
        guard let pattern = CairoPattern(taking: cairo_pattern_create_mesh()) else { return nil }
        // Stops quantised first, so the colour at a stop is exactly its byte values (see `DeviceColor`).
        let sorted = stops.map { ResolvedStop(color: DeviceColor.quantize($0.color), location: $0.location) }
            .sorted { $0.location < $1.location }
        guard let first = sorted.first, let last = sorted.last else { return pattern }
        // 1. Radius reaching past every corner of the bounds (plus a margin for strokes on the outline).
        let corners = [Point(x: bounds.minX, y: bounds.minY), Point(x: bounds.maxX, y: bounds.minY),
                       Point(x: bounds.minX, y: bounds.maxY), Point(x: bounds.maxX, y: bounds.maxY)]
        let radius = corners.map { hypot($0.x - center.x, $0.y - center.y) }.max()! + 8
        // 2. The gradient's own span, sector by sector, breaking at every stop.
        let span = min(max(endAngle - startAngle, 0), 360)
        if span > 0 {
            var breaks = sorted.map { startAngle + min(max($0.location, 0), 1) * span }
            breaks.append(contentsOf: [startAngle, startAngle + span])
            breaks = Array(Set(breaks)).sorted()
            for (a, b) in zip(breaks, breaks.dropFirst()) where b > a {
                let pieces = Int((b - a) / maxSectorDegrees) + 1
                for i in 0..<pieces {
                    let a0 = a + (b - a) * Double(i) / Double(pieces), a1 = a + (b - a) * Double(i + 1) / Double(pieces)
                    addSector(to: pattern.pointer, center: center, radius: radius, from: a0, to: a1,
                              colors: (color(at: (a0 - startAngle) / span, sorted), color(at: (a1 - startAngle) / span, sorted)))
                }
            }
        }
        // 3. The rest of the turn: end colour, then start colour.
        let gap = 360 - span
        if gap > 0 {
            let middle = startAngle + span + gap / 2
            fillSolid(pattern.pointer, center: center, radius: radius, from: startAngle + span, to: middle, color: last.color)
            fillSolid(pattern.pointer, center: center, radius: radius, from: middle, to: startAngle + 360, color: first.color)
        }
        return pattern
    }

    /// The gradient's colour at `t` (0...1), linear between the stops around it.
    static func color(at t: Double, _ stops: [ResolvedStop]) -> RGBA {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for (s0, s1) in zip(stops, stops.dropFirst()) where t >= s0.location && t <= s1.location {
            let f = s1.location > s0.location ? (t - s0.location) / (s1.location - s0.location) : 1
            let a = s0.color, b = s1.color
            return RGBA(r: a.r + (b.r - a.r) * f, g: a.g + (b.g - a.g) * f, b: a.b + (b.b - a.b) * f, a: a.a + (b.a - a.a) * f)
        }
        return last.color
    }

    private static func fillSolid(_ mesh: OpaquePointer, center: Point, radius: Double, from a: Double, to b: Double, color: RGBA) {
        let pieces = Int((b - a) / maxSectorDegrees) + 1
        for i in 0..<pieces {
            addSector(to: mesh, center: center, radius: radius, from: a + (b - a) * Double(i) / Double(pieces),
                      to: a + (b - a) * Double(i + 1) / Double(pieces), colors: (color, color))
        }
    }

    /// One patch: centre → arc start → (cubic arc) → arc end → centre. Corners 0 and 1 take the first
    /// colour, 2 and 3 the second.
    private static func addSector(to mesh: OpaquePointer, center: Point, radius: Double, from a0: Double, to a1: Double,
                                  colors: (RGBA, RGBA)) {
        let r0 = a0 * .pi / 180, r1 = a1 * .pi / 180
        let k = 4.0 / 3.0 * tan((r1 - r0) / 4) * radius
        let p0 = Point(x: center.x + radius * cos(r0), y: center.y + radius * sin(r0))
        let p1 = Point(x: center.x + radius * cos(r1), y: center.y + radius * sin(r1))
        cairo_mesh_pattern_begin_patch(mesh)
        cairo_mesh_pattern_move_to(mesh, center.x, center.y)
        cairo_mesh_pattern_line_to(mesh, p0.x, p0.y)
        cairo_mesh_pattern_curve_to(mesh, p0.x - k * sin(r0), p0.y + k * cos(r0), p1.x + k * sin(r1), p1.y - k * cos(r1), p1.x, p1.y)
        cairo_mesh_pattern_line_to(mesh, center.x, center.y)
        for (corner, color) in [(0, colors.0), (1, colors.0), (2, colors.1), (3, colors.1)] {
            let c = DeviceColor.quantize(color)
            cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), c.r, c.g, c.b, c.a)
        }
        cairo_mesh_pattern_end_patch(mesh)
    }
}
