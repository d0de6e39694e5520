import Layout

/// The guide's type tokens: Sora for identity (titles, names, buttons), Inter for reading.
///
/// Dynamic Type (guide §8): display, titles, names, message text and body scale; tab labels and the
/// "by @creator · N chats" meta are pinned (`fixedSize:`). Tokens the guide writes as
/// `Font.custom(_:size:)` keep that form (it scales with `.body`, as in SwiftUI), except the three
/// large Sora titles, which scale relative to the matching large text style so they grow less than
/// body text does, as Apple's large styles do.
extension Font {
    // Sora — identity
    /// Use with `.tracking(-0.5)` (the guide's note on this token).
    public static let caiDisplay = Font.custom("Sora-Bold", size: 32, relativeTo: .largeTitle)
    public static let caiScreenTitle = Font.custom("Sora-SemiBold", size: 24, relativeTo: .title2)
    public static let caiGreetingName = Font.custom("Sora-SemiBold", size: 20, relativeTo: .title3)
    public static let caiHeaderName = Font.custom("Sora-SemiBold", size: 17)
    public static let caiCardName = Font.custom("Sora-SemiBold", size: 15)
    public static let caiButton = Font.custom("Sora-SemiBold", size: 15)
    /// Pinned: tab labels do not scale.
    public static let caiTab = Font.custom("Sora-SemiBold", fixedSize: 10)

    // Inter — reading comfort
    public static let caiMessage = Font.custom("Inter-Regular", size: 15)
    /// Roleplay `*actions*`: the guide's italic run font.
    public static let caiMessageItalic = Font.custom("Inter-Italic", size: 15)
    public static let caiMessageDense = Font.custom("Inter-Regular", size: 14)
    public static let caiCardDesc = Font.custom("Inter-Regular", size: 13)
    public static let caiBody = Font.custom("Inter-Regular", size: 16)
    /// Pinned: the "by @creator · N chats" meta does not scale.
    public static let caiMeta = Font.custom("Inter-Medium", fixedSize: 11)
}
