import CCairo
import Layout

/// Measures text with Pango for layout, keeping each shaped `PangoLayout` (as the measurement's `handle`)
/// for the painter, so text is shaped once per distinct (text, width) and drawn exactly as measured.
///
/// Not thread-safe and not shared between renders: `Renderer` makes one per render on a pooled context.
public final class PangoTextMeasurer: TextMeasurer {
    /// A wrapped measurement and the wrap widths (Pango units) it answers for.
    private struct Wrapped {
        var range: ClosedRange<Int32>
        var measurement: TextMeasurement
    }

    /// The unwrapped measurement of a text.
    private struct Natural {
        let measurement: TextMeasurement
        /// The unwrapped width in Pango units: any wrap width at least this wide gives `measurement` again.
        let widthUnits: Int32
        /// Height of the first line, in points.
        let lineHeight: Double
    }

    /// Everything measured for one text: its unwrapped measurement (made only when something needs it:
    /// text asked for at a width first is laid out at that width, and shaped once) and those at narrower widths.
    private final class Entry {
        var natural: Natural?
        var wrapped: [Wrapped] = []
        var zeroWidth: TextMeasurement?
        var minimumWidth: Double?
    }

    private let context: PangoContextHandle
    private let rightToLeftContext: PangoContextHandle
    private let builder: PangoLayoutBuilder
    private var entries: [ResolvedText: Entry] = [:]
    private var fonts = FontResolver()
    private var handles: [PangoLayoutHandle] = []
    private var glyphWarnings: [String] = []
    /// Families of the faces the layouts use, by face (see `TextLines.scan`); emptied with the layouts.
    private var faceFamilies: [UnsafeMutablePointer<PangoFont>: String] = [:]

    /// Warnings met so far, each once: font names ("unknown font 'X', using Inter") and characters no
    /// face has ("no font has a glyph for U+0378 in 'abc…'").
    public var warnings: [String] { fonts.warnings + glyphWarnings }

    /// A measurer with contexts of its own on `fontMap`.
    public convenience init(fontMap: FontMap) {
        self.init(context: TextResources.makeContext(on: fontMap),
                  rightToLeftContext: TextResources.makeContext(on: fontMap, direction: .rightToLeft))
    }

    /// A measurer on contexts made by `TextResources.makeContext` (72 dpi, fixed font options), one per
    /// base direction.
    init(context: PangoContextHandle, rightToLeftContext: PangoContextHandle) {
        self.context = context
        self.rightToLeftContext = rightToLeftContext
        builder = PangoLayoutBuilder(context: context.pointer, rightToLeftContext: rightToLeftContext.pointer)
    }

    deinit { releaseLayouts() }

    /// Runs concurrently with other renders' text work: each font's FreeType face is one cairo locks per
    /// call and never closes (see `OwnedFaces`).
    public func measure(_ text: ResolvedText, width: Double?) -> TextMeasurement {
        let entry = self.entry(for: text)
        guard let width, width.isFinite else { return natural(text, entry).measurement }
        let units = PangoLayoutBuilder.units(max(0, width))
        // Wrapping at or beyond the natural width breaks nothing: the unwrapped layout is the answer
        // (alignment is relative to the widest line either way, and the painter draws from the logical rect).
        // Narrower widths are answered by a cached layout when one covers them (see `Wrapped`).
        if let n = entry.natural, units >= n.widthUnits { return n.measurement }
        if units == 0 { return zeroWidthMeasurement(text, entry) }
        if let cached = entry.wrapped.first(where: { $0.range.contains(units) }) { return cached.measurement }
        let (measurement, widest, lineHeight) = makeMeasurement(text, widthUnits: units)
        let layout = (measurement.handle as? PangoLayoutHandle)?.pointer
        let ellipsized = layout.map { pango_layout_is_ellipsized($0) != 0 } ?? true
        // Nothing wrapped or was cut: this is the unwrapped layout, found without shaping the text twice.
        if entry.natural == nil, let layout, !ellipsized, pango_layout_is_wrapped(layout) == 0,
           measurement.lineCount == Self.paragraphCount(text) {
            entry.natural = Natural(measurement: measurement, widthUnits: widest, lineHeight: lineHeight)
            return measurement
        }
        // Line breaking is greedy: every line fits in `widest` and the word after it did not fit in `units`,
        // so any width in between breaks the same lines. (Ellipsized lines stretch to the width: no range.)
        entry.wrapped.append(Wrapped(range: (ellipsized ? units : min(widest, units))...units, measurement: measurement))
        return measurement
    }

    /// The unwrapped measurement, made on first use.
    private func natural(_ text: ResolvedText, _ entry: Entry) -> Natural {
        if let n = entry.natural { return n }
        let (measurement, widthUnits, lineHeight) = makeMeasurement(text, widthUnits: nil)
        let n = Natural(measurement: measurement, widthUnits: widthUnits, lineHeight: lineHeight)
        entry.natural = n
        return n
    }

    /// Lines the text has without wrapping: one per paragraph (Pango's paragraph separators).
    private static func paragraphCount(_ text: ResolvedText) -> Int {
        var count = 1
        var previousCR = false
        for scalar in text.string.unicodeScalars {
            switch scalar {
            case "\n": if !previousCR { count += 1 }; previousCR = false
            case "\r": count += 1; previousCR = true
            case "\u{2029}": count += 1; previousCR = false
            default: previousCR = false
            }
        }
        return count
    }

    /// Whether every character is printable ASCII, a tab or a line break (as most interface text is).
    static func isPrintableASCII(_ text: ResolvedText) -> Bool {
        text.runs.allSatisfy { run in run.string.utf8.allSatisfy { ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D } }
    }

    /// One warning per character no face has, naming it and the text it is in.
    private func warnMissing(_ scalars: [UInt32], in text: ResolvedText) {
        guard !scalars.isEmpty else { return }
        let string = text.string
        let excerpt = string.count > 40 ? String(string.prefix(39)) + "…" : string
        for scalar in scalars {
            var hex = String(scalar, radix: 16, uppercase: true)
            while hex.count < 4 { hex = "0" + hex }
            let warning = "no font has a glyph for U+\(hex) in \"\(excerpt)\" (drawn as a box)"
            if !glyphWarnings.contains(warning) { glyphWarnings.append(warning) }
        }
    }

    /// Frees every layout this measurer made. Measurements keep their sizes; their handles become empty.
    public func releaseLayouts() {
        for handle in handles { handle.release() }
        handles.removeAll()
        entries.removeAll()
        faceFamilies.removeAll()
    }

    private func entry(for text: ResolvedText) -> Entry {
        if let entry = entries[text] { return entry }
        let entry = Entry()
        entries[text] = entry
        return entry
    }

    /// Lays out `text` and reads its metrics.
    ///
    /// 1. Empty text takes no space (unless lines are reserved).
    /// 2. Build the layout; Pango applies the line limit per paragraph, so text with newlines can still
    ///    have too many lines: then cut it after the last allowed line and end it with an ellipsis.
    /// 3. Size from the logical rectangle, or from the requested faces' line metrics when fallback glyphs
    ///    are in a line (`TextLines`); reserved lines (`lineLimit(n...)`) add the first line's height.
    ///    Characters no face has become warnings.
    private func makeMeasurement(_ text: ResolvedText, widthUnits: Int32?) -> (measurement: TextMeasurement, widthUnits: Int32, lineHeight: Double) {
        let reserved = max(0, text.lineLimit?.lowerBound ?? 0)
        let isEmpty = text.runs.allSatisfy { $0.string.isEmpty }
        // 1. Empty.
        if isEmpty && reserved == 0 {
            return (TextMeasurement(size: .zero, firstBaseline: 0, lineCount: 0), 0, 0)
        }
        // 2. Layout, truncated by hand when paragraphs exceed the limit.
        var layout = builder.makeLayout(text, widthUnits: widthUnits, fonts: &fonts)
        var laidOut = text
        var lineCount = isEmpty ? 0 : Int(pango_layout_get_line_count(layout))
        if let limit = text.lineLimit, lineCount > max(1, limit.upperBound) {
            let keptLines = max(1, limit.upperBound)
            let cut = Int(pango_layout_get_line_readonly(layout, Int32(keptLines)).pointee.start_index)
            g_object_unref(UnsafeMutableRawPointer(layout))
            laidOut = TextTruncation.truncated(text, atByte: cut, asOneParagraph: widthUnits != nil)
            layout = builder.makeLayout(laidOut, widthUnits: widthUnits, fonts: &fonts)
            lineCount = Int(pango_layout_get_line_count(layout))
        }
        // 3. Metrics.
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let scale = Double(PANGO_SCALE)
        // Printable ASCII is in every bundled family: no fallback face, no missing glyph, nothing to scan.
        let scan = isEmpty || Self.isPrintableASCII(laidOut) ? TextLines.Scan(lines: nil, missing: [])
            : TextLines.scan(layout, text: laidOut, context: context.pointer, fonts: &fonts, families: &faceFamilies)
        warnMissing(scan.missing, in: laidOut)
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
        let handle = PangoLayoutHandle(taking: layout, logicalOrigin: (Double(logical.x) / scale, Double(logical.y) / scale),
                                       lineOrigins: scan.lines?.origins)
        handles.append(handle)
        let measurement = TextMeasurement(size: Size(width: width, height: height), firstBaseline: baseline,
                                          lineCount: max(lineCount, reserved), handle: handle)
        return (measurement, isEmpty ? 0 : logical.width, lineHeight)
    }

    /// Text at zero width, which stacks ask for to learn how far a view can shrink.
    ///
    /// Pango would put every grapheme on a line of its own, shaping the rest of the paragraph again for
    /// each line: quadratic in the text's length, milliseconds for a chat message, for an answer whose
    /// width is zero anyway. The lines are counted from the unwrapped layout's character attributes
    /// instead: one per grapheme, at least one per paragraph, within the line limit. That is Pango's count
    /// for text without spaces; Pango sometimes lets a space hang at the end of a line, so with spaces it
    /// may give a line or two fewer. No layout is kept: a text really laid out at zero width draws nothing.
    private func zeroWidthMeasurement(_ text: ResolvedText, _ entry: Entry) -> TextMeasurement {
        if let cached = entry.zeroWidth { return cached }
        let natural = self.natural(text, entry)
        var lines = 0
        if let layout = (natural.measurement.handle as? PangoLayoutHandle)?.pointer {
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
        let measurement = TextMeasurement(size: Size(width: 0, height: height), firstBaseline: natural.measurement.firstBaseline, lineCount: lines)
        entry.zeroWidth = measurement
        return measurement
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
        let entry = self.entry(for: text)
        if let cached = entry.minimumWidth { return cached }
        var width = 0.0
        if !text.runs.allSatisfy({ $0.string.isEmpty }) {
            var unlimited = text
            unlimited.lineLimit = nil
            let layout = builder.makeLayout(unlimited, widthUnits: 1, fonts: &fonts)
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD)
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            g_object_unref(UnsafeMutableRawPointer(layout))
            width = Double(logical.width) / Double(PANGO_SCALE)
        }
        entry.minimumWidth = width
        return width
    }
}
