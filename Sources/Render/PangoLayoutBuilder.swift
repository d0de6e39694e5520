import CCairo
import Layout

/// Builds one `PangoLayout` from `ResolvedText`: the runs' UTF-8 concatenated, one attribute list with a
/// span per run, and the paragraph settings (spacing, alignment, wrapping, line limit).
///
/// Units: the context's resolution is 72 dpi and fonts use absolute sizes, so one point is one Pango
/// "device unit" and `PANGO_SCALE` (1024) Pango units.
struct PangoLayoutBuilder {
    let context: OpaquePointer
    /// The context whose base direction is right to left, for text in a right-to-left environment.
    let rightToLeftContext: OpaquePointer

    /// Points to Pango units, rounded to the nearest unit.
    static func units(_ points: Double) -> Int32 {
        Int32(clamping: Int((points * Double(PANGO_SCALE)).rounded()))
    }

    /// A new layout (one reference, owned by the caller). `widthUnits` nil: lines break only at newlines.
    /// A line limit is applied with Pango's ellipsization, which needs a width; without one it is left to
    /// the caller (only newlines can make extra lines then).
    func makeLayout(_ text: ResolvedText, widthUnits: Int32?, fonts: inout FontResolver) -> OpaquePointer {
        let layout = pango_layout_new(text.layoutDirection == .rightToLeft ? rightToLeftContext : context)!
        // 1. Text and one attribute span per run.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.runs.reduce(0) { $0 + $1.string.utf8.count })
        let attributes = pango_attr_list_new()!
        for run in text.runs {
            let start = UInt32(bytes.count)
            bytes.append(contentsOf: run.string.utf8)
            let end = UInt32(bytes.count)
            if end > start { addAttributes(for: run, from: start, to: end, in: attributes, locale: text.locale, fonts: &fonts) }
        }
        // Every script run in a language of its own (see `ScriptLanguages`).
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) {
                if let base = $0.baseAddress { ScriptLanguages.insert(into: attributes, text: base, count: $0.count, locale: text.locale) }
            }
        }
        // Pango hyphenates words it breaks across lines; SwiftUI does not.
        if let noHyphens = pango_attr_insert_hyphens_new(0) {
            noHyphens.pointee.start_index = 0
            noHyphens.pointee.end_index = UInt32(bytes.count)
            pango_attr_list_insert(attributes, noHyphens)
        }
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { pango_layout_set_text(layout, $0.baseAddress, Int32(buffer.count)) }
        }
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
        // The first run's font also sets the height of an empty layout (reserved lines) and the ellipsis.
        if let first = text.runs.first {
            pango_layout_set_font_description(layout, fonts.description(for: first.font, locale: text.locale).pointer)
        }
        // 2. Paragraph settings. Each paragraph's direction is its first strong character's (Unicode's
        //    rules P2–P3: Apple's "natural" writing direction), or the environment's when it has none.
        //    Leading is the environment's leading side, and Pango aligns a paragraph written the other
        //    way to its own start: an Arabic paragraph in an English bubble is right-aligned, as iOS
        //    aligns a paragraph by its language (Human Interface Guidelines, "Right to left").
        pango_layout_set_spacing(layout, Self.units(text.lineSpacing))
        let rightToLeft = text.layoutDirection == .rightToLeft
        switch text.alignment {
        case .leading: pango_layout_set_alignment(layout, rightToLeft ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .trailing: pango_layout_set_alignment(layout, rightToLeft ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT)
        }
        // 3. Wrapping at word boundaries, breaking words longer than a line (as SwiftUI does).
        if let widthUnits {
            pango_layout_set_width(layout, widthUnits)
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            // 4. At most `upperBound` lines: a negative height is a line count; the last line is ellipsized.
            if let limit = text.lineLimit {
                pango_layout_set_height(layout, -Int32(clamping: max(1, limit.upperBound)))
                pango_layout_set_ellipsize(layout, Self.ellipsizeMode(text.truncation))
            }
        }
        return layout
    }

    static func ellipsizeMode(_ truncation: Text.TruncationMode) -> PangoEllipsizeMode {
        switch truncation {
        case .head: PANGO_ELLIPSIZE_START
        case .middle: PANGO_ELLIPSIZE_MIDDLE
        case .tail: PANGO_ELLIPSIZE_END
        }
    }

    /// Font, colour, background, tracking, features, decorations and baseline offset of one run.
    private func addAttributes(for run: ResolvedTextRun, from start: UInt32, to end: UInt32, in list: OpaquePointer,
                               locale: LocaleTag, fonts: inout FontResolver) {
        func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
            guard let attribute else { return }
            attribute.pointee.start_index = start
            attribute.pointee.end_index = end
            pango_attr_list_insert(list, attribute)
        }
        let description = fonts.description(for: run.font, locale: locale)
        insert(pango_attr_font_desc_new(description.pointer))
        if let color = run.color {
            let c = DeviceColor.pango16(color)
            insert(pango_attr_foreground_new(c.r, c.g, c.b))
            // Pango reads an alpha of 0 as "unset" (opaque), so fully transparent is the smallest non-zero alpha.
            if c.a < UInt16.max { insert(pango_attr_foreground_alpha_new(max(1, c.a))) }
        }
        // Pango fills the run's logical box (its advance by the line's height) before drawing the glyphs.
        if let background = run.background, background.bytes.a > 0 {
            let c = DeviceColor.pango16(background)
            insert(pango_attr_background_new(c.r, c.g, c.b))
            if c.a < UInt16.max { insert(pango_attr_background_alpha_new(c.a)) }
        }
        if run.tracking != 0 { insert(pango_attr_letter_spacing_new(Self.units(run.tracking))) }
        // The code faces the guides name (Menlo, SF Mono, Cascadia Code in its default form) draw `->`
        // and `!=` as separate characters; JetBrains Mono's ligatures (in `calt`) are switched off to match.
        let monospaced = description.face.family == FontNameMap.jetBrainsMono ? ["calt 0", "liga 0"] : []
        let requested = run.font.features + run.features + (run.font.monospacedDigits ? ["tnum"] : [])
        if let features = Self.featureString(monospaced + requested) {
            insert(pango_attr_font_features_new(features))
        }
        if run.underline { insert(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE)) }
        if run.strikethrough { insert(pango_attr_strikethrough_new(1)) }
        if run.baselineOffset != 0 { insert(pango_attr_rise_new(Self.units(run.baselineOffset))) }
    }

    /// OpenType feature tags in CSS `font-feature-settings` syntax, which Pango hands to HarfBuzz:
    /// a bare tag (`zero`) is switched on (`zero 1`); a tag with a value (`ss01 0`, `cv01=2`) is kept.
    static func featureString(_ features: [String]) -> String? {
        var seen = Set<String>()
        let settings = features.compactMap { feature -> String? in
            let trimmed = trimmingSpaces(feature)
            guard !trimmed.isEmpty, seen.insert(trimmed).inserted else { return nil }
            return trimmed.contains(where: { $0 == " " || $0 == "=" }) ? trimmed : trimmed + " 1"
        }
        return settings.isEmpty ? nil : settings.joined(separator: ", ")
    }

    /// `text` without leading and trailing spaces and tabs: the set Foundation calls `CharacterSet.whitespaces`,
    /// Unicode space separators (category Zs), U+0009 and the zero-width space U+200B. Line breaks are kept.
    static func trimmingSpaces(_ text: String) -> String {
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "\t" || scalar == "\u{200B}" || scalar.properties.generalCategory == .spaceSeparator
        }
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }), let last = scalars.lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(scalars[first...last])
    }
}
