import Layout

/// An iPhone or iPad screen as an app sees it: its size in points and the scale that turns them into
/// pixels, the safe area that the status bar, the sensor cutout and the home indicator take, the display's
/// corner radius, what interrupts its top edge (a notch, the Dynamic Island or nothing), whether it has a
/// home button or a home indicator, and how its status bar is laid out.
///
/// A still render is an app screenshot, so a device's hardware is not drawn (screenshots show neither the
/// cutout nor the rounded corners); its geometry still decides where the status bar's items sit and how
/// much of the screen an app gives to its content. The catalogue (`Device.all`) and its sources are in
/// `Device+Catalog.swift`; look a profile up by the names people type with `Device.named(_:)`.
public struct Device: Sendable, Hashable, CustomStringConvertible {
    public enum Family: String, Sendable, Hashable { case iPhone, iPad }

    /// What interrupts the top of the display, in portrait points.
    public enum Cutout: Sendable, Hashable {
        case none
        /// The TrueDepth notch, centred on the top edge.
        case notch(width: Double, height: Double)
        /// The Dynamic Island at rest: its frame.
        case dynamicIsland(Rect)
    }

    /// How the user goes home: the button under the screen (no bottom inset), or the home indicator, a
    /// capsule `width`×5 pt whose bottom sits 8 pt above the screen's edge, inside the bottom safe area.
    public enum HomeControl: Sendable, Hashable {
        case homeButton
        case homeIndicator(width: Double)
    }

    public enum Orientation: String, Sendable, Hashable, CaseIterable { case portrait, landscape }

    /// The name the command line and scene files use: `iphone-16-pro-max`.
    public let id: String
    /// The marketing name: `iPhone 16 Pro Max`.
    public let name: String
    /// Other names for the same screen geometry (`iphone-17-pro-max`) and the App Store display class (`6.9"`).
    public let aliases: [String]
    public let family: Family
    /// The display class App Store Connect files screenshots under, e.g. `6.9"`.
    public let displayClass: String
    /// The screen in points, portrait.
    public let portraitSize: Size
    /// Pixels per point of the app's rendering (screenshots are this many times the point size).
    public let scale: Double
    /// Safe-area insets of a full-screen app in portrait, with the status bar shown.
    public let portraitSafeArea: EdgeInsets
    /// Safe-area insets in landscape (iPhones hide the status bar there; iPads keep it).
    public let landscapeSafeArea: EdgeInsets
    /// The display's corner radius in points (0: square corners).
    public let cornerRadius: Double
    public let cutout: Cutout
    public let homeControl: HomeControl
    /// Where the status bar's items sit, in portrait.
    public let statusBar: StatusBarLayout
    /// Portrait unless changed with `oriented(_:)`.
    public private(set) var orientation: Orientation = .portrait

    public init(id: String, name: String, aliases: [String] = [], family: Family, displayClass: String, portraitSize: Size,
                scale: Double, portraitSafeArea: EdgeInsets, landscapeSafeArea: EdgeInsets, cornerRadius: Double,
                cutout: Cutout, homeControl: HomeControl, statusBar: StatusBarLayout) {
        self.id = id; self.name = name; self.aliases = aliases; self.family = family; self.displayClass = displayClass
        self.portraitSize = portraitSize; self.scale = scale; self.portraitSafeArea = portraitSafeArea
        self.landscapeSafeArea = landscapeSafeArea; self.cornerRadius = cornerRadius; self.cutout = cutout
        self.homeControl = homeControl; self.statusBar = statusBar
    }

    /// The same device turned to `orientation`.
    public func oriented(_ orientation: Orientation) -> Device {
        var d = self
        d.orientation = orientation
        return d
    }

    /// The screen in points in the current orientation.
    public var size: Size {
        orientation == .portrait ? portraitSize : Size(width: portraitSize.height, height: portraitSize.width)
    }
    /// The safe-area insets in the current orientation.
    public var safeAreaInsets: EdgeInsets { orientation == .portrait ? portraitSafeArea : landscapeSafeArea }
    /// A screenshot's width and height in pixels: the point size times the scale (1320×2868 for the 6.9" iPhones).
    public var pixelWidth: Int { Int((size.width * scale).rounded()) }
    public var pixelHeight: Int { Int((size.height * scale).rounded()) }
    /// iPhones hide the status bar in landscape; iPads show it in both orientations.
    public var showsStatusBar: Bool { family == .iPad || orientation == .portrait }
    public var hasHomeIndicator: Bool { if case .homeIndicator = homeControl { true } else { false } }

    public var description: String {
        let points = "\(Self.number(size.width))×\(Self.number(size.height)) pt"
        return "\(id) (\(name), \(points) @\(Self.number(scale))x = \(pixelWidth)×\(pixelHeight) px, \(orientation.rawValue))"
    }

    /// `390`, `47.33`: whole numbers without a decimal point.
    static func number(_ v: Double) -> String {
        v == v.rounded() ? String(Int(v)) : String((v * 100).rounded() / 100)
    }
}
