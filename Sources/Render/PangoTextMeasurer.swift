import CCairo
import Layout

/// Measures text with Pango for layout, keeping each shaped `PangoLayout` (as the measurement's `handle`)
/// for the painter, so text is shaped once per distinct (text, width) and drawn exactly as measured.
///
/// Measurements live in a `TextMeasurementCache`: the pooled `TextResources`' one for renders, which
/// outlives the render (a later render on those resources reuses them), or the measurer's own. The
/// handles a render's measurements carry only borrow the cached layouts, and `releaseLayouts()` revokes
/// them. Warnings are the render's: each measurement's are given again whenever it answers.
///
/// Not thread-safe and not shared between renders: `Renderer` makes one per render on pooled resources.
public final class PangoTextMeasurer: TextMeasurer {
    private let context: PangoContextHandle
    private let rightToLeftContext: PangoContextHandle
    private let builder: PangoLayoutBuilder
    private let cache: TextMeasurementCache
    /// Whether `cache` is the pooled resources' (kept when the layouts are released) or this measurer's.
    private let sharesCache: Bool
    /// Handles lent during this render, revoked by `releaseLayouts()`.
    private var handles: [PangoLayoutHandle] = []
    private var fontWarnings: [String] = []
    private var glyphWarnings: [String] = []

    /// Warnings met so far, each once: font names ("unknown font 'X', using Inter") and characters no
    /// face has ("no font has a glyph for U+0378 in 'abc…'").
    public var warnings: [String] { fontWarnings + glyphWarnings }

    /// A measurer with contexts and a cache of its own on `fontMap`; `releaseLayouts()` frees its layouts.
    public convenience init(fontMap: FontMap) {
        self.init(context: TextResources.makeContext(on: fontMap),
                  rightToLeftContext: TextResources.makeContext(on: fontMap, direction: .rightToLeft),
                  cache: TextMeasurementCache(), sharesCache: false)
    }

    /// A measurer for one render on pooled `resources`: measurements stay in their cache after the render.
    convenience init(resources: TextResources) {
        self.init(context: resources.context, rightToLeftContext: resources.rightToLeftContext,
                  cache: resources.measurements, sharesCache: true)
    }

    /// A measurer on contexts made by `TextResources.makeContext` (72 dpi, fixed font options), one per
    /// base direction, keeping its measurements in `cache`, which holds layouts of these contexts only.
    private init(context: PangoContextHandle, rightToLeftContext: PangoContextHandle, cache: TextMeasurementCache, sharesCache: Bool) {
        self.context = context
        self.rightToLeftContext = rightToLeftContext
        self.cache = cache
        self.sharesCache = sharesCache
        builder = PangoLayoutBuilder(context: context.pointer, rightToLeftContext: rightToLeftContext.pointer)
    }

    deinit { releaseLayouts() }

    /// Runs concurrently with other renders' text work: each font's FreeType face is one cairo locks per
    /// call and never closes (see `OwnedFaces`).
    public func measure(_ text: ResolvedText, width: Double?) -> TextMeasurement {
        let entry = cache.entry(for: text)
        guard let width, width.isFinite else { return deliver(natural(text, entry).measured) }
        let units = PangoLayoutBuilder.units(max(0, width))
        // Wrapping at or beyond the natural width breaks nothing: the unwrapped layout is the answer
        // (alignment is relative to the widest line either way, and the painter draws from the logical rect).
        // Narrower widths are answered by a cached layout when one covers them (see `Wrapped`).
        if let n = entry.natural, units >= n.widthUnits { return deliver(n.measured) }
        if units == 0 { return deliver(zeroWidthMeasurement(text, entry)) }
        if let cached = entry.wrapped.first(where: { $0.range.contains(units) }) { return deliver(cached.measured) }
        let (measured, widest, lineHeight) = makeMeasurement(text, widthUnits: units, in: entry)
        let layout = measured.layout?.pointer
        let ellipsized = layout.map { pango_layout_is_ellipsized($0) != 0 } ?? true
        // Nothing wrapped or was cut: this is the unwrapped layout, found without shaping the text twice.
        if entry.natural == nil, let layout, !ellipsized, pango_layout_is_wrapped(layout) == 0,
           measured.measurement.lineCount == Self.paragraphCount(text) {
            entry.natural = .init(measured: measured, widthUnits: widest, lineHeight: lineHeight)
            return deliver(measured)
        }
        // Line breaking is greedy: every line fits in `widest` and the word after it did not fit in `units`,
        // so any width in between breaks the same lines. (Ellipsized lines stretch to the width: no range.)
        entry.wrapped.append(.init(range: (ellipsized ? units : min(widest, units))...units, measured: measured))
        return deliver(measured)
    }

    /// The measurement as this render sees it: its warnings noted, its layout lent (see `ShapedLayout`).
    private func deliver(_ measured: CachedMeasurement) -> TextMeasurement {
        note(measured.warnings)
        guard let layout = measured.layout else { return measured.measurement }
        let (handle, isNew) = layout.lease()
        if isNew { handles.append(handle) }
        var measurement = measured.measurement
        measurement.handle = handle
        return measurement
    }

    /// Adds `warnings` to this render's, each once, in order.
    private func note(_ warnings: TextWarnings) {
        for w in warnings.fonts where !fontWarnings.contains(w) { fontWarnings.append(w) }
        for w in warnings.glyphs where !glyphWarnings.contains(w) { glyphWarnings.append(w) }
    }

    /// The unwrapped measurement, made on first use.
    private func natural(_ text: ResolvedText, _ entry: TextMeasurementCache.Entry) -> TextMeasurementCache.Natural {
        if let n = entry.natural { return n }
        let (measured, widthUnits, lineHeight) = makeMeasurement(text, widthUnits: nil, in: entry)
        let n = TextMeasurementCache.Natural(measured: measured, widthUnits: widthUnits, lineHeight: lineHeight)
        entry.natural = n
        return n
    }

    /// Lines the text has without wrapping: one per paragraph (Pango's paragraph separators).
    private static func paragraphCount(_ text: ResolvedText) -> Int {
        var count = 1
        var previousCR = false
        for run in text.runs {
            for scalar in run.string.unicodeScalars {
                switch scalar {
                case "\n": if !previousCR { count += 1 }; previousCR = false
                case "\r": count += 1; previousCR = true
                case "\u{2029}": count += 1; previousCR = false
                default: previousCR = false
                }
            }
        }
        return count
    }

    /// Whether every character is printable ASCII, a tab or a line break (as most interface text is).
    static func isPrintableASCII(_ text: ResolvedText) -> Bool {
        text.runs.allSatisfy { run in run.string.utf8.allSatisfy { ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D } }
    }

    /// One warning per character no face has, naming it and the text it is in.
    private static func missingGlyphWarnings(_ scalars: [UInt32], in text: ResolvedText) -> [String] {
        guard !scalars.isEmpty else { return [] }
        let string = text.string
        let excerpt = string.count > 40 ? String(string.prefix(39)) + "…" : string
        var warnings: [String] = []
        for scalar in scalars {
            var hex = String(scalar, radix: 16, uppercase: true)
            while hex.count < 4 { hex = "0" + hex }
            let warning = "no font has a glyph for U+\(hex) in \"\(excerpt)\" (drawn as a box)"
            if !warnings.contains(warning) { warnings.append(warning) }
        }
        return warnings
    }

    /// Ends this render's loans: every handle handed out becomes empty (measurements keep their sizes).
    /// Then the pooled cache is trimmed to its limits, or this measurer's own cache freed.
    public func releaseLayouts() {
        for handle in handles { handle.release() }
        handles.removeAll()
        if sharesCache { cache.trim() } else { cache.removeAll() }
    }

    /// Lays out `text`, reads its metrics and keeps the layout in `entry`.
    ///
    /// 1. Empty text takes no space (unless lines are reserved).
    /// 2. Build the layout; Pango applies the line limit per paragraph, so text with newlines can still
    ///    have too many lines: then cut it after the last allowed line and end it with an ellipsis.
    /// 3. Size from the logical rectangle, or from the requested faces' line metrics when fallback glyphs
    ///    are in a line (`TextLines`); reserved lines (`lineLimit(n...)`) add the first line's height.
    ///    Characters no face has become warnings; they and the fonts' are kept with the measurement.
    private func makeMeasurement(_ text: ResolvedText, widthUnits: Int32?, in entry: TextMeasurementCache.Entry)
        -> (measured: CachedMeasurement, widthUnits: Int32, lineHeight: Double) {
        let reserved = max(0, text.lineLimit?.lowerBound ?? 0)
        let isEmpty = text.runs.allSatisfy { $0.string.isEmpty }
        // 1. Empty.
        if isEmpty && reserved == 0 {
            return (CachedMeasurement(measurement: TextMeasurement(size: .zero, firstBaseline: 0, lineCount: 0),
                                      layout: nil, warnings: TextWarnings()), 0, 0)
        }
        // 2. Layout, truncated by hand when paragraphs exceed the limit.
        cache.fonts.recorded.removeAll(keepingCapacity: true)
        var layout = builder.makeLayout(text, widthUnits: widthUnits, fonts: &cache.fonts)
        var laidOut = text
        var lineCount = isEmpty ? 0 : Int(pango_layout_get_line_count(layout))
        if let limit = text.lineLimit, lineCount > max(1, limit.upperBound) {
            let keptLines = max(1, limit.upperBound)
            let cut = Int(pango_layout_get_line_readonly(layout, Int32(keptLines)).pointee.start_index)
            g_object_unref(UnsafeMutableRawPointer(layout))
            laidOut = TextTruncation.truncated(text, atByte: cut, asOneParagraph: widthUnits != nil)
            layout = builder.makeLayout(laidOut, widthUnits: widthUnits, fonts: &cache.fonts)
            lineCount = Int(pango_layout_get_line_count(layout))
        }
        // 3. Metrics.
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let scale = Double(PANGO_SCALE)
        // Printable ASCII is in every bundled family: no fallback face, no missing glyph, nothing to scan.
        let scan = isEmpty || Self.isPrintableASCII(laidOut) ? TextLines.Scan(lines: nil, missing: [])
            : TextLines.scan(layout, text: laidOut, context: context.pointer, fonts: &cache.fonts, families: &cache.faceFamilies)
        let warnings = TextWarnings(fonts: cache.fonts.recorded, glyphs: Self.missingGlyphWarnings(scan.missing, in: laidOut))
        var firstLine = PangoRectangle()
        pango_layout_line_get_extents(pango_layout_get_line_readonly(layout, 0), nil, &firstLine)
        let lineHeight = scan.lines?.firstLineHeight ?? Double(firstLine.height) / scale
        var height = isEmpty ? 0 : scan.lines?.height ?? Double(logical.height) / scale
        if reserved > lineCount {
            let missing = Double(reserved - lineCount)
            height += missing * lineHeight + (lineCount == 0 ? missing - 1 : missing) * text.lineSpacing
        }
        var width = isEmpty ? 0 : Double(logical.width) / scale
        // A grapheme wider than the line still overflows; the frame stays within what was offered.
        if let widthUnits { width = min(width, Double(widthUnits) / scale) }
        let baseline = scan.lines?.origins.first?.baseline ?? Double(pango_layout_get_baseline(layout) - logical.y) / scale
        let shaped = ShapedLayout(taking: layout, logicalOrigin: (Double(logical.x) / scale, Double(logical.y) / scale),
                                  lineOrigins: scan.lines?.origins)
        cache.noteKept(shaped, textBytes: laidOut.runs.reduce(0) { $0 + $1.string.utf8.count }, in: entry)
        let measurement = TextMeasurement(size: Size(width: width, height: height), firstBaseline: baseline,
                                          lineCount: max(lineCount, reserved))
        return (CachedMeasurement(measurement: measurement, layout: shaped, warnings: warnings), isEmpty ? 0 : logical.width, lineHeight)
    }

    /// Text at zero width, which stacks ask for to learn how far a view can shrink.
    ///
    /// Pango would put every grapheme on a line of its own, shaping the rest of the paragraph again for
    /// each line: quadratic in the text's length, milliseconds for a chat message, for an answer whose
    /// width is zero anyway. The lines are counted from the unwrapped layout's character attributes
    /// instead: one per grapheme, at least one per paragraph, within the line limit. That is Pango's count
    /// for text without spaces; Pango sometimes lets a space hang at the end of a line, so with spaces it
    /// may give a line or two fewer. No layout is kept: a text really laid out at zero width draws nothing.
    /// (Its warnings are the unwrapped layout's, which it is made from.)
    private func zeroWidthMeasurement(_ text: ResolvedText, _ entry: TextMeasurementCache.Entry) -> CachedMeasurement {
        if let cached = entry.zeroWidth { return cached }
        let natural = self.natural(text, entry)
        var lines = 0
        if let layout = natural.measured.layout?.pointer {
            var count: Int32 = 0
            let attributes = pango_layout_get_log_attrs_readonly(layout, &count)!
            var inParagraph = 0
            // The last entry is the end of the text, not a character.
            for i in 0..<max(0, Int(count) - 1) {
                let a = attributes[i]
                if a.is_mandatory_break != 0 && i > 0 { lines += max(1, inParagraph); inParagraph = 0 }
                if a.is_cursor_position != 0 && !Self.isParagraphSeparator(layout, characterIndex: i) { inParagraph += 1 }
            }
            lines += max(1, inParagraph)
        }
        if let limit = text.lineLimit { lines = max(min(lines, max(1, limit.upperBound)), limit.lowerBound) }
        let height = Double(lines) * natural.lineHeight + Double(max(0, lines - 1)) * text.lineSpacing
        let measurement = TextMeasurement(size: Size(width: 0, height: height), firstBaseline: natural.measured.measurement.firstBaseline,
                                          lineCount: lines)
        let measured = CachedMeasurement(measurement: measurement, layout: nil, warnings: natural.measured.warnings)
        entry.zeroWidth = measured
        return measured
    }

    /// Whether character `index` of the layout's text is a line feed or carriage return (a paragraph
    /// break, which takes no line of its own).
    private static func isParagraphSeparator(_ layout: OpaquePointer, characterIndex index: Int) -> Bool {
        guard let text = pango_layout_get_text(layout),
              let character = g_utf8_offset_to_pointer(text, index) else { return false }
        let c = g_utf8_get_char(character)
        return c == 0x0A || c == 0x0D || c == 0x2029
    }

    /// The widest piece of `text` no line break can split: the text laid out at a width of one Pango unit
    /// with word wrapping only, so every break opportunity (spaces, hyphens, between CJK characters, per
    /// UAX #14) is taken and no word is broken; the widest line is the answer. This is a browser's
    /// min-content width, which table columns never go below. Cached with the text's other measurements.
    public func minimumWidth(_ text: ResolvedText) -> Double {
        let entry = cache.entry(for: text)
        if let cached = entry.minimumWidth {
            note(cached.warnings)
            return cached.width
        }
        var width = 0.0
        cache.fonts.recorded.removeAll(keepingCapacity: true)
        if !text.runs.allSatisfy({ $0.string.isEmpty }) {
            var unlimited = text
            unlimited.lineLimit = nil
            let layout = builder.makeLayout(unlimited, widthUnits: 1, fonts: &cache.fonts)
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD)
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            g_object_unref(UnsafeMutableRawPointer(layout))
            width = Double(logical.width) / Double(PANGO_SCALE)
        }
        let warnings = TextWarnings(fonts: cache.fonts.recorded)
        entry.minimumWidth = (width, warnings)
        note(warnings)
        return width
    }
}
