/// SwiftUI's `Font`: a description that becomes a concrete face and size only in an environment
/// (Dynamic Type size, bold text). The renderer maps names to bundled files (see Render's FontNameMap).
public struct Font: Hashable, Sendable {
    public struct Weight: Hashable, Sendable, Comparable {
        /// CSS/OpenType weight, 100…900.
        public let value: Int
        public init(value: Int) { self.value = value }
        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
        public static func < (a: Weight, b: Weight) -> Bool { a.value < b.value }
    }

    public enum Design: String, Hashable, Sendable { case `default`, serif, rounded, monospaced }

    /// Apple's text styles with their point sizes at the default (Large) Dynamic Type size.
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
        public var size: Double {
            switch self {
            case .largeTitle: 34
            case .title: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption: 12
            case .caption2: 11
            }
        }
        var defaultWeight: Weight { self == .headline ? .semibold : .regular }
    }

    enum Base: Hashable, Sendable {
        /// A named face. `scalesWith` is the text style it scales relative to; nil means a fixed size.
        case custom(name: String, size: Double, scalesWith: TextStyle?)
        case system(size: Double, weight: Weight?, design: Design)
        case textStyle(TextStyle, design: Design, weight: Weight?)
    }
    let base: Base
    var weightOverride: Weight?
    var isItalic = false
    var isMonospacedDigit = false
    var widthScale: Double?
    /// OpenType features the face is set up with (`fontFeature(_:)`): they reach every run in this font.
    var features: [String] = []

    init(base: Base) { self.base = base }

    /// A named font that scales with Dynamic Type relative to `.body`, as SwiftUI's `Font.custom(_:size:)`.
    public static func custom(_ name: String, size: Double) -> Font { Font(base: .custom(name: name, size: size, scalesWith: .body)) }
    /// A named font that scales relative to `textStyle`.
    public static func custom(_ name: String, size: Double, relativeTo textStyle: TextStyle) -> Font {
        Font(base: .custom(name: name, size: size, scalesWith: textStyle))
    }
    /// A named font pinned at `fixedSize` whatever the Dynamic Type size.
    public static func custom(_ name: String, fixedSize: Double) -> Font { Font(base: .custom(name: name, size: fixedSize, scalesWith: nil)) }
    /// The system font at a fixed size (does not scale with Dynamic Type, as in SwiftUI).
    public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(base: .system(size: size, weight: weight, design: design ?? .default))
    }
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(base: .textStyle(style, design: design ?? .default, weight: weight))
    }

    public static let largeTitle = Font.system(.largeTitle)
    public static let title = Font.system(.title)
    public static let title2 = Font.system(.title2)
    public static let title3 = Font.system(.title3)
    public static let headline = Font.system(.headline)
    public static let subheadline = Font.system(.subheadline)
    public static let body = Font.system(.body)
    public static let callout = Font.system(.callout)
    public static let footnote = Font.system(.footnote)
    public static let caption = Font.system(.caption)
    public static let caption2 = Font.system(.caption2)

    public func weight(_ w: Weight) -> Font { var f = self; f.weightOverride = w; return f }
    public func bold() -> Font { weight(.bold) }
    public func italic() -> Font { var f = self; f.isItalic = true; return f }
    public func monospacedDigit() -> Font { var f = self; f.isMonospacedDigit = true; return f }

    /// The concrete face request for `environment`: size after Dynamic Type, weight, style.
    public func resolve(in environment: EnvironmentValues) -> ResolvedFont {
        var r: ResolvedFont
        switch base {
        case let .custom(name, size, style):
            let s = style.map { size * environment.dynamicTypeSize.scale(for: $0) } ?? size
            r = ResolvedFont(name: name, design: .default, size: s, weight: weightOverride, italic: isItalic)
        case let .system(size, w, design):
            r = ResolvedFont(name: nil, design: design, size: size, weight: weightOverride ?? w ?? .regular, italic: isItalic)
        case let .textStyle(style, design, w):
            r = ResolvedFont(name: nil, design: design, size: (style.size * environment.dynamicTypeSize.scale(for: style)).rounded(),
                             weight: weightOverride ?? w ?? style.defaultWeight, italic: isItalic)
        }
        // Bold Text is applied to the weight the face finally has (a named font's weight is known only to
        // the renderer's name map), so it is carried as a flag: see `Font.Weight.boldTextWeight`.
        r.boldText = environment.legibilityWeight == .bold
        r.monospacedDigits = isMonospacedDigit
        r.features = features
        return r
    }
}

/// A font request after environment resolution. `name` is the PostScript-ish name the code asked for
/// (e.g. "Söhne-Buch"); `weight` is an explicit weight that overrides the one implied by the name.
public struct ResolvedFont: Hashable, Sendable, Codable {
    public var name: String?
    public var design: Font.Design
    public var size: Double
    public var weight: Font.Weight?
    public var italic: Bool
    public var monospacedDigits = false
    /// Bold Text is on: the face is drawn one step heavier than `weight` (or the weight its name implies).
    public var boldText = false
    /// OpenType features of the font itself (`Font.fontFeature(_:)`), applied to every run set in it.
    public var features: [String] = []
    public init(name: String?, design: Font.Design, size: Double, weight: Font.Weight?, italic: Bool) {
        self.name = name; self.design = design; self.size = size; self.weight = weight; self.italic = italic
    }
}

extension Font.Weight: Codable {}
extension Font.Design: Codable {}

/// Dynamic Type sizes. Scale factors are Apple's published point sizes for each text style
/// divided by the size at `.large` (the default).
public enum DynamicTypeSize: Int, Hashable, Sendable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// Body size at each step (Apple HIG Dynamic Type table).
    static let bodySizes: [Double] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    /// Scale factor of `.body`.
    public var scale: Double { Self.bodySizes[rawValue] / 17 }

    /// Scale factor for a given text style (HIG table; larger styles grow less).
    public func scale(for style: Font.TextStyle) -> Double {
        let row = Self.styleSizes[style]!
        return row[rawValue] / row[DynamicTypeSize.large.rawValue]
    }

    /// Each text style's point size at every step (HIG table), made once: every text resolves its font.
    private static let styleSizes: [Font.TextStyle: [Double]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]
}

/// Bold Text accessibility setting.
public enum LegibilityWeight: Hashable, Sendable { case regular, bold }
