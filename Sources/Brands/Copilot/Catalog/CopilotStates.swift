import Layout

// The visual states of each renderable: raw values are the state names (`--state`), first is the default.

/// `settled` is the acrylic at rest; the `appear-*` states are frames of the blur-in (seconds since
/// appearing, of the guide's 0.22 s ease-out): the card fading in while its 8 pt blur clears.
enum AcrylicState: String, CaseIterable {
    case settled
    case appear003 = "appear-0.03", appear008 = "appear-0.08", appear015 = "appear-0.15"
    case reduceTransparency = "reduce-transparency", increaseContrast = "increase-contrast"
    var appearTime: Double {
        switch self {
        case .appear003: 0.03
        case .appear008: 0.08
        case .appear015: 0.15
        default: CopilotAcrylic.appearDuration
        }
    }
}

enum FlourishState: String, CaseIterable {
    case size22 = "size-22", size12 = "size-12", size56 = "size-56"
    var size: Double { self == .size12 ? 12 : self == .size56 ? 56 : 22 }
}

enum AnswerCardState: String, CaseIterable {
    case finished, streaming
    case largeType = "large-type"
}

enum UserTurnState: String, CaseIterable {
    case blue, neutral, multiline
    case largeType = "large-type"
}

enum ToneState: String, CaseIterable {
    case balanced, creative, precise
    case largeType = "large-type"
    var selection: Int { self == .creative ? 0 : self == .precise ? 2 : 1 }
}

enum PromptBarState: String, CaseIterable {
    case empty, text, focused
    case focusedText = "focused-text"
    case streaming, multiline
    case largeType = "large-type"
}

enum ChipState: String, CaseIterable {
    case plain, featured, pressed
    case largeType = "large-type"
}

enum StreamingTextState: String, CaseIterable {
    case pMinus03 = "p-0.3", p02 = "p0.2", p07 = "p0.7", p13 = "p1.3"
    case reduceMotion = "reduce-motion"
    var phase: Double {
        switch self {
        case .pMinus03, .reduceMotion: -0.3
        case .p02: 0.2
        case .p07: 0.7
        case .p13: 1.3
        }
    }
}

enum ThinkingState: String, CaseIterable {
    case t000 = "t0.00", t025 = "t0.25", t050 = "t0.50", t075 = "t0.75", t100 = "t1.00"
    var time: Double { Double(rawValue.dropFirst())! }
}

enum TopBarState: String, CaseIterable {
    case overContent = "over-content"
    case atRest = "at-rest"
    case reduceTransparency = "reduce-transparency"
}

enum SidebarState: String, CaseIterable {
    case open
    case largeType = "large-type"
    case reduceTransparency = "reduce-transparency"
}

enum RecentRowState: String, CaseIterable {
    case inactive, active
}

enum GreetingState: String, CaseIterable {
    case standard
    case largeType = "large-type"
}

enum PaletteState: String, CaseIterable {
    case standard
    case increaseContrast = "increase-contrast"
}

enum TypeScaleState: String, CaseIterable {
    case large
    case xxxLarge = "xxx-large"
}

enum ScreenState: String, CaseIterable {
    case conversation, greeting, thinking, streaming, focused
    case largeType = "large-type"
    case increaseContrast = "increase-contrast"
    case reduceTransparency = "reduce-transparency"
}

enum SidebarScreenState: String, CaseIterable {
    case open
    case reduceTransparency = "reduce-transparency"
}

/// The Dynamic Type size the catalog's "large-type" states use: the largest non-accessibility size,
/// where scaled text has grown by 35 % and pinned text visibly has not.
let catalogLargeType = DynamicTypeSize.xxxLarge
