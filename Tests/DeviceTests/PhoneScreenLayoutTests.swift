import Layout
import MockshotKit
import Testing

/// Lays `view` out on `device` with the font-free measurer, at the device's scale.
func layout(_ view: some View, on device: Device) throws -> LayoutResult {
    var env = EnvironmentValues()
    env.device = device
    return try LayoutEngine.layout(view, proposal: ProposedViewSize(device.size), environment: env,
                                   measurer: FixedWidthTextMeasurer(), scale: device.scale)
}

/// Reads `UIScreen.main.bounds` where a screen's content is resolved.
struct ScreenProbe: View {
    var body: some View {
        Color.red.frame(width: UIScreen.main.bounds.width / 2, height: 10)
    }
}

@Suite struct PhoneScreenLayoutTests {
    /// The content fills the device's safe area; the screen fills the device; a background colour in the
    /// content reaches under the status bar and home indicator.
    @Test(arguments: Device.all + Device.all.map { $0.oriented(.landscape) })
    func contentFillsTheSafeArea(_ d: Device) throws {
        let r = try layout(PhoneScreen(background: .black) { Color.red; Color.clear.background(Color.blue) }, on: d)
        #expect(r.root.frame.size == d.size)
        let insets = d.safeAreaInsets
        let safe = Rect(x: insets.leading, y: insets.top, width: d.size.width - insets.horizontal, height: d.size.height - insets.vertical)
        let red = try #require(r.all("Color").first { fill($0) == "#FF3B30" })
        #expect(red.frame == safe, "\(d)")
        let blue = try #require(r.all("Rectangle").first { fill($0) == "#007AFF" })
        #expect(blue.frame == Rect(origin: .zero, size: d.size), "\(d)")
    }

    /// `UIScreen.main.bounds` is the device's screen inside a screen.
    @Test func screenBoundsAreTheDevices() throws {
        let r = try layout(PhoneScreen(background: .black) { ScreenProbe() }, on: .iPhone16ProMax)
        #expect(r.all("Color").contains { $0.frame.width == 220 })
    }

    /// The status bar strip is the top inset; its time sits in the left ear, centred on the cutout's middle.
    @Test func statusBarPerArrangement() throws {
        // Dynamic Island: time centred in the 157 pt ear of the 440 pt screen, on the island's middle (14 + 37.33 / 2).
        var r = try layout(PhoneScreen(background: .black) { Color.clear }, on: .iPhone16ProMax)
        var time = try #require(r.all("Text").first)
        #expect(abs(time.frame.midX - 78.5) <= 1.5)
        #expect(abs(time.frame.midY - (14 + 37.33 / 2)) <= 1)
        // The iPhone 14 keeps the kits' placement: the time's 54 pt box 32 pt in, on the 47 pt strip's middle.
        r = try layout(PhoneScreen(background: .black) { Color.clear }, on: .iPhone14)
        time = try #require(r.all("Text").first)
        #expect(abs(time.frame.midX - 59) <= 1 && abs(time.frame.midY - 23.5) <= 1)
        // Home button: a 20 pt bar with the time centred, 12 pt.
        r = try layout(PhoneScreen(background: .black) { Color.clear }, on: .iPhoneSE3)
        time = try #require(r.all("Text").first)
        #expect(abs(time.frame.midX - 187.5) <= 1 && abs(time.frame.midY - 10) <= 1)
        // iPad: the time 20 pt in from the leading edge, no cellular bars.
        r = try layout(PhoneScreen(background: .black) { Color.clear }, on: .iPadPro13)
        time = try #require(r.all("Text").first)
        #expect(time.frame.minX == 20 && abs(time.frame.midY - 12) <= 1)
        #expect(r.all("SignalBars").isEmpty)
        #expect(!r.all("WiFiGlyph").isEmpty)
        // iPhones in landscape have none.
        r = try layout(PhoneScreen(background: .black) { Color.clear }, on: Device.iPhone16ProMax.oriented(.landscape))
        #expect(r.all("Text").isEmpty)
    }

    /// The home indicator: a width×5 capsule laid out on the bottom edge and drawn 8 pt above it; none
    /// with a home button.
    @Test func homeIndicator() throws {
        for d in [Device.iPhone14, .iPhone16ProMax, .iPadPro13] {
            let r = try layout(PhoneScreen(background: .black) { Color.clear }, on: d)
            guard case .homeIndicator(let width) = d.homeControl else { Issue.record("\(d.id)"); continue }
            let capsule = try #require(r.all("Capsule").last)
            #expect(abs(capsule.frame.midX - d.size.width / 2) < 0.2 && abs(capsule.frame.width - width) < 0.4, "\(d.id)")
            #expect(capsule.frame.maxY == d.size.height && capsule.frame.height == 5, "\(d.id)")
            let offset = try #require(r.all("offset").last)
            if case .effect(.offset(let x, let y)) = offset.content { #expect(x == 0 && y == -8) } else { Issue.record("no offset") }
        }
        let r = try layout(PhoneScreen(background: .black) { Color.clear }, on: .iPhoneSE3)
        #expect(r.all("Capsule").isEmpty)
    }

    /// A kit screen's composer bar and a safe-area inset bar end at the safe area's bottom on every device.
    @Test(arguments: [Device.iPhoneSE3, .iPhone16ProMax, .iPadPro13])
    func insetBarRestsOnTheSafeArea(_ d: Device) throws {
        let r = try layout(PhoneScreen(background: .black) {
            ScrollView { Color.green.frame(height: 2000) }
                .defaultScrollAnchor(.bottom)
                .safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 50) }
        }, on: d)
        let bar = try #require(r.all("Color").first { fill($0) == "#007AFF" })
        #expect(bar.frame.maxY == d.size.height - d.safeAreaInsets.bottom)
        let content = try #require(r.all("Color").first { fill($0) == "#34C759" })
        #expect(content.frame.maxY == bar.frame.minY)
        let scroll = try #require(r.first("ScrollView"))
        #expect(scroll.frame == Rect(origin: .zero, size: d.size))
    }
}

/// A shape node's solid fill as `#RRGGBB`.
func fill(_ n: LayoutNode) -> String? {
    if case .shape(let s) = n.content, case .fill(let p, _) = s.operation, case .color(let c) = p { return c.hexString }
    return nil
}
