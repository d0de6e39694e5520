import Layout
import Testing
@testable import MockshotKit

/// The status bar drawn from `\.statusBar`, read back from the layout (font-free measurer).
@Suite struct StatusBarTests {
    func layout(_ content: StatusBarContent = .standard, scheme: ColorScheme = .light, device: Device = .default) throws -> LayoutResult {
        var env = EnvironmentValues()
        env.colorScheme = scheme
        env.statusBar = content
        env.device = device
        return try LayoutEngine.layout(StatusBar(), proposal: ProposedViewSize(width: device.size.width, height: nil), environment: env,
                                       measurer: FixedWidthTextMeasurer(), scale: 4)
    }

    func fills(_ r: LayoutResult, _ kind: String) -> [(frame: Rect, hex: String?)] {
        r.all(kind).compactMap { n in
            guard case .shape(let s) = n.content, case .fill(let p, _) = s.operation else { return nil }
            return (n.frame, p.solidColor?.hexString)
        }
    }

    @Test func defaultIsNineFortyOneWithEverythingFull() throws {
        let r = try layout()
        #expect(r.root.frame.size == Size(width: 390, height: 47))
        #expect(r.all("Text").compactMap { if case .text(let t) = $0.content { t.string } else { nil } } == ["9:41"])
        // One shape each for the bars and the fan, all in the label colour; the battery filled edge to edge.
        #expect(fills(r, "SignalBars").map(\.hex) == ["#000000"])
        #expect(fills(r, "WiFiGlyph").map(\.hex) == ["#000000"])
        let battery = try #require(fills(r, "RoundedRectangle").first { $0.frame.height == 8 })
        #expect(battery.frame.width == 21 && battery.hex == "#000000")
        // Indicators end 26 pt from the trailing edge: signal, Wi-Fi, battery 6 pt apart (18 + 17 + 27.5 + 12).
        #expect(fills(r, "SignalBars")[0].frame.minX == 390 - 26 - 74.5)
    }

    @Test func timeAndSchemeComeFromTheEnvironment() throws {
        let r = try layout(StatusBarContent(time: "12:34"), scheme: .dark)
        let time = try #require(r.first("Text"))
        if case .text(let t) = time.content {
            #expect(t.string == "12:34")
            #expect(t.paint.solidColor?.hexString == "#FFFFFF")
        }
    }

    @Test func weakSignalDimsTheUnlitBars() throws {
        let r = try layout(StatusBarContent(cellularBars: 1, wifiBars: 2))
        let bars = fills(r, "SignalBars")
        #expect(bars.map(\.hex) == ["#0000004D", "#000000"])                 // unlit at 30 %, then the lit one
        #expect(fills(r, "WiFiGlyph").map(\.hex) == ["#0000004D", "#000000"])
    }

    @Test func cellularNetworkReplacesTheWiFiFan() throws {
        let r = try layout(StatusBarContent(dataNetwork: .fiveG))
        #expect(fills(r, "WiFiGlyph").isEmpty)
        #expect(r.all("Text").contains { if case .text(let t) = $0.content { t.string == "5G" } else { false } })
        let hidden = try layout(StatusBarContent(dataNetwork: .none))
        #expect(fills(hidden, "WiFiGlyph").isEmpty && hidden.all("Text").count == 1)
    }

    @Test(arguments: [
        (StatusBarContent(batteryLevel: 50), 10.5, "#000000"),
        (StatusBarContent(batteryLevel: 20), 4.2, "#FF3B30"),        // low: system red
        (StatusBarContent(batteryLevel: 20, isCharging: true), 4.2, "#34C759"),
        (StatusBarContent(batteryLevel: 80, isLowPowerMode: true), 16.8, "#FFCC00"),
    ])
    func batteryFillFollowsLevelAndState(content: StatusBarContent, width: Double, hex: String) throws {
        let r = try layout(content)
        let fill = try #require(fills(r, "RoundedRectangle").first { $0.frame.height == 8 })
        #expect(abs(fill.frame.width - width) <= 0.125 && fill.hex == hex)          // frames snap to quarter points at @4x
        // The fill starts at the battery's leading edge, 2 pt inside its outline.
        let outline = try #require(r.all("RoundedRectangle").first { $0.frame.width == 25 })
        #expect(fill.frame.minX == outline.frame.minX + 2)
        #expect((r.all("ChargingBolt").count == 1) == content.isCharging)
    }

    @Test func validationNamesTheField() {
        #expect(throws: ContentError.outOfRange(field: "statusBar.batteryLevel", value: 150, range: 0...100)) {
            try StatusBarContent(batteryLevel: 150).validate()
        }
        #expect(throws: ContentError.outOfRange(field: "statusBar.cellularBars", value: 5, range: 0...4)) {
            try StatusBarContent(cellularBars: 5).validate()
        }
        #expect(throws: ContentError.outOfRange(field: "statusBar.wifiBars", value: -1, range: 0...3)) {
            try StatusBarContent(wifiBars: -1).validate()
        }
        #expect((try? StatusBarContent.standard.validate()) != nil)
        #expect(ContentError.outOfRange(field: "statusBar.batteryLevel", value: 150, range: 0...100).description
                == "statusBar.batteryLevel must be 0…100 (got 150)")
    }

    /// The content is drawn where the device's bar puts it: around a centred time on a home-button iPhone.
    @Test func contentInTheCentredTimeBarOfTheIPhoneSE() throws {
        let r = try layout(StatusBarContent(time: "7:38", cellularBars: 2, dataNetwork: .lte, batteryLevel: 50), device: .iPhoneSE3)
        #expect(r.root.frame.height == 20)
        let time = try #require(r.all("Text").first { if case .text(let t) = $0.content { t.string == "7:38" } else { false } })
        #expect(abs(time.frame.midX - 375 / 2) <= 0.25)
        #expect(fills(r, "SignalBars").map(\.hex) == ["#0000004D", "#000000"])            // two lit, two faint
        #expect(r.all("Text").contains { if case .text(let t) = $0.content { t.string == "LTE" } else { false } })
        #expect(fills(r, "WiFiGlyph").isEmpty)
        let fill = try #require(fills(r, "RoundedRectangle").first { $0.frame.height == 8 })
        #expect(fill.frame.width == 10.5 && fill.frame.maxX > 375 - 40)                    // the battery on the trailing side
    }

    /// An iPad's bar has no cellular bars whatever the content says; the rest of the content shows.
    @Test func contentOnAnIPadHasNoCellularBars() throws {
        let r = try layout(StatusBarContent(time: "10:09", cellularBars: 1, wifiBars: 1, isCharging: true), device: .iPadPro13)
        #expect(r.root.frame.height == 24)
        #expect(fills(r, "SignalBars").isEmpty)
        #expect(fills(r, "WiFiGlyph").map(\.hex) == ["#0000004D", "#000000"])
        #expect(r.all("ChargingBolt").count == 1)
        let time = try #require(r.first("Text"))
        #expect(time.frame.minX == 20)
    }

    /// No status bar on an iPhone in landscape, whatever it would show.
    @Test func noContentOnAnIPhoneInLandscape() throws {
        let r = try layout(StatusBarContent(time: "7:38", dataNetwork: .fiveG), device: Device.iPhone14.oriented(.landscape))
        #expect(r.all("Text").isEmpty && fills(r, "RoundedRectangle").isEmpty)
    }

    @Test func phoneScreenDrawsTheEnvironmentsStatusBar() throws {
        var env = EnvironmentValues()
        env.statusBar = StatusBarContent(time: "7:38")
        let r = try LayoutEngine.layout(PhoneScreen(background: .white) { Color.clear }, proposal: ProposedViewSize(width: 390, height: 844),
                                        environment: env, measurer: FixedWidthTextMeasurer(), scale: 1)
        #expect(r.all("Text").contains { if case .text(let t) = $0.content { t.string == "7:38" } else { false } })
    }
}
