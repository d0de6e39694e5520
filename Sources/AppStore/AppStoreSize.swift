import MockshotKit

/// One screenshot size App Store Connect accepts, with the display class it is filed under and the device
/// profile whose native pixel size it is, so a design is laid out on that device rather than scaled.
///
/// The table is App Store Connect Help › Reference › "Screenshot specifications" (the sizes of the
/// iPhone 6.9", 6.5", 6.3", 6.1" and 5.5" and the iPad 13" and 11" classes); each portrait size is also
/// accepted turned to landscape. Other sizes are refused: App Store Connect rejects them on upload.
public struct AppStoreSize: Sendable, Hashable, CustomStringConvertible {
    public enum Family: String, Sendable, Hashable { case iPhone, iPad }

    public let family: Family
    /// The class App Store Connect files it under, e.g. `6.9"`.
    public let displayClass: String
    /// Portrait pixels.
    public let width: Int
    public let height: Int
    /// The profile (`Device.all`) whose screen is exactly `width`×`height` px at its scale.
    public let deviceID: String

    public init(family: Family, displayClass: String, width: Int, height: Int, deviceID: String) {
        self.family = family; self.displayClass = displayClass; self.width = width; self.height = height
        self.deviceID = deviceID
    }

    /// `1320×2868 (iPhone 6.9")`.
    public var description: String { "\(width)×\(height) (\(family.rawValue) \(displayClass))" }

    /// The device profile laid out at this size, portrait.
    public var device: Device {
        guard let d = Device.all.first(where: { $0.id == deviceID }) else {
            preconditionFailure("AppStoreSize: no device profile '\(deviceID)'")
        }
        return d
    }

    /// Every accepted size, in App Store Connect's order: classes largest first, the preferred size of a
    /// class first.
    public static let accepted: [AppStoreSize] = [
        // iPhone 6.9": 16 Pro Max / 17 Pro Max; 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus; iPhone Air.
        AppStoreSize(family: .iPhone, displayClass: "6.9\"", width: 1320, height: 2868, deviceID: "iphone-16-pro-max"),
        AppStoreSize(family: .iPhone, displayClass: "6.9\"", width: 1290, height: 2796, deviceID: "iphone-16-plus"),
        AppStoreSize(family: .iPhone, displayClass: "6.9\"", width: 1260, height: 2736, deviceID: "iphone-air"),
        // iPhone 6.5": 12/13 Pro Max, 14 Plus; XS Max, 11 Pro Max.
        AppStoreSize(family: .iPhone, displayClass: "6.5\"", width: 1284, height: 2778, deviceID: "iphone-13-pro-max"),
        AppStoreSize(family: .iPhone, displayClass: "6.5\"", width: 1242, height: 2688, deviceID: "iphone-11-pro-max"),
        // iPhone 6.3": 16 Pro / 17 Pro; 14 Pro, 15, 15 Pro, 16.
        AppStoreSize(family: .iPhone, displayClass: "6.3\"", width: 1206, height: 2622, deviceID: "iphone-16-pro"),
        AppStoreSize(family: .iPhone, displayClass: "6.3\"", width: 1179, height: 2556, deviceID: "iphone-16"),
        // iPhone 6.1": 12, 13, 14, 16e; X, XS, 11 Pro; 12 mini, 13 mini.
        AppStoreSize(family: .iPhone, displayClass: "6.1\"", width: 1170, height: 2532, deviceID: "iphone-14"),
        AppStoreSize(family: .iPhone, displayClass: "6.1\"", width: 1125, height: 2436, deviceID: "iphone-11-pro"),
        AppStoreSize(family: .iPhone, displayClass: "6.1\"", width: 1080, height: 2340, deviceID: "iphone-13-mini"),
        // iPhone 5.5": 6s Plus, 7 Plus, 8 Plus.
        AppStoreSize(family: .iPhone, displayClass: "5.5\"", width: 1242, height: 2208, deviceID: "iphone-8-plus"),
        // iPad 13": iPad Pro 13" (M4); iPad Pro 12.9" (3rd–6th generation), iPad Air 13".
        AppStoreSize(family: .iPad, displayClass: "13\"", width: 2064, height: 2752, deviceID: "ipad-pro-13"),
        AppStoreSize(family: .iPad, displayClass: "13\"", width: 2048, height: 2732, deviceID: "ipad-pro-12.9"),
        // iPad 11": iPad Pro 11" (1st–4th generation); iPad Pro 11" (M4); iPad Air 11", iPad (10th); iPad mini.
        AppStoreSize(family: .iPad, displayClass: "11\"", width: 1668, height: 2388, deviceID: "ipad-pro-11-gen4"),
        AppStoreSize(family: .iPad, displayClass: "11\"", width: 1668, height: 2420, deviceID: "ipad-pro-11"),
        AppStoreSize(family: .iPad, displayClass: "11\"", width: 1640, height: 2360, deviceID: "ipad-air-11"),
        AppStoreSize(family: .iPad, displayClass: "11\"", width: 1488, height: 2266, deviceID: "ipad-mini"),
    ]

    /// The accepted size of `width`×`height` px in either orientation, or nil.
    public static func matching(width: Int, height: Int) -> (size: AppStoreSize, orientation: Device.Orientation)? {
        if let s = accepted.first(where: { $0.width == width && $0.height == height }) { return (s, .portrait) }
        if let s = accepted.first(where: { $0.width == height && $0.height == width }) { return (s, .landscape) }
        return nil
    }

    /// The list shown when a size is refused: `iPhone 6.9": 1320×2868, 1290×2796, 1260×2736; …` (portrait;
    /// landscape is the same sizes turned).
    public static var acceptedList: String {
        var classes: [(String, [String])] = []
        for s in accepted {
            let name = "\(s.family.rawValue) \(s.displayClass)"
            if let i = classes.firstIndex(where: { $0.0 == name }) { classes[i].1.append("\(s.width)×\(s.height)") }
            else { classes.append((name, ["\(s.width)×\(s.height)"])) }
        }
        return classes.map { "\($0.0): \($0.1.joined(separator: ", "))" }.joined(separator: "; ")
            + " (portrait, or the same sizes turned to landscape)"
    }
}
