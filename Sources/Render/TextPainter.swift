import CCairo
import Layout

/// Draws measured text: the `PangoLayout` kept in the measurement is shown as is (never shaped again),
/// its logical rectangle's corner on the frame origin. Runs with their own colour carry it as a Pango
/// attribute; the rest take the text's paint, which is cairo's source while the layout is shown.
///
/// A gradient paint cannot be a glyph colour: the text is drawn in black into a group clipped to its
/// frame, and the gradient is painted through that group's coverage (`cairo_mask`). Runs with their own
/// colour are then gradient-coloured too; run backgrounds keep their colour (`TextRunBackgrounds`).
///
/// Lines are drawn where Pango put them, or one by one at the baselines `TextLines` chose when fallback
/// glyphs made mockshot place them (`lineOrigins`).
enum TextPainter {
    /// Runs concurrently with other renders' text drawing (see `OwnedFaces`).
    static func draw(_ layout: OpaquePointer, logicalOrigin: (x: Double, y: Double), lineOrigins: [(x: Double, baseline: Double)]? = nil,
                     paint: Paint, origin: Point, bounds: Rect, cr: OpaquePointer) {
        let x = origin.x - logicalOrigin.x, y = origin.y - logicalOrigin.y
        func show(_ layout: OpaquePointer) {
            guard let lineOrigins else {
                cairo_move_to(cr, x, y)
                pango_cairo_show_layout(cr, layout)
                return
            }
            var node = pango_layout_get_lines_readonly(layout)
            for line in lineOrigins {
                guard let current = node else { break }
                if let pangoLine = current.pointee.data?.assumingMemoryBound(to: PangoLayoutLine.self) {
                    cairo_move_to(cr, origin.x + line.x, origin.y + line.baseline)
                    pango_cairo_show_layout_line(cr, pangoLine)
                }
                node = current.pointee.next
            }
        }
        switch paint {
        case .color, .material:
            PaintSource.set(paint, bounds: bounds, on: cr)
            show(layout)
            cairo_new_path(cr)
        default:
            // Run backgrounds go on the target; the mask is drawn without them (see `TextRunBackgrounds`).
            let glyphsOnly = TextRunBackgrounds.layoutWithout(layout)
            defer { if let glyphsOnly { g_object_unref(UnsafeMutableRawPointer(glyphsOnly)) } }
            if glyphsOnly != nil { TextRunBackgrounds.paint(layout, x: x, y: y, lineOrigins: lineOrigins, origin: origin, cr: cr) }
            // Glyphs may overhang the logical box a little (italics, accents): leave room in the group.
            let margin = max(4, bounds.height / 4)
            CoverageMask.fill(paint, bounds: bounds, area: bounds.insetBy(dx: -margin, dy: -margin), cr: cr) {
                show(glyphsOnly ?? layout)
            }
        }
    }
}
