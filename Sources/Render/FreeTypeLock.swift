/// One lock around every Pango and cairo call that can reach FreeType: shaping and measuring text
/// (Pango takes glyph extents from cairo's FreeType fonts) and drawing glyphs.
///
/// Why: cairo 1.16 (Debian 12's) keeps at most ten FreeType faces open in the process and, opening
/// another, closes one it believes idle. It reads that face's lock count without the face's own mutex, so
/// it can close a face another thread has just taken (the count is raised under the face's mutex only):
/// the other thread then draws with a freed `FT_Face`, and the process crashes in FreeType or cairo, or
/// a render fails with "error occurred in libfreetype". One render at a time never meets it; concurrent
/// renders (parallel snapshot tests, batch rendering) with more than ten faces in use (Inter's and
/// Sora's weights, JetBrains Mono, and the fallback faces of every script) met it every few runs.
///
/// The lock serialises only the text calls of concurrent renders; layout arithmetic, shapes, images,
/// compositing and encoding still run in parallel, and a single render takes it uncontended. Not
/// reentrant: the measurer and the text painter take it at their entry points, which never call each
/// other.
enum FreeTypeLock {
    private static let lock = Lock()

    static func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        try lock.withLock(body)
    }
}
