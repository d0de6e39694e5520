import CCairo
import Layout

/// Run backgrounds (`Text.background(_:)`, a Pango background attribute) for text drawn through a
/// coverage mask, i.e. with a gradient paint.
///
/// Why: Pango fills a run's background itself, before its glyphs, when the layout is shown. Shown into the
/// mask, the fill would become coverage and take the gradient like the glyphs. So the backgrounds are
/// filled here, on the target, where Pango would put them: the run's logical x-extent by its line's
/// logical y-extent, in the attribute's colour; and the mask is drawn from a copy of the layout without
/// background attributes. The copy is shaped again, but only text with both a gradient and a run
/// background pays for that.
enum TextRunBackgrounds {
    /// A copy of `layout` without background attributes (one reference, owned by the caller), or nil
    /// when it has none.
    static func layoutWithout(_ layout: OpaquePointer) -> OpaquePointer? {
        guard let original = pango_layout_get_attributes(layout), let attributes = pango_attr_list_copy(original) else { return nil }
        defer { pango_attr_list_unref(attributes) }
        let removed = pango_attr_list_filter(attributes, { attribute, _ in
            guard let type = attribute?.pointee.klass?.pointee.type else { return 0 }
            return type == PANGO_ATTR_BACKGROUND || type == PANGO_ATTR_BACKGROUND_ALPHA ? 1 : 0
        }, nil)
        guard let removed else { return nil }
        pango_attr_list_unref(removed)
        guard let copy = pango_layout_copy(layout) else { return nil }
        pango_layout_set_attributes(copy, attributes)
        return copy
    }

    /// Fills the backgrounds of `layout`'s runs, the layout's origin at (`x`, `y`) in user space. When
    /// mockshot placed the lines itself (`lineOrigins`, relative to the text's `origin`; see `TextLines`),
    /// each line's boxes move with its baseline, as Pango's own backgrounds do when a line is drawn there.
    static func paint(_ layout: OpaquePointer, x: Double, y: Double, lineOrigins: [(x: Double, baseline: Double)]? = nil,
                      origin: Point = .zero, cr: OpaquePointer) {
        guard let iterator = pango_layout_get_iter(layout) else { return }
        defer { pango_layout_iter_free(iterator) }
        let unit = Double(PANGO_SCALE)
        var lineIndex = 0, lastLine: OpaquePointer? = nil
        repeat {
            let line = OpaquePointer(pango_layout_iter_get_line_readonly(iterator))
            if lastLine != nil && line != lastLine { lineIndex += 1 }
            lastLine = line
            // A line's end has no run (nil).
            guard let run = pango_layout_iter_get_run_readonly(iterator), let color = background(of: run.pointee.item) else { continue }
            var runBox = PangoRectangle(), lineBox = PangoRectangle()
            pango_layout_iter_get_run_extents(iterator, nil, &runBox)
            pango_layout_iter_get_line_extents(iterator, nil, &lineBox)
            var boxX = x + Double(runBox.x) / unit, boxY = y + Double(lineBox.y) / unit
            if let lineOrigins, lineIndex < lineOrigins.count {
                let placed = lineOrigins[lineIndex]
                boxX = origin.x + placed.x + Double(runBox.x - lineBox.x) / unit
                boxY = origin.y + placed.baseline - Double(pango_layout_iter_get_baseline(iterator) - lineBox.y) / unit
            }
            cairo_new_path(cr)
            cairo_rectangle(cr, boxX, boxY, Double(runBox.width) / unit, Double(lineBox.height) / unit)
            // Pango's 16-bit values (n · 257, see `DeviceColor`) over 65535, as Pango's cairo renderer sets them.
            cairo_set_source_rgba(cr, Double(color.r) / 65535, Double(color.g) / 65535, Double(color.b) / 65535, Double(color.a) / 65535)
            cairo_fill(cr)
        } while pango_layout_iter_next_run(iterator) != 0
    }

    /// The background colour and alpha (16-bit) among an item's attributes, if it has a background.
    private static func background(of item: UnsafeMutablePointer<PangoItem>?) -> (r: UInt16, g: UInt16, b: UInt16, a: UInt16)? {
        var color: PangoColor?
        var alpha = UInt16.max
        var node = item?.pointee.analysis.extra_attrs
        while let current = node {
            if let attribute = current.pointee.data?.assumingMemoryBound(to: PangoAttribute.self),
               let type = attribute.pointee.klass?.pointee.type {
                if type == PANGO_ATTR_BACKGROUND {
                    color = UnsafeMutableRawPointer(attribute).assumingMemoryBound(to: PangoAttrColor.self).pointee.color
                } else if type == PANGO_ATTR_BACKGROUND_ALPHA {
                    alpha = UInt16(clamping: UnsafeMutableRawPointer(attribute).assumingMemoryBound(to: PangoAttrInt.self).pointee.value)
                }
            }
            node = current.pointee.next
        }
        guard let color else { return nil }
        return (color.red, color.green, color.blue, alpha)
    }
}
