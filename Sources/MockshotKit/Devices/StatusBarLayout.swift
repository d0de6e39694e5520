import Layout

/// Where a device's status bar puts its items, in portrait points. Three arrangements exist:
///
/// - `ears`: iPhones with a notch or the Dynamic Island put the time in the strip left of the cutout and
///   the signal, Wi-Fi and battery right of it, each centred in its "ear" and on the cutout's middle.
/// - `centeredTime`: iPhones with a home button have a 20 pt bar with signal and Wi-Fi at the leading
///   edge, the time in the middle and the battery at the trailing edge.
/// - `leadingTime`: iPads have a 24 pt bar with the time at the leading edge and Wi-Fi and battery at the
///   trailing edge (Wi-Fi models: no cellular bars).
public struct StatusBarLayout: Sendable, Hashable {
    public enum Arrangement: String, Sendable, Hashable { case ears, centeredTime, leadingTime }

    public var arrangement: Arrangement
    /// The strip the bar occupies at the top of the screen (the top safe-area inset on cutout devices).
    public var height: Double
    /// `ears`: the leading edge of the time's box (`timeWidth` wide); other arrangements: the leading inset.
    public var timeLeading: Double
    /// The distance from the screen's trailing edge to the icon group's trailing edge.
    public var iconsTrailing: Double
    /// Where the items' vertical centres sit, from the top of the screen.
    public var centerY: Double
    /// The time's font size (SF Pro semibold).
    public var fontSize: Double
    /// Whether cellular signal bars are shown (not on Wi-Fi iPads).
    public var showsCellular: Bool

    /// The time's box in the `ears` arrangement: wide enough for "12:59" at 17 pt, so the time is centred in it.
    public static let timeWidth = 54.0
    /// The icon group at full signal, Wi-Fi and battery: 18 + 6 + 17 + 6 + 27.5 pt.
    public static let iconsWidth = 74.5

    public init(arrangement: Arrangement, height: Double, timeLeading: Double, iconsTrailing: Double, centerY: Double,
                fontSize: Double = 17, showsCellular: Bool = true) {
        self.arrangement = arrangement; self.height = height; self.timeLeading = timeLeading; self.iconsTrailing = iconsTrailing
        self.centerY = centerY; self.fontSize = fontSize; self.showsCellular = showsCellular
    }

    /// The `ears` arrangement around a cutout `cutoutWidth` wide on a screen `screenWidth` wide: the time's box
    /// and the icon group each centred in the strip beside the cutout, vertically on `centerY`.
    public static func ears(screenWidth: Double, cutoutWidth: Double, height: Double, centerY: Double) -> StatusBarLayout {
        let ear = (screenWidth - cutoutWidth) / 2
        return StatusBarLayout(arrangement: .ears, height: height, timeLeading: (ear - timeWidth) / 2,
                               iconsTrailing: (ear - iconsWidth) / 2, centerY: centerY)
    }

    /// A home-button iPhone's 20 pt bar: items 6 pt in from the edges, 12 pt text.
    public static let homeButton = StatusBarLayout(arrangement: .centeredTime, height: 20, timeLeading: 6, iconsTrailing: 6,
                                                   centerY: 10, fontSize: 12)

    /// An iPad's 24 pt bar: items 20 pt in from the edges (clear of the 18 pt display corners), 12 pt text.
    public static let iPad = StatusBarLayout(arrangement: .leadingTime, height: 24, timeLeading: 20, iconsTrailing: 20,
                                             centerY: 12, fontSize: 12, showsCellular: false)
}
