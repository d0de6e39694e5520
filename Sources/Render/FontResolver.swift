import CCairo
import Layout

/// Turns the fonts text asks for (`ResolvedFont`: a design name or the system font, a weight, italic, a
/// size in points) into Pango font descriptions of bundled faces, caching one description per font and
/// collecting the name-mapping warnings ("unknown font 'X', using Inter") for the render's report.
struct FontResolver {
    private var descriptions: [ResolvedFont: FontDescription] = [:]
    private(set) var warnings: [String] = []

    /// The description for `font`, created on first use.
    mutating func description(for font: ResolvedFont) -> FontDescription {
        if let cached = descriptions[font] { return cached }
        let (face, warning) = Self.face(for: font)
        if let warning, !warnings.contains(warning) { warnings.append(warning) }
        // Pango refuses a zero size; a hair above it draws nothing visible, as SwiftUI does.
        let description = FontDescription(face: face, size: max(font.size, 0.01))
        descriptions[font] = description
        return description
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
