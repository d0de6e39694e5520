import CCairo

/// FreeType faces that mockshot opens and owns, one per font file and face index, handed to cairo in each
/// Pango font's pattern (`FC_FT_FACE`), so that cairo never opens, caches or closes a face of its own.
///
/// Why: cairo 1.16 (Debian 12's) keeps at most ten faces it opened itself and, opening another, closes one
/// it believes idle. It reads that face's lock count without the face's own mutex, so it can close a face
/// another thread has just taken (the count is raised under the face's mutex only): that thread then draws
/// with a freed `FT_Face`, and the process crashes in FreeType or cairo, or a render fails with "error
/// occurred in libfreetype". Concurrent renders (parallel tests, `--jobs`) with more than ten faces in use
/// (Inter's and Sora's weights, JetBrains Mono, each script's fallback) met it every few runs, and until now
/// a process-wide lock serialised every text call of concurrent renders to avoid it.
///
/// A face given in the pattern makes cairo's font "from a face": cairo never closes it and never counts it
/// among its ten, so the race cannot happen, and cairo still locks each face for the length of each call,
/// so two threads never use one `FT_Face` at once. Faces live as long as the process (cairo requires the
/// face to outlive every font made from it): at most one per font file and index we ship or fall back to.
///
/// Pango's hook hands over the pattern Pango also keeps as the font's cache key, so the face is added to
/// that pattern in place. Pango then no longer finds an equal pattern it resolves later (for another
/// language's font set, say) in its table of unique patterns, and makes a second `PangoFont` for the same
/// face and size. That costs a small object, not glyphs: cairo maps both to the one cairo font face (by
/// `FT_Face` and options) and so to the one scaled font and glyph cache.
///
/// The faces belong to a FreeType library of our own (FreeType allows one thread at a time to open faces in
/// a library; `lock` is that), with the same pinned settings as cairo's (`FreeTypeDefaults.pin`).
final class OwnedFaces: @unchecked Sendable {
    // @unchecked: `library` and `faces` are only touched under `lock`.
    static let shared = OwnedFaces()

    private struct Key: Hashable {
        let file: String
        let index: Int32
    }

    private let lock = Lock()
    private var library: FT_Library?
    private var faces: [Key: FT_Face] = [:]

    /// Gives `pattern` (a fully resolved font pattern) its face, unless it has one already or names no file.
    /// A face FreeType cannot open is left to cairo, which then reports the error as before.
    func attach(to pattern: OpaquePointer) {
        var existing: FT_Face?
        guard FcPatternGetFTFace(pattern, FC_FT_FACE, 0, &existing) == FcResultNoMatch else { return }
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file else { return }
        var index: Int32 = 0
        _ = FcPatternGetInteger(pattern, FC_INDEX, 0, &index)
        let key = Key(file: String(cString: file), index: index)
        guard let face = self.face(for: key) else { return }
        FcPatternAddFTFace(pattern, FC_FT_FACE, face)
    }

    /// The face for `key`, opened on first use.
    private func face(for key: Key) -> FT_Face? {
        lock.withLock {
            if let face = faces[key] { return face }
            if library == nil {
                var made: FT_Library?
                guard FT_Init_FreeType(&made) == 0, let made else { return nil }
                FreeTypeDefaults.pin(made)
                library = made
            }
            var face: FT_Face?
            guard FT_New_Face(library, key.file, FT_Long(key.index), &face) == 0, let face else { return nil }
            faces[key] = face
            return face
        }
    }

    /// How many faces are open (for tests).
    var count: Int { lock.withLock { faces.count } }

    /// Makes every font `fontMap` creates use an owned face. Pango calls its decoder hook with each new
    /// font's resolved pattern before cairo sees it; the hook only adds the face and asks for no decoder.
    static func install(on fontMap: UnsafeMutablePointer<PangoFontMap>) {
        pango_fc_font_map_add_decoder_find_func(OpaquePointer(fontMap), { pattern, _ in
            if let pattern { OwnedFaces.shared.attach(to: pattern) }
            return nil
        }, nil, nil)
    }
}
