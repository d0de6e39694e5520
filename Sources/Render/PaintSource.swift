import CCairo
import Layout

/// Makes a `Paint` cairo's source. Gradient geometry is in the unit space of `bounds` (radial radii in
/// points), as SwiftUI maps a gradient onto the frame of whatever it fills; linear and radial gradients
/// pad beyond their ends, as SwiftUI's do.
enum PaintSource {
    static func set(_ paint: Paint, bounds: Rect, on cr: OpaquePointer) {
        switch paint {
        case .color(let c):
            DeviceColor.setSource(c, on: cr)
        case .material(let material):
            // Where a material cannot blur (a stroke, text), it is its tint.
            DeviceColor.setSource(material.tint, on: cr)
        default:
            if let pattern = makePattern(paint, bounds: bounds) {
                cairo_set_source(cr, pattern.pointer)
            } else {
                cairo_set_source_rgba(cr, 0, 0, 0, 0)
            }
        }
    }

    /// A pattern for a gradient paint (nil for colours and materials, or if cairo refuses it).
    static func makePattern(_ paint: Paint, bounds: Rect) -> CairoPattern? {
        switch paint {
        case let .linearGradient(stops, start, end):
            let a = start.resolved(in: bounds), b = end.resolved(in: bounds)
            let pattern = CairoPattern(taking: cairo_pattern_create_linear(a.x, a.y, b.x, b.y))
            return pattern.map { addStops(stops, to: $0) }
        case let .radialGradient(stops, center, startRadius, endRadius):
            let c = center.resolved(in: bounds)
            let pattern = CairoPattern(taking: cairo_pattern_create_radial(c.x, c.y, max(0, startRadius), c.x, c.y, max(0, endRadius)))
            return pattern.map { addStops(stops, to: $0) }
        case let .angularGradient(stops, center, startAngle, endAngle):
            return AngularGradientMesh.makePattern(stops: stops, center: center.resolved(in: bounds),
                                                   startAngle: startAngle, endAngle: endAngle, covering: bounds)
        case .color, .material:
            return nil
        }
    }

    private static func addStops(_ stops: [ResolvedStop], to pattern: CairoPattern) -> CairoPattern {
        for stop in stops {
            let c = DeviceColor.quantize(stop.color)
            cairo_pattern_add_color_stop_rgba(pattern.pointer, min(max(stop.location, 0), 1), c.r, c.g, c.b, c.a)
        }
        cairo_pattern_set_extend(pattern.pointer, CAIRO_EXTEND_PAD)
        return pattern
    }
}
