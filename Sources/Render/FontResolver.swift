import CCairo
import Layout

/// Turns the fonts text asks for (`ResolvedFont`: a design name or the system font, a weight, italic, a
/// size in points) into Pango font descriptions of bundled faces followed by the fallback faces for
/// other scripts (`FallbackFonts`, in the locale's CJK region), caching one description per font and
/// fallback list, and recording the name-mapping warnings ("unknown font 'X', using Inter") of every font
/// asked for, so each measurement can keep the warnings its making gave (`TextWarnings`).
struct FontResolver {
    /// What picks a fallback list: the CJK region, and whether Urdu's Nastaliq comes first.
    private struct Key: Hashable {
        let font: ResolvedFont
        let region: FallbackFonts.CJKRegion
        let urdu: Bool
    }
    private var descriptions: [Key: (description: FontDescription, warning: String?)] = [:]
    /// `primaryMetrics(for:context:)`'s answers, by description.
    var primaryMetricsCache: [ObjectIdentifier: PrimaryFaceMetrics] = [:]
    /// The warnings of the fonts asked for since the caller last emptied it, each once, in the order met
    /// (on every request, not only the one that made the description).
    var recorded: [String] = []

    /// The description for `font` in text of `locale`, created on first use.
    mutating func description(for font: ResolvedFont, locale: LocaleTag = .englishUS) -> FontDescription {
        let key = Key(font: font, region: FallbackFonts.cjkRegion(for: locale), urdu: locale.languageCode == "ur")
        if let cached = descriptions[key] {
            if let warning = cached.warning { record(warning) }
            return cached.description
        }
        let (face, warning) = Self.face(for: font)
        if let warning { record(warning) }
        let families = FallbackFonts.familyList(primary: face.family, locale: locale)
        // Pango refuses a zero size; a hair above it draws nothing visible, as SwiftUI does.
        let description = FontDescription(face: face, size: max(font.size, 0.01), families: families)
        descriptions[key] = (description, warning)
        return description
    }

    private mutating func record(_ warning: String) {
        if !recorded.contains(warning) { recorded.append(warning) }
    }

    /// 1. A named font maps through `FontNameMap` (unknown names give Inter and a warning).
    /// 2. An explicit weight overrides the one the name implies, snapped to what the family ships.
    /// 3. Italic from the font adds to italic from the name.
    /// 4. The system font (no name) picks by weight and design.
    /// 5. Bold Text moves the weight the face has after 1–4 one step up (`Font.Weight.boldTextWeight`),
    ///    snapped again to what the family ships, so it can only make type heavier.
    static func face(for font: ResolvedFont) -> (ResolvedFontFace, String?) {
        var (face, warning) = baseFace(for: font)
        if font.boldText {
            face.weight = FontNameMap.snap(Font.Weight(value: face.weight).boldTextWeight.value, family: face.family)
        }
        return (face, warning)
    }

    private static func baseFace(for font: ResolvedFont) -> (ResolvedFontFace, String?) {
        guard let name = font.name else {
            let design: FontNameMap.Design
            switch font.design {
            case .default: design = .default
            case .monospaced: design = .monospaced
            case .rounded: design = .rounded
            case .serif: design = .serif
            }
            return (FontNameMap.resolveSystem(weight: font.weight?.value ?? 400, design: design, italic: font.italic), nil)
        }
        var (face, warning) = FontNameMap.resolve(name: name)
        if let weight = font.weight { face.weight = FontNameMap.snap(weight.value, family: face.family) }
        if font.italic { face.italic = true }
        return (face, warning)
    }
}

/// The face a font description asks for first, as Pango loads it: its family name and vertical metrics.
struct PrimaryFaceMetrics {
    let family: String
    /// Ascent and descent in Pango units (1/1024 pt), as Pango sizes a line set in this face.
    let ascent: Int32
    let descent: Int32
}

extension FontResolver {
    /// The family and line metrics of the first face `description` resolves to (the bundled face the text
    /// asked for), loaded once per description.
    mutating func primaryMetrics(for description: FontDescription, context: OpaquePointer) -> PrimaryFaceMetrics {
        let key = ObjectIdentifier(description)
        if let cached = primaryMetricsCache[key] { return cached }
        var metrics = PrimaryFaceMetrics(family: description.face.family, ascent: 0, descent: 0)
        if let font = pango_context_load_font(context, description.pointer) {
            var extents = hb_font_extents_t()
            if let hb = pango_font_get_hb_font(font) { hb_font_get_h_extents(hb, &extents) }
            metrics = PrimaryFaceMetrics(family: Self.family(of: font), ascent: extents.ascender, descent: -extents.descender)
            g_object_unref(UnsafeMutableRawPointer(font))
        }
        primaryMetricsCache[key] = metrics
        return metrics
    }

    /// The family name of a loaded Pango font ("Noto Sans CJK JP").
    static func family(of font: UnsafeMutablePointer<PangoFont>) -> String {
        guard let description = pango_font_describe(font) else { return "" }
        defer { pango_font_description_free(description) }
        return pango_font_description_get_family(description).map { String(cString: $0) } ?? ""
    }
}
