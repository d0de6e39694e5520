/// What the iOS status bar shows: the clock, cellular signal, Wi-Fi or the cellular data network, and
/// the battery. The fields follow `xcrun simctl status_bar override` (time, data network, Wi-Fi and
/// cellular bars, battery level and state), so a mockup can be set up the way an App Store screenshot
/// on the simulator is. Every default is Apple's marketing look: 9:41, full signal, Wi-Fi, full battery.
///
/// Screens read it from the environment (`\.statusBar`), so a caller sets it once around any screen.
/// There is no carrier name: iPhones with a notch or Dynamic Island never show one in the status bar.
public struct StatusBarContent: Sendable, Equatable {
    /// The clock, drawn as written. Default "9:41".
    public var time: String
    /// Cellular signal, 0…4 bars; unlit bars are drawn faint. Default 4.
    public var cellularBars: Int
    /// The data connection: `.wifi` draws the Wi-Fi fan (with `wifiBars`), a cellular network draws its
    /// label ("5G", "LTE"…), `.none` draws neither. Default `.wifi`.
    public var dataNetwork: StatusBarDataNetwork
    /// Wi-Fi strength, 0…3 arcs, used when `dataNetwork` is `.wifi`. Default 3.
    public var wifiBars: Int
    /// Battery charge, 0…100 percent: the width of the fill. At 20 or below (and not charging) the fill
    /// is red, as iOS draws it. Default 100.
    public var batteryLevel: Int
    /// Charging: a green fill and a bolt on the battery. Default false.
    public var isCharging: Bool
    /// Low Power Mode: a yellow fill. Default false.
    public var isLowPowerMode: Bool

    public init(time: String = "9:41", cellularBars: Int = 4, dataNetwork: StatusBarDataNetwork = .wifi, wifiBars: Int = 3,
                batteryLevel: Int = 100, isCharging: Bool = false, isLowPowerMode: Bool = false) {
        self.time = time; self.cellularBars = cellularBars; self.dataNetwork = dataNetwork; self.wifiBars = wifiBars
        self.batteryLevel = batteryLevel; self.isCharging = isCharging; self.isLowPowerMode = isLowPowerMode
    }

    /// Apple's marketing status bar: 9:41, full signal, Wi-Fi and battery.
    public static let standard = StatusBarContent()

    /// Throws a `ContentError` naming the first field out of its range.
    public func validate() throws(ContentError) {
        try ContentError.check("statusBar.cellularBars", cellularBars, in: 0...4)
        try ContentError.check("statusBar.wifiBars", wifiBars, in: 0...3)
        try ContentError.check("statusBar.batteryLevel", batteryLevel, in: 0...100)
    }
}

/// The data connection the status bar shows, named as `simctl status_bar --dataNetwork` names them.
public enum StatusBarDataNetwork: String, CaseIterable, Sendable {
    case wifi
    /// No data indicator at all.
    case none = "hide"
    case threeG = "3g"
    case fourG = "4g"
    case lte
    case ltePlus = "lte+"
    case fiveG = "5g"
    case fiveGPlus = "5g+"
    case fiveGUW = "5g-uwb"
    case fiveGUC = "5g-uc"

    /// The label iOS draws for a cellular network (nil for `.wifi` and `.none`).
    public var label: String? {
        switch self {
        case .wifi, .none: nil
        case .threeG: "3G"
        case .fourG: "4G"
        case .lte: "LTE"
        case .ltePlus: "LTE+"
        case .fiveG: "5G"
        case .fiveGPlus: "5G+"
        case .fiveGUW: "5G UW"
        case .fiveGUC: "5G UC"
        }
    }
}
