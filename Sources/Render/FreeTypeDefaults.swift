import CCairo

/// Pins the FreeType settings that change how glyphs are drawn, so the environment cannot.
///
/// Why: FreeType reads `FREETYPE_PROPERTIES` when a library is created, and that variable can switch on
/// stem darkening for CFF fonts (Inter and Sora are CFF), changing every glyph's coverage: the same input
/// would give different bytes on a machine that sets it. The library that draws is cairo's, which cairo
/// does not expose; it is reached through a face cairo loads (`glyph.library`), once, before any render,
/// and given FreeType's own defaults: no stem darkening for the CFF, Type 1 and CID drivers and the
/// auto-hinter, and the v40 TrueType interpreter. (Hinting is off anyway, see `FontLibrary`.) The face is
/// loaded through cairo directly, not Pango, so no font set is matched or sorted for it.
enum FreeTypeDefaults {
    /// `fontFile`: any font file cairo can load (a bundled one).
    static func apply(loading fontFile: String) {
        guard let pattern = FcPatternCreate() else { return }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, FC_FILE, fontFile)
        FcPatternAddInteger(pattern, FC_INDEX, 0)
        guard let face = cairo_ft_font_face_create_for_pattern(pattern) else { return }
        defer { cairo_font_face_destroy(face) }
        var matrix = cairo_matrix_t(), identity = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, 12, 12)
        cairo_matrix_init_identity(&identity)
        let options = cairo_font_options_create()
        defer { cairo_font_options_destroy(options) }
        guard let scaled = cairo_scaled_font_create(face, &matrix, &identity, options) else { return }
        defer { cairo_scaled_font_destroy(scaled) }
        guard let ftFace = cairo_ft_scaled_font_lock_face(scaled) else { return }
        defer { cairo_ft_scaled_font_unlock_face(scaled) }
        guard let library = ftFace.pointee.glyph?.pointee.library else { return }
        pin(library)
    }

    /// Gives `library` the settings above (cairo's, and the one `OwnedFaces` opens faces in).
    static func pin(_ library: FT_Library) {
        var noDarkening: FT_Bool = 1
        for module in ["cff", "type1", "t1cid", "autofitter"] {
            _ = FT_Property_Set(library, module, "no-stem-darkening", &noDarkening)
        }
        var interpreter = FT_UInt(TT_INTERPRETER_VERSION_40)
        _ = FT_Property_Set(library, "truetype", "interpreter-version", &interpreter)
    }
}
