import CCairo
import Layout

/// Fills what `draw` covers with any paint: `draw` runs in opaque black into a group clipped to `area`,
/// and `paint` (mapped onto `bounds`) is then painted through that coverage. This is how gradients and
/// other non-solid paints reach glyphs and icon strokes, which Cairo can only draw in one source colour.
enum CoverageMask {
    static func fill(_ paint: Paint, bounds: Rect, area: Rect, cr: OpaquePointer, draw: () -> Void) {
        cairo_save(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, area.minX, area.minY, area.width, area.height)
        cairo_clip(cr)
        cairo_push_group(cr)
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        draw()
        cairo_new_path(cr)
        if let coverage = CairoPattern(taking: cairo_pop_group(cr)) {
            PaintSource.set(paint, bounds: bounds, on: cr)
            cairo_mask(cr, coverage.pointer)
        }
        cairo_restore(cr)
    }
}
