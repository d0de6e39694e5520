import Layout

/// The device profiles.
///
/// Sources (facts only; no code was taken from them):
/// - Point sizes and scales: Apple Human Interface Guidelines, Layout › Specifications › "Device screen
///   sizes and orientations" (developer.apple.com/design/human-interface-guidelines/layout).
/// - Pixel sizes and display classes: App Store Connect Help › Reference › "Screenshot specifications"
///   (developer.apple.com/help/app-store-connect/reference/screenshot-specifications).
/// - Safe-area insets (portrait and landscape): Keith Harrison's simulator measurements in "iPhone 13/14/15/16/17
///   Screen Sizes" and "iPad Pro 2024 Screen Sizes" (useyourloaf.com/blog), and Apple's "Positioning content
///   relative to the safe area" (the status bar is 20 pt on home-button iPhones, 24 pt on iPads).
/// - Display corner radii: `UIScreen._displayCornerRadius` as tabulated by Kyle Bashour
///   (github.com/kylebshr/UIKitCorners, github.com/kylebshr/ScreenCorners): 39 (X-class), 47.33 (12/13/14),
///   53.33 (12/13 Pro Max, 14 Plus), 55 (14 Pro to 16 Plus), 62 (16 Pro, 16 Pro Max; the 17 Pro, 17 Pro Max,
///   17 and Air report the same), 18 (Face ID iPads), 21.5 (iPad mini 6).
/// - The Dynamic Island at rest: 126 × 37.33 pt, 11 pt below the top edge on the iPhone 14 Pro class
///   (Suyash Srijan's DynamicIslandUtilities, measured on device).
///
/// Estimates, marked where used: the notch's size (the iPhone X template's 209 × 30 pt; the 13/14 notch is
/// 20 % narrower), the island's offset on the 62 pt and 68 pt safe-area models (kept at the same distance
/// above the safe-area line as on the 14 Pro), the home indicator's width other than the 134 pt of the
/// 390 pt iPhones (scaled with the screen width, which gives the 148 pt usually quoted for 430 pt iPhones;
/// 320 pt on iPads), and the M4 iPad Pros' corner radius (taken as the earlier iPad Pros' 18 pt).
extension Device {
    // MARK: iPhones with a home button

    public static let iPhoneSE3 = Device(
        id: "iphone-se-3", name: "iPhone SE (3rd generation)",
        aliases: ["iphone-se", "iphone-se-2", "iphone-8", "iphone-7", "iphone-6s", "4.7\""],
        family: .iPhone, displayClass: "4.7\"", portraitSize: Size(width: 375, height: 667), scale: 2,
        portraitSafeArea: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0), landscapeSafeArea: EdgeInsets(),
        cornerRadius: 0, cutout: .none, homeControl: .homeButton, statusBar: .homeButton)

    public static let iPhone8Plus = Device(
        id: "iphone-8-plus", name: "iPhone 8 Plus", aliases: ["iphone-7-plus", "iphone-6s-plus", "5.5\""],
        family: .iPhone, displayClass: "5.5\"", portraitSize: Size(width: 414, height: 736), scale: 3,
        portraitSafeArea: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0), landscapeSafeArea: EdgeInsets(),
        cornerRadius: 0, cutout: .none, homeControl: .homeButton, statusBar: .homeButton)

    // MARK: iPhones with a notch

    public static let iPhone11ProMax = notched(
        id: "iphone-11-pro-max", name: "iPhone 11 Pro Max", aliases: ["iphone-xs-max", "6.5\""], displayClass: "6.5\"",
        size: Size(width: 414, height: 896), top: 44, cornerRadius: 39, notch: Size(width: 209, height: 30))

    /// The default device: every screen in the kits was drawn for it, and its status bar keeps the
    /// placement the kits have always had (time's box 32 pt from the leading edge, icons 26 pt from the trailing).
    public static let iPhone14 = Device(
        id: "iphone-14", name: "iPhone 14",
        aliases: ["iphone-13", "iphone-13-pro", "iphone-12", "iphone-12-pro", "iphone-16e"],
        family: .iPhone, displayClass: "6.1\"", portraitSize: Size(width: 390, height: 844), scale: 3,
        portraitSafeArea: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0),
        landscapeSafeArea: EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47),
        cornerRadius: 47.33, cutout: .notch(width: 162, height: 34), homeControl: .homeIndicator(width: 134),
        statusBar: StatusBarLayout(arrangement: .ears, height: 47, timeLeading: 32, iconsTrailing: 26, centerY: 23.5))

    public static let iPhone13ProMax = notched(
        id: "iphone-13-pro-max", name: "iPhone 13 Pro Max", aliases: ["iphone-12-pro-max", "iphone-14-plus"], displayClass: "6.7\"",
        size: Size(width: 428, height: 926), top: 47, cornerRadius: 53.33, notch: Size(width: 162, height: 34))

    // MARK: iPhones with the Dynamic Island

    public static let iPhone16 = island(
        id: "iphone-16", name: "iPhone 16", aliases: ["iphone-15", "iphone-15-pro", "iphone-14-pro"], displayClass: "6.1\"",
        size: Size(width: 393, height: 852), top: 59, cornerRadius: 55, islandTop: 11)

    public static let iPhone16Plus = island(
        id: "iphone-16-plus", name: "iPhone 16 Plus", aliases: ["iphone-15-plus", "iphone-15-pro-max", "iphone-14-pro-max"],
        displayClass: "6.7\"", size: Size(width: 430, height: 932), top: 59, cornerRadius: 55, islandTop: 11)

    public static let iPhone16Pro = island(
        id: "iphone-16-pro", name: "iPhone 16 Pro", aliases: ["iphone-17-pro", "iphone-17", "6.3\""], displayClass: "6.3\"",
        size: Size(width: 402, height: 874), top: 62, cornerRadius: 62, islandTop: 14)

    /// The 6.9" class App Store Connect asks for first: 440×956 pt at @3x, 1320×2868 px.
    public static let iPhone16ProMax = island(
        id: "iphone-16-pro-max", name: "iPhone 16 Pro Max", aliases: ["iphone-17-pro-max", "6.9\""], displayClass: "6.9\"",
        size: Size(width: 440, height: 956), top: 62, cornerRadius: 62, islandTop: 14)

    public static let iPhoneAir = island(
        id: "iphone-air", name: "iPhone Air", aliases: [], displayClass: "6.5\"",
        size: Size(width: 420, height: 912), top: 68, cornerRadius: 62, islandTop: 20)

    // MARK: iPads (home indicator, 24 pt status bar, 20 pt bottom inset, @2x)

    public static let iPadPro13 = pad(
        id: "ipad-pro-13", name: "iPad Pro 13-inch (M4)", aliases: ["ipad-pro-13-m4", "13\""], displayClass: "13\"",
        size: Size(width: 1032, height: 1376), cornerRadius: 18)

    public static let iPadPro12_9 = pad(
        id: "ipad-pro-12.9", name: "iPad Pro 12.9-inch (3rd–6th generation)", aliases: ["ipad-pro-12-9", "12.9\""],
        displayClass: "12.9\"", size: Size(width: 1024, height: 1366), cornerRadius: 18)

    public static let iPadPro11 = pad(
        id: "ipad-pro-11", name: "iPad Pro 11-inch (M4)", aliases: ["ipad-pro-11-m4"], displayClass: "11\"",
        size: Size(width: 834, height: 1210), cornerRadius: 18)

    public static let iPadPro11Gen4 = pad(
        id: "ipad-pro-11-gen4", name: "iPad Pro 11-inch (1st–4th generation)", aliases: ["ipad-pro-11-2022"], displayClass: "11\"",
        size: Size(width: 834, height: 1194), cornerRadius: 18)

    public static let iPadAir13 = pad(
        id: "ipad-air-13", name: "iPad Air 13-inch (M2, M3)", aliases: [], displayClass: "13\"",
        size: Size(width: 1024, height: 1366), cornerRadius: 18)

    public static let iPadAir11 = pad(
        id: "ipad-air-11", name: "iPad Air 11-inch (M2, M3)", aliases: ["ipad-air"], displayClass: "11\"",
        size: Size(width: 820, height: 1180), cornerRadius: 18)

    public static let iPadMini = pad(
        id: "ipad-mini", name: "iPad mini (6th, 7th generation)", aliases: ["ipad-mini-6", "ipad-mini-7"], displayClass: "8.3\"",
        size: Size(width: 744, height: 1133), cornerRadius: 21.5)

    /// Every profile, iPhones from smallest to largest, then iPads.
    public static let all: [Device] = [
        iPhoneSE3, iPhone8Plus, iPhone14, iPhone16, iPhone16Pro, iPhone11ProMax, iPhoneAir, iPhone13ProMax, iPhone16Plus,
        iPhone16ProMax, iPadMini, iPadAir11, iPadPro11Gen4, iPadPro11, iPadPro12_9, iPadAir13, iPadPro13,
    ]

    /// The device screens are laid out for unless told otherwise.
    public static let `default` = iPhone14

    // MARK: Builders for families that share a layout

    /// The home indicator's width: 134 pt on 390 pt iPhones, scaled with the width elsewhere (an estimate).
    static func indicatorWidth(_ screenWidth: Double) -> Double { (screenWidth * 134 / 390).rounded() }

    static func notched(id: String, name: String, aliases: [String], displayClass: String, size: Size, top: Double,
                        cornerRadius: Double, notch: Size) -> Device {
        Device(id: id, name: name, aliases: aliases, family: .iPhone, displayClass: displayClass, portraitSize: size, scale: 3,
               portraitSafeArea: EdgeInsets(top: top, leading: 0, bottom: 34, trailing: 0),
               landscapeSafeArea: EdgeInsets(top: 0, leading: top, bottom: 21, trailing: top),
               cornerRadius: cornerRadius, cutout: .notch(width: notch.width, height: notch.height),
               homeControl: .homeIndicator(width: indicatorWidth(size.width)),
               statusBar: .ears(screenWidth: size.width, cutoutWidth: notch.width, height: top, centerY: top / 2))
    }

    static func island(id: String, name: String, aliases: [String], displayClass: String, size: Size, top: Double,
                       cornerRadius: Double, islandTop: Double) -> Device {
        let pill = Rect(x: (size.width - 126) / 2, y: islandTop, width: 126, height: 37.33)
        return Device(id: id, name: name, aliases: aliases, family: .iPhone, displayClass: displayClass, portraitSize: size, scale: 3,
                      portraitSafeArea: EdgeInsets(top: top, leading: 0, bottom: 34, trailing: 0),
                      landscapeSafeArea: EdgeInsets(top: 0, leading: top, bottom: 21, trailing: top),
                      cornerRadius: cornerRadius, cutout: .dynamicIsland(pill),
                      homeControl: .homeIndicator(width: indicatorWidth(size.width)),
                      statusBar: .ears(screenWidth: size.width, cutoutWidth: pill.width, height: top, centerY: pill.midY))
    }

    static func pad(id: String, name: String, aliases: [String], displayClass: String, size: Size, cornerRadius: Double) -> Device {
        Device(id: id, name: name, aliases: aliases, family: .iPad, displayClass: displayClass, portraitSize: size, scale: 2,
               portraitSafeArea: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
               landscapeSafeArea: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
               cornerRadius: cornerRadius, cutout: .none, homeControl: .homeIndicator(width: 320), statusBar: .iPad)
    }
}
