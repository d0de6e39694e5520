import Layout
import MockshotKit
import Testing

/// One profile's published geometry: point size, scale, screenshot pixels, safe areas, corner radius.
struct DeviceFacts: Sendable, CustomTestStringConvertible {
    let id: String
    let points: Size
    let scale: Double
    let pixels: (Int, Int)
    let portrait: EdgeInsets
    let landscape: EdgeInsets
    let cornerRadius: Double
    var testDescription: String { id }
}

private func facts(_ id: String, _ w: Double, _ h: Double, _ scale: Double, _ px: (Int, Int), top: Double, bottom: Double,
                   landscape: EdgeInsets, corner: Double) -> DeviceFacts {
    DeviceFacts(id: id, points: Size(width: w, height: h), scale: scale, pixels: px,
                portrait: EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0), landscape: landscape, cornerRadius: corner)
}
private func sides(_ side: Double, bottom: Double = 21) -> EdgeInsets { EdgeInsets(top: 0, leading: side, bottom: bottom, trailing: side) }
private let iPadLandscape = EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)

/// The facts each profile must reproduce (sources in `Device+Catalog.swift`).
let deviceFacts: [DeviceFacts] = [
    facts("iphone-se-3", 375, 667, 2, (750, 1334), top: 20, bottom: 0, landscape: EdgeInsets(), corner: 0),
    facts("iphone-8-plus", 414, 736, 3, (1242, 2208), top: 20, bottom: 0, landscape: EdgeInsets(), corner: 0),
    facts("iphone-14", 390, 844, 3, (1170, 2532), top: 47, bottom: 34, landscape: sides(47), corner: 47.33),
    facts("iphone-16", 393, 852, 3, (1179, 2556), top: 59, bottom: 34, landscape: sides(59), corner: 55),
    facts("iphone-16-plus", 430, 932, 3, (1290, 2796), top: 59, bottom: 34, landscape: sides(59), corner: 55),
    facts("iphone-16-pro", 402, 874, 3, (1206, 2622), top: 62, bottom: 34, landscape: sides(62), corner: 62),
    facts("iphone-16-pro-max", 440, 956, 3, (1320, 2868), top: 62, bottom: 34, landscape: sides(62), corner: 62),
    facts("iphone-11-pro-max", 414, 896, 3, (1242, 2688), top: 44, bottom: 34, landscape: sides(44), corner: 39),
    facts("iphone-13-pro-max", 428, 926, 3, (1284, 2778), top: 47, bottom: 34, landscape: sides(47), corner: 53.33),
    facts("iphone-air", 420, 912, 3, (1260, 2736), top: 68, bottom: 34, landscape: sides(68), corner: 62),
    facts("ipad-pro-13", 1032, 1376, 2, (2064, 2752), top: 24, bottom: 20, landscape: iPadLandscape, corner: 18),
    facts("ipad-pro-12.9", 1024, 1366, 2, (2048, 2732), top: 24, bottom: 20, landscape: iPadLandscape, corner: 18),
    facts("ipad-pro-11", 834, 1210, 2, (1668, 2420), top: 24, bottom: 20, landscape: iPadLandscape, corner: 18),
    facts("ipad-pro-11-gen4", 834, 1194, 2, (1668, 2388), top: 24, bottom: 20, landscape: iPadLandscape, corner: 18),
    facts("ipad-air-11", 820, 1180, 2, (1640, 2360), top: 24, bottom: 20, landscape: iPadLandscape, corner: 18),
    facts("ipad-air-13", 1024, 1366, 2, (2048, 2732), top: 24, bottom: 20, landscape: iPadLandscape, corner: 18),
    facts("ipad-mini", 744, 1133, 2, (1488, 2266), top: 24, bottom: 20, landscape: iPadLandscape, corner: 21.5),
]

@Suite struct DeviceCatalogTests {
    @Test(arguments: deviceFacts)
    func geometry(_ f: DeviceFacts) throws {
        let d = try Device.named(f.id)
        #expect(d.id == f.id)
        #expect(d.size == f.points)
        #expect(d.scale == f.scale)
        #expect(d.pixelWidth == f.pixels.0 && d.pixelHeight == f.pixels.1)
        #expect(d.safeAreaInsets == f.portrait)
        #expect(d.cornerRadius == f.cornerRadius)
        let turned = d.oriented(.landscape)
        #expect(turned.size == Size(width: f.points.height, height: f.points.width))
        #expect(turned.safeAreaInsets == f.landscape)
        #expect(turned.pixelWidth == f.pixels.1 && turned.pixelHeight == f.pixels.0)
    }

    @Test func everyProfileIsChecked() {
        #expect(Set(Device.all.map(\.id)) == Set(deviceFacts.map(\.id)))
    }

    /// The App Store's mandatory 6.9" class: 440×956 pt at @3x is exactly 1320×2868 px.
    @Test func theSixNineInchIPhoneIs1320By2868() throws {
        let d = try Device.named("6.9\"")
        #expect(d == .iPhone16ProMax)
        #expect(d.pixelWidth == 1320 && d.pixelHeight == 2868)
        #expect(d.description == "iphone-16-pro-max (iPhone 16 Pro Max, 440×956 pt @3x = 1320×2868 px, portrait)")
    }

    @Test func theDefaultIsTheIPhone14TheKitsWereDrawnFor() {
        #expect(Device.default.size == Size(width: 390, height: 844))
        #expect(EnvironmentValues().device == .iPhone14)
        #expect(PhoneScreen<EmptyView>.size == Size(width: 390, height: 844))
    }

    /// Ids, aliases and marketing names people type, in any case and spacing.
    @Test func namesPeopleType() throws {
        let cases: [(String, String)] = [
            ("iphone-16-pro-max", "iphone-16-pro-max"), ("iPhone 16 Pro Max", "iphone-16-pro-max"),
            ("iphone-17-pro-max", "iphone-16-pro-max"), ("6.9-inch", "iphone-16-pro-max"), ("6.9 inch", "iphone-16-pro-max"),
            ("6.9in", "iphone-16-pro-max"), ("6.9", "iphone-16-pro-max"), ("IPHONE_17_PRO", "iphone-16-pro"),
            ("iPhone SE (3rd generation)", "iphone-se-3"), ("iphone-se", "iphone-se-3"), ("4.7\"", "iphone-se-3"),
            ("iphone-13", "iphone-14"), ("iphone-16e", "iphone-14"), ("iPhone 15 Pro", "iphone-16"),
            ("iphone-12-pro-max", "iphone-13-pro-max"), ("iphone-xs-max", "iphone-11-pro-max"), ("5.5\"", "iphone-8-plus"),
            ("iPad Pro 13-inch (M4)", "ipad-pro-13"), ("ipad-pro-13-inch", "ipad-pro-13"), ("13\"", "ipad-pro-13"),
            ("iPad Pro 12.9\"", "ipad-pro-12.9"), ("ipad-pro-12-9", "ipad-pro-12.9"), ("12.9-inch", "ipad-pro-12.9"),
            ("  iphone-air  ", "iphone-air"),
        ]
        for (typed, id) in cases {
            #expect(try Device.named(typed).id == id, "\(typed)")
        }
        #expect(try Device.named("ipad-pro-13-landscape").orientation == .landscape)
        #expect(try Device.named("iphone-16-pro-max-landscape").size == Size(width: 956, height: 440))
    }

    @Test func unknownAndAmbiguousNamesSayWhatToDo() {
        #expect(throws: DeviceLookupError.unknown("iphone-16-pro-mx", suggestions: ["iphone-16-pro-max", "iphone-11-pro-max", "iphone-12-pro-max"])) {
            try Device.named("iphone-16-pro-mx")
        }
        #expect((DeviceLookupError.unknown("nokia", suggestions: [])).description
                == "unknown device 'nokia' (run 'mockshot list --devices' to see them all)")
        #expect(throws: DeviceLookupError.ambiguous("6.1\"", candidates: ["iphone-14", "iphone-16"])) { try Device.named("6.1\"") }
        #expect(DeviceLookupError.ambiguous("11\"", candidates: ["ipad-air-11", "ipad-pro-11-gen4", "ipad-pro-11"]).description
                == "device '11\"' is ambiguous: it could be 'ipad-air-11', 'ipad-pro-11-gen4', 'ipad-pro-11'")
    }

    @Test func namesAreUnique() {
        let names = Device.all.flatMap { [$0.id] + $0.aliases }
        #expect(Set(names).count == names.count)
    }

    /// On notch and Dynamic Island iPhones the time and the icons sit in the ears, clear of the cutout and
    /// of the screen's edges; the island's and the notch's middle is where the items are centred.
    @Test(arguments: Device.all.filter { $0.statusBar.arrangement == .ears })
    func statusBarItemsSitBesideTheCutout(_ d: Device) {
        let w = d.size.width, bar = d.statusBar
        let cutout: (minX: Double, maxX: Double)
        switch d.cutout {
        case .notch(let width, _): cutout = ((w - width) / 2, (w + width) / 2)
        case .dynamicIsland(let r):
            cutout = (r.minX, r.maxX)
            #expect(abs(bar.centerY - r.midY) < 0.01)
        case .none: Issue.record("\(d.id) has ears but no cutout"); return
        }
        #expect(bar.timeLeading > 0 && bar.timeLeading + StatusBarLayout.timeWidth < cutout.minX)
        #expect(bar.iconsTrailing > 0 && w - bar.iconsTrailing - StatusBarLayout.iconsWidth > cutout.maxX)
        #expect(bar.height == d.safeAreaInsets.top)
    }

    @Test func homeControls() {
        for d in Device.all {
            switch d.homeControl {
            case .homeButton: #expect(d.safeAreaInsets.bottom == 0 && d.family == .iPhone, "\(d.id)")
            case .homeIndicator(let width): #expect(d.safeAreaInsets.bottom > 0 && width > 100 && width < d.size.width / 2, "\(d.id)")
            }
        }
        #expect(Device.iPhone14.homeControl == .homeIndicator(width: 134))
        #expect(Device.iPhone16Plus.homeControl == .homeIndicator(width: 148))
    }

    /// iPhones hide the status bar in landscape; iPads keep it.
    @Test func landscapeStatusBar() {
        #expect(!Device.iPhone16ProMax.oriented(.landscape).showsStatusBar)
        #expect(Device.iPadPro13.oriented(.landscape).showsStatusBar)
        #expect(Device.iPhoneSE3.showsStatusBar)
    }
}
