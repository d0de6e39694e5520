import Layout

/// The guide's type scale (§2). Names are the guide's Segoe UI / Cascadia Code PostScript names; the
/// renderer maps them to Inter and JetBrains Mono at the matching weights.
///
/// `Font.custom(_:size:)` scales with Dynamic Type, as the accessibility notes want for the greeting,
/// answer body and headings, user turn and chips. The notes pin the tone labels and the sidebar's
/// day labels, so those two tokens use `fixedSize:`.
extension Font {
    public static let cpGreeting    = Font.custom("SegoeUI-Bold",     size: 28).weight(.bold)
    public static let cpTitle       = Font.custom("SegoeUI-Bold",     size: 22).weight(.bold)
    public static let cpSection     = Font.custom("SegoeUI-Semibold", size: 18).weight(.semibold)
    public static let cpAnswerH2    = Font.custom("SegoeUI-Semibold", size: 20).weight(.semibold)
    public static let cpAnswerH3    = Font.custom("SegoeUI-Semibold", size: 17).weight(.semibold)
    public static let cpAnswerBody  = Font.custom("SegoeUI-Regular",  size: 16).weight(.regular)
    public static let cpUserTurn    = Font.custom("SegoeUI-Regular",  size: 16).weight(.regular)
    public static let cpPromptInput = Font.custom("SegoeUI-Regular",  size: 16).weight(.regular)
    public static let cpChip        = Font.custom("SegoeUI-Semibold", size: 14).weight(.semibold)
    /// Pinned: tone labels do not grow with Dynamic Type.
    public static let cpTone        = Font.custom("SegoeUI-Semibold", fixedSize: 13).weight(.semibold)
    public static let cpMeta        = Font.custom("SegoeUI-Regular",  size: 13).weight(.regular)
    public static let cpCode        = Font.custom("CascadiaCode-Regular", size: 14).weight(.regular)
    /// Pinned: the sidebar's day labels ("TODAY") do not grow with Dynamic Type.
    public static let cpLabelUpper  = Font.custom("SegoeUI-Semibold", fixedSize: 11).weight(.semibold)
    public static let cpButton      = Font.custom("SegoeUI-Semibold", size: 15).weight(.semibold)
}

extension Font {
    /// The guide's system-font helper (fixed size, as `.system(size:)` is in SwiftUI).
    public static func cp(_ size: CGFloat, weight: Font.Weight = .regular) -> Font {
        .system(size: size, weight: weight, design: .default)
    }
}
