import CCairo
import Icons
import Layout

/// Draws an SF Symbol substitute following `IconPaint`'s contract: the 24-unit viewBox is scaled to the
/// largest centred square in the frame; elements are painted in order into one group with round caps and
/// joins and the non-zero rule (`stroke` strokes, `fillAndStroke` fills then strokes, the erasers cut with
/// CLEAR inside the group); the group's coverage is then painted with the paint (a gradient is mapped on the
/// frame).
///
/// Fast path: an opaque colour and no erasers draws the elements straight onto the target. Coverage
/// composes the same way directly as through a group when the colour is opaque, so the extra surface
/// would buy nothing.
enum SymbolPainter {
    static func draw(_ symbol: Symbol, frame: Rect, paint: Paint, lineWidth: Double, cr: OpaquePointer) {
        let side = min(frame.width, frame.height)
        guard side > 0, symbol.viewBox > 0 else { return }
        let scale = side / symbol.viewBox
        let origin = Point(x: frame.midX - side / 2, y: frame.midY - side / 2)
        cairo_set_line_width(cr, max(0, lineWidth))
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_set_dash(cr, nil, 0, 0)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        let erases = symbol.elements.contains { $0.paint.erases }
        if case .color(let c) = paint, c.a >= 1, !erases {
            DeviceColor.setSource(c, on: cr)
            for element in symbol.elements { drawElement(element, scale: scale, origin: origin, lineWidth: lineWidth, cr: cr) }
            return
        }
        // The group only needs the frame plus half a stroke (and antialiasing) around it.
        let margin = lineWidth / 2 + 1
        CoverageMask.fill(paint, bounds: frame, area: frame.insetBy(dx: -margin, dy: -margin), cr: cr) {
            for element in symbol.elements {
                cairo_set_operator(cr, element.paint.erases ? CAIRO_OPERATOR_CLEAR : CAIRO_OPERATOR_OVER)
                drawElement(element, scale: scale, origin: origin, lineWidth: lineWidth, cr: cr)
            }
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        }
    }

    private static func drawElement(_ element: IconElement, scale: Double, origin: Point, lineWidth: Double, cr: OpaquePointer) {
        cairo_new_path(cr)
        CairoPath.append(element.segments, scale: scale, origin: origin, to: cr)
        if element.paint.fillsInterior { cairo_fill_preserve(cr) }
        if lineWidth > 0 { cairo_stroke(cr) } else { cairo_new_path(cr) }
    }
}
