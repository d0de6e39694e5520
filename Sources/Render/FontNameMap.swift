/// One concrete face among the bundled fonts: what Pango is asked for.
public struct ResolvedFontFace: Hashable, Sendable {
    /// A bundled family: `FontNameMap.inter`, `.sora` or `.jetBrainsMono`.
    public var family: String
    /// CSS weight, 100...900, snapped to a weight the family ships.
    public var weight: Int
    /// Italic requested. Inter and JetBrains Mono ship italics; Sora has none, so Pango slants it.
    public var italic: Bool

    public init(family: String, weight: Int, italic: Bool) {
        self.family = family
        self.weight = weight
        self.italic = italic
    }
}

/// Maps the font names found in designs (PostScript names like "Söhne-Kraftig" or "SFProText-Semibold",
/// and SwiftUI's system font) onto the fonts bundled in `fonts/`, so a brand guide written for macOS or
/// Windows renders the same everywhere.
///
/// | name (case, spaces, `_` and a leading `.` ignored)               | bundled family | weights                        |
/// |------------------------------------------------------------------|----------------|--------------------------------|
/// | `Söhne-*` (also `Sohne-*`, `Soehne-*`)                           | Inter          | Extraleicht 200, Leicht 300, **Buch 400**, **Kräftig/Kraftig 500**, **Halbfett 600**, **Dreiviertelfett 700**, Fett 800, Extrafett 900; `…Kursiv` = italic |
/// | `SöhneMono-*`                                                    | JetBrains Mono | as Söhne                       |
/// | `SegoeUI[-*]`                                                    | Inter          | standard scale: Light 300, Semilight 300 (Inter has no 350), Regular 400, Semibold 600, Bold 700, Black 900; `…Italic` |
/// | `SFPro*`, `SFUI*`, `.SFUI*`, `SFNS*`, `SFCompact*`, `.AppleSystemUIFont`, `system` | Inter | Apple scale: Ultralight 100, Thin 200, Light 300, Regular 400, Medium 500, Semibold 600, Bold 700, Heavy 800, Black 900 |
/// | `SFMono-*`                                                       | JetBrains Mono | Apple scale                    |
/// | `Menlo-*`, `CascadiaCode-*`, `CascadiaMono-*`                    | JetBrains Mono | standard scale                 |
/// | `Inter[-<Weight>][Italic]`                                       | Inter          | standard scale                 |
/// | `Sora[-<Weight>]`                                                | Sora           | standard scale                 |
/// | `JetBrainsMono[-<Weight>][Italic]`                               | JetBrains Mono | standard scale                 |
/// | anything else                                                    | Inter Regular  | with the warning "unknown font 'X', using Inter" |
///
/// Standard scale: Thin/Hairline 100, ExtraLight/UltraLight 200, Light/SemiLight 300, Regular/Normal/Book/Roman 400,
/// Medium 500, SemiBold/DemiBold 600, Bold 700, ExtraBold/UltraBold 800, Black/Heavy 900. A style suffix of
/// `Italic`, `Oblique`, `Kursiv` or `It` selects italic. A known family with an unknown style gives the
/// family's regular face and a warning.
///
/// The weight is then snapped to the family's shipped weights with the CSS Fonts 4 matching rule (e.g.
/// JetBrains Mono has 400...800, so Light 300 → 400; Sora has no 500, so Medium → 400), making
/// `ResolvedFontFace` name exactly the file Pango will use.
public enum FontNameMap {
    public static let inter = "Inter"
    public static let sora = "Sora"
    public static let jetBrainsMono = "JetBrains Mono"

    /// SwiftUI's `Font.Design`.
    public enum Design: Sendable, Hashable {
        case `default`
        case monospaced
        /// No rounded face is bundled: Inter.
        case rounded
        /// No serif face is bundled: Inter.
        case serif
    }

    /// The face for a design's font name, plus a warning when the name is not one we know.
    public static func resolve(name: String) -> (face: ResolvedFontFace, warning: String?) {
        // 1. Normalise: case, spaces, underscores and a leading dot do not matter.
        var key = name.lowercased().filter { $0 != " " && $0 != "_" }
        if key.hasPrefix(".") { key.removeFirst() }
        // 2. The longest known family prefix decides the bundled family and the weight vocabulary.
        guard let alias = aliases.filter({ key.hasPrefix($0.prefix) }).max(by: { $0.prefix.count < $1.prefix.count }) else {
            return (ResolvedFontFace(family: inter, weight: 400, italic: false), "unknown font '\(name)', using \(inter)")
        }
        // 3. The rest is the style: optional weight word, optional italic suffix.
        let style = String(key.dropFirst(alias.prefix.count)).filter { $0 != "-" }
        guard let (weight, italic) = parseStyle(style, scale: alias.scale) else {
            let face = ResolvedFontFace(family: alias.family, weight: snap(400, family: alias.family), italic: false)
            return (face, "unknown style '\(style)' in font '\(name)', using \(alias.family) Regular")
        }
        // 4. Snap to a weight the family ships.
        return (ResolvedFontFace(family: alias.family, weight: snap(weight, family: alias.family), italic: italic), nil)
    }

    /// The face for SwiftUI's system font: `.system(size:weight:design:)`, with `weight` as a CSS weight
    /// (ultraLight 100 ... black 900; out-of-range values are clamped).
    public static func resolveSystem(weight: Int, design: Design = .default, italic: Bool = false) -> ResolvedFontFace {
        let family = design == .monospaced ? jetBrainsMono : inter
        return ResolvedFontFace(family: family, weight: snap(min(max(weight, 100), 900), family: family), italic: italic)
    }

    /// The weights each bundled family ships (see fonts/README.md).
    public static func availableWeights(of family: String) -> [Int] {
        switch family {
        case sora: [100, 200, 300, 400, 600, 700, 800]
        case jetBrainsMono: [400, 500, 600, 700, 800]
        default: [100, 200, 300, 400, 500, 600, 700, 800, 900]
        }
    }

    /// CSS Fonts Level 4 weight matching (§5.2): for a desired weight in 400...500, try weights up to 500
    /// ascending, then lighter ones descending, then heavier ones ascending; below 400 prefer lighter;
    /// above 500 prefer heavier.
    static func snap(_ desired: Int, family: String) -> Int {
        let weights = availableWeights(of: family).sorted()
        if weights.contains(desired) { return desired }
        let lighter = weights.filter { $0 < desired }.reversed()
        let heavier = weights.filter { $0 > desired }
        let order: [Int]
        if desired >= 400 && desired <= 500 {
            order = heavier.filter { $0 <= 500 } + lighter + heavier.filter { $0 > 500 }
        } else if desired < 400 {
            order = Array(lighter) + heavier
        } else {
            order = heavier + lighter
        }
        return order.first ?? 400
    }

    // MARK: - Tables

    private enum Scale {
        /// Thin 100, ExtraLight 200 ... Black 900.
        case standard
        /// SF fonts: Ultralight 100 is lighter than Thin 200; Heavy 800.
        case apple
        /// Söhne's German weight names.
        case sohne
    }

    private struct Alias {
        let prefix: String
        let family: String
        let scale: Scale
    }

    private static let aliases: [Alias] = {
        var list = [Alias]()
        for prefix in ["söhne", "sohne", "soehne"] {
            list.append(Alias(prefix: prefix, family: inter, scale: .sohne))
            list.append(Alias(prefix: prefix + "mono", family: jetBrainsMono, scale: .sohne))
        }
        list.append(Alias(prefix: "segoeui", family: inter, scale: .standard))
        for prefix in ["sfpro", "sfui", "sfns", "sfcompact", "applesystemuifont", "system"] {
            list.append(Alias(prefix: prefix, family: inter, scale: .apple))
        }
        // Sub-family words are part of the family, not the style ("SFProText-Bold", ".SFUIDisplay-Heavy").
        for base in ["sfpro", "sfui", "sfns", "sfcompact"] {
            for variant in ["text", "display", "rounded"] {
                list.append(Alias(prefix: base + variant, family: inter, scale: .apple))
            }
        }
        list.append(Alias(prefix: "sfmono", family: jetBrainsMono, scale: .apple))
        for prefix in ["menlo", "cascadiacode", "cascadiamono", "jetbrainsmono"] {
            list.append(Alias(prefix: prefix, family: jetBrainsMono, scale: .standard))
        }
        list.append(Alias(prefix: "inter", family: inter, scale: .standard))
        list.append(Alias(prefix: "sora", family: sora, scale: .standard))
        return list
    }()

    private static let standardWeights: [String: Int] = [
        "": 400, "regular": 400, "normal": 400, "book": 400, "roman": 400,
        "thin": 100, "hairline": 100, "extralight": 200, "ultralight": 200, "light": 300, "semilight": 300,
        "medium": 500, "semibold": 600, "demibold": 600, "bold": 700,
        "extrabold": 800, "ultrabold": 800, "black": 900, "heavy": 900,
    ]

    private static func weights(for scale: Scale) -> [String: Int] {
        switch scale {
        case .standard:
            return standardWeights
        case .apple:
            return standardWeights.merging(["ultralight": 100, "thin": 200, "heavy": 800]) { $1 }
        case .sohne:
            return standardWeights.merging([
                "extraleicht": 200, "leicht": 300, "buch": 400, "kräftig": 500, "kraftig": 500, "kraeftig": 500,
                "halbfett": 600, "dreiviertelfett": 700, "fett": 800, "extrafett": 900,
            ]) { $1 }
        }
    }

    /// "semibolditalic" → (600, true); nil when the weight word is unknown.
    private static func parseStyle(_ style: String, scale: Scale) -> (weight: Int, italic: Bool)? {
        let table = weights(for: scale)
        if let weight = table[style] { return (weight, false) }
        for suffix in ["italic", "oblique", "kursiv", "it"] where style.hasSuffix(suffix) {
            if let weight = table[String(style.dropLast(suffix.count))] { return (weight, true) }
        }
        return nil
    }
}
