import Layout

/// Grok's type tokens (guide §2): Inter, which the renderer ships, at the guide's sizes.
///
/// Dynamic Type (guide §7): `Font.custom(_:size:)` scales with the text size relative to `.body`, so the
/// assistant body, the user message and conversation titles (and the other reading sizes) scale. The guide
/// pins citation meta (13 pt), the disclaimer caption (12 pt) and the mode-pill label; those three are
/// `Font.custom(_:fixedSize:)`, which never scales. (The Send glyph is `.system(size: 16)`, already fixed.)
///
/// Slashed zero (guide §2: "bundle the TTFs … with the slashed-zero stylistic feature enabled"; §7:
/// "register Inter with the `zero` OpenType feature"): the app's Inter has `zero` on, so every Inter
/// token carries it (`Font.fontFeature`) and replies, posts, the prompt and the counts all draw 0 with a
/// slash. The code font is the system monospaced face, not the registered Inter, and keeps its own zero.
extension Font {
    /// Grok's registered Inter: the named face with the `zero` feature on.
    static func grokInter(_ name: String, size: Double) -> Font { .custom(name, size: size).fontFeature("zero") }
    static func grokInter(_ name: String, fixedSize: Double) -> Font { .custom(name, fixedSize: fixedSize).fontFeature("zero") }

    public static let grokScreenTitle   = grokInter("Inter-Bold",     size: 28)
    public static let grokSectionHeader = grokInter("Inter-Bold",     size: 20)
    public static let grokConvoTitle    = grokInter("Inter-SemiBold", size: 17)
    public static let grokBody          = grokInter("Inter-Regular",  size: 16)
    public static let grokPromptInput   = grokInter("Inter-Regular",  size: 16)
    /// Pinned: the mode toggle keeps its size in the 44 pt top bar.
    public static let grokModePill      = grokInter("Inter-SemiBold", fixedSize: 14)
    public static let grokCiteAuthor    = grokInter("Inter-Bold",     size: 14)
    /// Pinned at 13 pt (guide §7).
    public static let grokCiteMeta      = grokInter("Inter-Regular",  fixedSize: 13)
    public static let grokBodySmall     = grokInter("Inter-Regular",  size: 14)
    /// The system monospaced font, fixed at 13.5 pt as `.system(size:)` is in SwiftUI (JetBrains Mono here).
    public static let grokCode          = Font.system(size: 13.5, design: .monospaced)
    public static let grokButton        = grokInter("Inter-SemiBold", size: 15)
    /// Pinned at 12 pt: the disclaimer caption (guide §7) and the citation metrics.
    public static let grokCaption       = grokInter("Inter-Regular",  fixedSize: 12)
    public static let grokLabelUpper    = grokInter("Inter-Bold",     size: 11)

    /// The guide's stop-gap before Inter is registered: the system font at a size and weight.
    public static func grok(_ size: Double, weight: Font.Weight = .regular) -> Font {
        .system(size: size, weight: weight, design: .default)
    }
}

/// Every font token by its guide name, in guide order: for the type-scale renderable and the token tests.
public enum GrokTypeScale {
    public static let tokens: [(name: String, font: Font)] = [
        ("grokScreenTitle", .grokScreenTitle), ("grokSectionHeader", .grokSectionHeader),
        ("grokConvoTitle", .grokConvoTitle), ("grokBody", .grokBody), ("grokPromptInput", .grokPromptInput),
        ("grokModePill", .grokModePill), ("grokCiteAuthor", .grokCiteAuthor), ("grokCiteMeta", .grokCiteMeta),
        ("grokBodySmall", .grokBodySmall), ("grokCode", .grokCode), ("grokButton", .grokButton),
        ("grokCaption", .grokCaption), ("grokLabelUpper", .grokLabelUpper),
    ]
}

extension View {
    /// Grok's technical identity: numerals with Inter's slashed zero (OpenType `zero`), at body size.
    public func grokSlashedZero() -> some View {
        self.font(.grokBody).fontFeature("zero")
    }
}
