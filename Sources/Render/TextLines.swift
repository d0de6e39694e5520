import CCairo
import Layout

/// Where the lines of a laid-out text sit when some of their glyphs come from fallback faces, and which
/// characters no face has.
///
/// Why: Pango makes a line as tall as the tallest font used in it, so one Japanese word (Noto Sans CJK is
/// 1.45 em tall against Inter's 1.21), an Arabic one (2.1 em) or an emoji would make its line, and the
/// bubble around it, taller than the same line in Latin, and move its baseline. iOS keeps the line height
/// of the font the text asked for, and so does mockshot: a line's ascent and descent are the *requested*
/// faces' (raised or lowered by each run's baseline offset), whatever faces its glyphs came from; taller
/// glyphs may reach into the line spacing, as they do on iOS. Lines whose glyphs all come from the
/// requested faces are left exactly as Pango made them (`lines(of:…)` returns nil when every line is).
struct TextLines {
    /// Each line's logical left edge and baseline, in points from the text's top-left corner.
    var origins: [(x: Double, baseline: Double)]
    /// The text's height: the lines plus the spacing between them.
    var height: Double
    /// The first line's height.
    var firstLineHeight: Double

    /// Pango's flag on a glyph that stands for a character no face has (drawn as a box with its hex code).
    static let unknownGlyphFlag: UInt32 = 0x1000_0000
    /// Pango's glyph for characters that draw nothing (PANGO_GLYPH_EMPTY).
    static let emptyGlyph: UInt32 = 0x0FFF_FFFF

    /// What a pass over a layout's runs found.
    struct Scan {
        /// nil when Pango's line boxes stand (no fallback glyphs).
        var lines: TextLines?
        /// Characters drawn as boxes, in order of appearance, each once.
        var missing: [UInt32]
    }

    /// 1. Map each run of glyphs to the text run it came from, and so to the face that run asked for.
    /// 2. A run whose face is not the requested one is a fallback run; glyphs flagged unknown are missing.
    /// 3. Per line: ascent and descent of the requested faces (each shifted by its run's rise), or Pango's
    ///    own for empty lines; lines stack with the text's spacing.
    ///
    /// `families` caches the family of each face met (by pointer): the caller keeps it while the layouts
    /// that hold those faces live, and empties it when it releases them.
    static func scan(_ layout: OpaquePointer, text: ResolvedText, context: OpaquePointer, fonts: inout FontResolver,
                     families: inout [UnsafeMutablePointer<PangoFont>: String]) -> Scan {
        let unit = Double(PANGO_SCALE)
        // 1. Byte offsets where each text run ends.
        var ends: [Int32] = []
        var offset: Int32 = 0
        for run in text.runs { offset += Int32(run.string.utf8.count); ends.append(offset) }
        func textRun(at byte: Int32) -> ResolvedTextRun? {
            guard let i = ends.firstIndex(where: { byte < $0 }) else { return text.runs.last }
            return text.runs[i]
        }
        func family(of font: UnsafeMutablePointer<PangoFont>) -> String {
            if let f = families[font] { return f }
            let f = FontResolver.family(of: font)
            families[font] = f
            return f
        }

        var missing: [UInt32] = []
        var anyFallback = false
        var lineBoxes: [(x: Double, ascent: Double, descent: Double)] = []
        guard let iterator = pango_layout_get_iter(layout) else { return Scan(lines: nil, missing: []) }
        defer { pango_layout_iter_free(iterator) }
        var layoutBox = PangoRectangle()
        pango_layout_get_extents(layout, nil, &layoutBox)
        repeat {
            var lineBox = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &lineBox)
            let baseline = pango_layout_iter_get_baseline(iterator)
            var ascent = Int32.min, descent = Int32.min
            var node = pango_layout_iter_get_line_readonly(iterator)?.pointee.runs
            while let current = node {
                defer { node = current.pointee.next }
                guard let run = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                      let item = run.pointee.item, let font = item.pointee.analysis.font,
                      let requested = textRun(at: item.pointee.offset) else { continue }
                // 2.
                let description = fonts.description(for: requested.font, locale: text.locale)
                let metrics = fonts.primaryMetrics(for: description, context: context)
                if family(of: font) != metrics.family { anyFallback = true }
                // A character no face has is shaped with a neighbour's face and flagged (any run).
                if let glyphs = run.pointee.glyphs {
                    for i in 0..<Int(glyphs.pointee.num_glyphs) {
                        let glyph = glyphs.pointee.glyphs[i].glyph
                        if glyph & unknownGlyphFlag != 0, glyph != emptyGlyph {
                            let scalar = glyph & ~unknownGlyphFlag
                            if !missing.contains(scalar) { missing.append(scalar) }
                        }
                    }
                }
                // 3.
                let rise = Self.rise(of: item)
                ascent = max(ascent, metrics.ascent + rise)
                descent = max(descent, metrics.descent - rise)
            }
            if ascent == Int32.min {
                // An empty line: Pango sized it from the text's font.
                ascent = baseline - lineBox.y
                descent = lineBox.y + lineBox.height - baseline
            }
            lineBoxes.append((Double(lineBox.x - layoutBox.x) / unit, Double(ascent) / unit, Double(descent) / unit))
        } while pango_layout_iter_next_line(iterator) != 0
        guard anyFallback else { return Scan(lines: nil, missing: missing) }
        var origins: [(x: Double, baseline: Double)] = []
        var y = 0.0
        for (i, box) in lineBoxes.enumerated() {
            if i > 0 { y += text.lineSpacing }
            origins.append((box.x, y + box.ascent))
            y += box.ascent + box.descent
        }
        let first = lineBoxes.first.map { $0.ascent + $0.descent } ?? 0
        return Scan(lines: TextLines(origins: origins, height: y, firstLineHeight: first), missing: missing)
    }

    /// The baseline shift of an item (`Text.baselineOffset`), in Pango units, up positive.
    private static func rise(of item: UnsafeMutablePointer<PangoItem>) -> Int32 {
        var node = item.pointee.analysis.extra_attrs
        while let current = node {
            if let attribute = current.pointee.data?.assumingMemoryBound(to: PangoAttribute.self),
               attribute.pointee.klass?.pointee.type == PANGO_ATTR_RISE {
                return UnsafeMutableRawPointer(attribute).assumingMemoryBound(to: PangoAttrInt.self).pointee.value
            }
            node = current.pointee.next
        }
        return 0
    }
}
