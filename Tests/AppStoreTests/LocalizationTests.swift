@testable import AppStore
import Imaging
import Layout
import MockshotKit
import Testing

/// Per-locale content and the App Store's status bar.
@Suite struct LocalizationTests {
    /// Green when the status bar it is drawn with is the App Store's (9:41, full signal and battery), red otherwise.
    struct StatusBarProbe: View {
        @Environment(\.statusBar) var bar
        var body: some View {
            Color(bar == StatusBarContent() ? RGBA(hex: 0x00C000) : RGBA(hex: 0xFF0000))
        }
    }

    /// What these tests draw on: a 3× iPhone of the smallest size (1125×2436; where a screen lands is read
    /// from the placement, so what they check does not depend on the size).
    static let output = OutputDevice(AppStoreSize.accepted[8])

    /// Where the middle of the (only) device's screen lands on the canvas.
    static func screenCentre(_ set: ScreenshotSet) -> (Int, Int) {
        let compositor = Compositor(set: set, output: set.devices[0], locale: "en-US")
        let p = compositor.placement(0).devices[0]
        return (Int(p.center.x * 3), Int(p.center.y * 3))
    }

    @Test func theStatusBarIsAlwaysNineFortyOneWithFullBars() throws {
        var env = EnvironmentValues()
        env.statusBar = StatusBarContent(time: "12:34", cellularBars: 1, batteryLevel: 15)
        var shot = Screenshot(screen: .renderable(named: "probe.screen", environment: env) {
            Renderable(name: "probe.screen", summary: "probe", kind: .screen, canvas: .device) { _ in AnyView(StatusBarProbe()) }
        }, caption: Caption(title: "x"))
        shot.style.frame = FrameStyle(visible: false, shadow: false)
        let set = ScreenshotSet(screenshots: [shot], devices: [Self.output])
        let image = try PNGDecoder().decode(try set.renderAll()[0].bytes)
        let (x, y) = Self.screenCentre(set)
        #expect(image.hex(x: x, y: y) == "#00C000")
    }

    @Test func aLocaleShowsItsOwnContentAndTheOthersTheDefault() throws {
        var shot = Screenshot(screen: Screens.solid(0xD02020), caption: Caption(title: "Hello"))
        shot.localizedScreens["ja"] = Screens.solid(0x2040D0)
        shot.style.frame = FrameStyle(visible: false, shadow: false)
        let set = ScreenshotSet(screenshots: [shot], devices: [Self.output],
                                localizations: [Localization("en-US"), Localization("ja"), Localization("de-DE")])
        let images = try set.renderAll()
        #expect(images.map(\.job.path) == ["en-US/01_iphone-11-pro.png", "ja/01_iphone-11-pro.png", "de-DE/01_iphone-11-pro.png"])
        let (x, y) = Self.screenCentre(set)
        let colours = try images.map { try PNGDecoder().decode($0.bytes).hex(x: x, y: y) }
        #expect(colours == ["#D02020", "#2040D0", "#D02020"])
    }

    @Test func twoDevicesShowTheirOwnScreensPerLocale() throws {
        var shot = Screenshot(screen: Screens.solid(0xD02020), secondScreen: Screens.solid(0x20A040), caption: Caption(title: "Two"))
        shot.localizedSecondScreens["ja"] = Screens.solid(0x2040D0)
        shot.style.layout = .twoDevices
        shot.style.frame = FrameStyle(visible: false, shadow: false)
        let set = ScreenshotSet(screenshots: [shot], devices: [Self.output],
                                localizations: [Localization("en-US"), Localization("ja")])
        let images = try set.renderAll().map { try PNGDecoder().decode($0.bytes) }
        let placement = Compositor(set: set, output: set.devices[0], locale: "en-US").placement(0)
        // Back to front: the second screen behind on the right, the first in front on the left.
        #expect(placement.devices.map(\.screen) == [1, 0])
        let front = placement.devices[1], back = placement.devices[0]
        #expect(front.center.x < back.center.x && front.center.y > back.center.y)
        // The back device's right part (clear of the front one) shows the second screen.
        let bx = Int((back.center.x + 40) * 3), by = Int(back.center.y * 3)
        #expect(images[0].hex(x: bx, y: by) == "#20A040" && images[1].hex(x: bx, y: by) == "#2040D0")
        let fx = Int(front.center.x * 3), fy = Int(front.center.y * 3)
        #expect(images[0].hex(x: fx, y: fy) == "#D02020" && images[1].hex(x: fx, y: fy) == "#D02020")
    }
}
