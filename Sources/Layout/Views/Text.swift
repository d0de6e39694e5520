/// SwiftUI's `Text`: one or more styled runs. Run-level modifiers (`font`, `foregroundColor`, `bold`,
/// `italic`, `tracking`…) return `Text`, so styled pieces can be joined with `+`.
public struct Text: View, Hashable {
    public enum TruncationMode: Hashable, Sendable { case head, middle, tail }

    struct Run: Hashable {
        var string: String
        var font: Font?
        var color: Color?
        var weight: Font.Weight?
        var italic = false
        var tracking: Double?
        var underline = false
        var strikethrough = false
        var baselineOffset: Double = 0
        var features: [String] = []
        var background: Color?
        /// Markdown `` `code` ``: the monospaced font at the run's size.
        var monospaced = false
        /// Markdown `[text](url)`: drawn in the tint colour, as SwiftUI draws links.
        var link: String?
    }
    var runs: [Run]

    /// A literal (or any `LocalizedStringKey`): its inline Markdown is interpreted, as SwiftUI does, while
    /// interpolated values are inserted as they are (see `LocalizedStringKey`).
    public init(_ key: LocalizedStringKey) { runs = key.runs }
    /// A string as it is, Markdown characters and all.
    public init(verbatim string: String) { runs = [Run(string: string)] }
    /// A `String` (or other `StringProtocol`) value, shown verbatim: as in SwiftUI, only literals are parsed,
    /// so text from a variable never turns `*` or `_` into styling. Disfavoured so a literal picks the
    /// `LocalizedStringKey` initializer.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { runs = [Run(string: String(content))] }

    public static func + (a: Text, b: Text) -> Text { Text(runs: a.runs + b.runs) }
    init(runs: [Run]) { self.runs = runs }

    private func mapRuns(_ f: (inout Run) -> Void) -> Text {
        var t = self
        for i in t.runs.indices { f(&t.runs[i]) }
        return t
    }
    public func font(_ font: Font?) -> Text { mapRuns { if $0.font == nil { $0.font = font } } }
    public func foregroundColor(_ color: Color?) -> Text { mapRuns { if $0.color == nil { $0.color = color } } }
    public func fontWeight(_ weight: Font.Weight?) -> Text { mapRuns { if $0.weight == nil { $0.weight = weight } } }
    public func bold(_ active: Bool = true) -> Text { active ? fontWeight(.bold) : self }
    public func italic(_ active: Bool = true) -> Text { mapRuns { $0.italic = $0.italic || active } }
    public func tracking(_ t: Double) -> Text { mapRuns { if $0.tracking == nil { $0.tracking = t } } }
    public func kerning(_ k: Double) -> Text { tracking(k) }
    public func underline(_ active: Bool = true, color: Color? = nil) -> Text { mapRuns { $0.underline = active } }
    public func strikethrough(_ active: Bool = true, color: Color? = nil) -> Text { mapRuns { $0.strikethrough = active } }
    public func baselineOffset(_ o: Double) -> Text { mapRuns { $0.baselineOffset = o } }
    /// A background colour behind this run's glyphs (inline code spans). Not a SwiftUI `Text` API:
    /// SwiftUI reaches the same look through AttributedString's `backgroundColor`.
    public func background(_ color: Color) -> Text { mapRuns { if $0.background == nil { $0.background = color } } }
    /// OpenType features such as `"zero"` (slashed zero) or `"tnum"`.
    public func fontFeature(_ tag: String) -> Text { mapRuns { $0.features.append(tag) } }
    public func monospacedDigit() -> Text { fontFeature("tnum") }

    public var plainText: String { runs.map(\.string).joined() }

    public func _makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let resolved = resolve(in: context.environment)
        return [LayoutNode(kind: "Text", layout: TextLayout(), content: .text(resolved))]
    }

    /// The runs with every style decided by the environment.
    public func resolve(in env: EnvironmentValues) -> ResolvedText {
        let basePaint = (env.foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.primary)).resolvePaint(in: env)
        let runs = runs.map { run -> ResolvedTextRun in
            var font = (run.font ?? env.font ?? .body).resolve(in: env)
            if run.monospaced { font.name = nil; font.design = .monospaced }
            if let w = run.weight ?? env.textWeight { font.weight = w }
            if run.italic || env.textItalic { font.italic = true }
            let string = switch env.textCase {
            case .uppercase?: run.string.uppercased()
            case .lowercase?: run.string.lowercased()
            case nil: run.string
            }
            return ResolvedTextRun(
                string: string, font: font,
                color: run.color.map { $0.resolve(in: env) } ?? (run.link == nil ? nil : TintShapeStyle().resolvePaint(in: env).solidColor),
                tracking: run.tracking ?? env.tracking,
                features: run.features + env.fontFeatures,
                underline: run.underline, strikethrough: run.strikethrough, baselineOffset: run.baselineOffset,
                background: run.background.map { $0.resolve(in: env) })
        }
        return ResolvedText(runs: runs, paint: basePaint, lineSpacing: env.lineSpacing,
                            lineLimit: env.lineLimitRange, alignment: env.multilineTextAlignment,
                            truncation: env.truncationMode, layoutDirection: env.layoutDirection, locale: env.locale)
    }
}

/// A text run after environment resolution.
public struct ResolvedTextRun: Hashable, Sendable {
    public var string: String
    public var font: ResolvedFont
    /// An explicit run colour (`Text("x").foregroundColor(.red)`); nil means the text's paint.
    public var color: RGBA?
    public var tracking: Double
    public var features: [String]
    public var underline: Bool
    public var strikethrough: Bool
    public var baselineOffset: Double
    /// A background colour behind this run's glyphs.
    public var background: RGBA?
    public init(string: String, font: ResolvedFont, color: RGBA? = nil, tracking: Double = 0, features: [String] = [],
                underline: Bool = false, strikethrough: Bool = false, baselineOffset: Double = 0, background: RGBA? = nil) {
        self.string = string; self.font = font; self.color = color; self.tracking = tracking; self.features = features
        self.underline = underline; self.strikethrough = strikethrough; self.baselineOffset = baselineOffset
        self.background = background
    }
}

/// Text ready to measure and draw.
public struct ResolvedText: Hashable, Sendable {
    public var runs: [ResolvedTextRun]
    /// The foreground paint for runs without their own colour (may be a gradient).
    public var paint: Paint
    public var lineSpacing: Double
    public var lineLimit: ClosedRange<Int>?
    public var alignment: TextAlignment
    public var truncation: Text.TruncationMode
    /// The environment's direction: the base direction of paragraphs without a strong character, and
    /// the side `alignment`'s leading means.
    public var layoutDirection: LayoutDirection
    /// The environment's locale: the language text is shaped and broken for, and the CJK forms used.
    public var locale: LocaleTag
    public init(runs: [ResolvedTextRun], paint: Paint, lineSpacing: Double = 0, lineLimit: ClosedRange<Int>? = nil,
                alignment: TextAlignment = .leading, truncation: Text.TruncationMode = .tail,
                layoutDirection: LayoutDirection = .leftToRight, locale: LocaleTag = .englishUS) {
        self.runs = runs; self.paint = paint; self.lineSpacing = lineSpacing; self.lineLimit = lineLimit
        self.alignment = alignment; self.truncation = truncation
        self.layoutDirection = layoutDirection; self.locale = locale
    }
    public var string: String { runs.map(\.string).joined() }
}
