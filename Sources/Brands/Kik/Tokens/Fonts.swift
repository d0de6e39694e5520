import Layout

/// Kik's type scale. The brand face is proprietary; Inter is the guide's free substitute.
///
/// Dynamic Type follows the guide's accessibility notes: titles, headline, row title, body and
/// previews scale (`Font.custom(_:size:)` scales relative to body, as in SwiftUI); the S/D/R glyph and
/// tab labels are pinned with `Font.custom(_:fixedSize:)` because they sit in fixed-height chrome
/// (the receipt beside a 10 pt timestamp, the 49 pt tab bar) and carry meaning by their exact shape.
extension Font {
    public static let kikLargeTitle  = Font.custom("Inter-ExtraBold", size: 32)
    public static let kikScreenTitle = Font.custom("Inter-ExtraBold", size: 26)
    public static let kikTitle3      = Font.custom("Inter-Bold",      size: 22)
    public static let kikHeadline    = Font.custom("Inter-Bold",      size: 17)
    public static let kikRowTitle    = Font.custom("Inter-Bold",      size: 15)
    public static let kikBody        = Font.custom("Inter-Regular",   size: 14)
    public static let kikBodyOut     = Font.custom("Inter-Medium",    size: 14) // outgoing — crisper on Blue
    public static let kikBodyEmph    = Font.custom("Inter-SemiBold",  size: 14)
    public static let kikPreview     = Font.custom("Inter-Medium",    size: 13)
    public static let kikFootnote    = Font.custom("Inter-SemiBold",  size: 13)
    public static let kikCaption     = Font.custom("Inter-SemiBold",  size: 11)
    public static let kikButton      = Font.custom("Inter-Bold",      size: 16)
    /// Pinned: the S/D/R letter keeps its size at every Dynamic Type setting.
    public static let kikReceipt     = Font.custom("Inter-Bold",      fixedSize: 11)
    /// Pinned: tab-bar labels keep their size at every Dynamic Type setting.
    public static let kikTab         = Font.custom("Inter-SemiBold",  fixedSize: 11)
}
