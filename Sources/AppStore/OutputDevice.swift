import Icons
import MockshotKit

/// One output size of a screenshot set: an accepted App Store size in portrait or landscape, and the device
/// profile the screens are laid out on for it.
public struct OutputDevice: Sendable, Hashable, CustomStringConvertible {
    public let size: AppStoreSize
    public let orientation: Device.Orientation

    public init(_ size: AppStoreSize, orientation: Device.Orientation = .portrait) {
        self.size = size; self.orientation = orientation
    }

    /// The profile, turned to the orientation: screens are laid out on it natively.
    public var device: Device { size.device.oriented(orientation) }
    public var pixelWidth: Int { orientation == .portrait ? size.width : size.height }
    public var pixelHeight: Int { orientation == .portrait ? size.height : size.width }
    /// The device part of output file names: `iphone-16-pro-max`, `ipad-pro-13-landscape`.
    public var fileToken: String { size.deviceID + (orientation == .landscape ? "-landscape" : "") }
    /// `iPhone 6.9" 1320×2868`.
    public var description: String {
        "\(size.family.rawValue) \(size.displayClass) \(pixelWidth)×\(pixelHeight)"
    }

    /// The output a user means by `spec`:
    /// - a display class, `6.9"` (also `6.9-inch`, `6.9in`, `iPhone 6.9"`, `ipad-13`, `13"`): its preferred size;
    /// - a pixel size, `1320x2868` (`×` too; wider than tall is landscape unless a suffix says otherwise);
    /// - a device profile, `iphone-16-pro-max`, `iPad Pro 13-inch`: its screen's size, which must be accepted.
    /// A `-landscape` or `-portrait` suffix turns it. Anything else, or a size App Store Connect would
    /// reject, throws with the accepted sizes listed.
    public static func named(_ spec: String) throws(OutputDeviceError) -> OutputDevice {
        var key = spec.lowercased().trimmingSpaces
        var orientation: Device.Orientation?
        for (suffix, o) in [("-landscape", Device.Orientation.landscape), (" landscape", .landscape),
                            ("-portrait", .portrait), (" portrait", .portrait)] where key.hasSuffix(suffix) {
            key.removeLast(suffix.count); orientation = o
        }
        // 1. A pixel size.
        if let (w, h) = pixelSize(key) {
            guard let (size, natural) = AppStoreSize.matching(width: w, height: h) else {
                throw .rejectedSize(spec, width: w, height: h)
            }
            return OutputDevice(size, orientation: orientation ?? natural)
        }
        // 2. A display class.
        if let size = displayClass(key) { return OutputDevice(size, orientation: orientation ?? .portrait) }
        // 3. A device profile.
        if let device = try? Device.named(key) {
            guard let size = AppStoreSize.accepted.first(where: { $0.deviceID == device.id }) else {
                throw .profileNotAccepted(spec, device: device.id, width: device.portraitPixelWidth, height: device.portraitPixelHeight)
            }
            return OutputDevice(size, orientation: orientation ?? device.orientation)
        }
        let names = classNames + AppStoreSize.accepted.map(\.deviceID)
        throw .unknown(spec, suggestions: EditDistance.closest(to: key, among: names, count: 2))
    }

    /// Class names offered in suggestions.
    static let classNames = ["iphone-6.9", "iphone-6.5", "iphone-6.3", "iphone-6.1", "iphone-5.5", "ipad-13", "ipad-11"]

    /// `1320x2868`, `1320×2868`, `1320 x 2868`.
    static func pixelSize(_ key: String) -> (Int, Int)? {
        let parts = key.replacingAll("×", with: "x").filter { $0 != " " }.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), w > 0, h > 0 else { return nil }
        return (w, h)
    }

    /// The preferred size of a display class spelled `6.9"`, `6.9-inch`, `6.9in`, `6.9`, optionally after
    /// `iphone`/`ipad` (`iPhone 6.9"`, `ipad-13`). A bare `13`/`11` is the iPad class; sizes with a decimal
    /// point are iPhones.
    static func displayClass(_ key: String) -> AppStoreSize? {
        var k = key
        var family: AppStoreSize.Family?
        for (prefix, f) in [("iphone", AppStoreSize.Family.iPhone), ("ipad", .iPad)] where k.hasPrefix(prefix) {
            k.removeFirst(prefix.count); family = f
        }
        k = String(k.drop { $0 == " " || $0 == "-" || $0 == "_" })
        for suffix in [" inches", "-inches", "inches", " inch", "-inch", "inch", "-in", "in", "”", "″", "\"", "''"] where k.hasSuffix(suffix) {
            k.removeLast(suffix.count); break
        }
        k = k.trimmingSpaces
        guard !k.isEmpty, k.allSatisfy({ $0.isNumber || $0 == "." }) else { return nil }
        return AppStoreSize.accepted.first { $0.displayClass == k + "\"" && (family == nil || $0.family == family) }
    }
}

/// Why an output device was not accepted; `description` is one line.
public enum OutputDeviceError: Error, Sendable, Equatable, CustomStringConvertible {
    case unknown(String, suggestions: [String])
    /// A pixel size App Store Connect rejects.
    case rejectedSize(String, width: Int, height: Int)
    /// A device profile whose screenshots App Store Connect does not take (e.g. the iPhone SE's 750×1334).
    case profileNotAccepted(String, device: String, width: Int, height: Int)

    public var description: String {
        switch self {
        case let .unknown(spec, suggestions):
            let hint = suggestions.isEmpty ? "" : " (did you mean \(suggestions.map { "'\($0)'" }.joined(separator: ", "))?)"
            return "unknown device or size '\(spec)'\(hint); App Store Connect accepts \(AppStoreSize.acceptedList)"
        case let .rejectedSize(spec, w, h):
            return "'\(spec)': App Store Connect does not accept \(w)×\(h) screenshots; it accepts \(AppStoreSize.acceptedList)"
        case let .profileNotAccepted(spec, device, w, h):
            return "'\(spec)': \(device) screenshots (\(w)×\(h)) are not a size App Store Connect accepts; it accepts \(AppStoreSize.acceptedList)"
        }
    }
}

extension Device {
    /// Portrait pixel width and height, whatever the orientation.
    var portraitPixelWidth: Int { Int((portraitSize.width * scale).rounded()) }
    var portraitPixelHeight: Int { Int((portraitSize.height * scale).rounded()) }
}

extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while s.first == " " || s.first == "\t" { s.removeFirst() }
        while s.last == " " || s.last == "\t" { s.removeLast() }
        return String(s)
    }

    func replacingAll(_ target: Character, with replacement: Character) -> String {
        String(map { $0 == target ? replacement : $0 })
    }
}
