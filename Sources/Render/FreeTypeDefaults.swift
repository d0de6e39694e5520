import CCairo

/// Pins the FreeType settings that change how glyphs are drawn, so the environment cannot.
///
/// Why: FreeType reads `FREETYPE_PROPERTIES` when a library is created, and that variable can switch on
/// stem darkening for CFF fonts (Inter and Sora are CFF), changing every glyph's coverage: the same input
/// would give different bytes on a machine that sets it. The library that draws is cairo's, which cairo
/// does not expose; it is reached through a face cairo has loaded (`glyph.library`), once, before any
/// render, and given FreeType's own defaults: no stem darkening for the CFF, Type 1 and CID drivers and
/// the auto-hinter, and the v40 TrueType interpreter. (Hinting is off anyway, see `FontLibrary`.)
enum FreeTypeDefaults {
    static func apply(to fontMap: FontMap) {
        let context = fontMap.makeContext()
        let description = FontDescription(face: ResolvedFontFace(family: FontNameMap.inter, weight: 400, italic: false), size: 12)
        guard let font = pango_context_load_font(context.pointer, description.pointer) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(font)) }
        guard let scaled = pango_cairo_font_get_scaled_font(OpaquePointer(font)),
              let face = cairo_ft_scaled_font_lock_face(scaled) else { return }
        defer { cairo_ft_scaled_font_unlock_face(scaled) }
        guard let library = face.pointee.glyph?.pointee.library else { return }
        var noDarkening: FT_Bool = 1
        for module in ["cff", "type1", "t1cid", "autofitter"] {
            _ = FT_Property_Set(library, module, "no-stem-darkening", &noDarkening)
        }
        var interpreter = FT_UInt(TT_INTERPRETER_VERSION_40)
        _ = FT_Property_Set(library, "truetype", "interpreter-version", &interpreter)
    }
}
