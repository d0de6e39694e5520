import Imaging
import Layout
import Testing
@testable import Render

/// The system controls' colours, read back from rendered pixels at @2x: switch tracks and thumb, the
/// segmented control's track and thumb, the tab bar's tint, grey and badge, the bar hairline, list
/// backgrounds in both schemes and under Increase Contrast, and a menu's destructive red.
@Suite struct SystemControlPixelTests {
    func render<V: View>(_ view: V, width: Double = 390, height: Double, scheme: ColorScheme = .light,
                         contrast: ColorSchemeContrast = .standard, background: RGBA? = nil) throws -> RGBAImage {
        try Renderer.render(view, proposal: ProposedViewSize(width: width, height: height),
                            environment: EnvironmentValues(colorScheme: scheme, contrast: contrast),
                            options: RenderOptions(scale: 2, background: background ?? (scheme == .dark ? .black : .white))).rgbaImage()
    }

    func expectNear(_ image: RGBAImage, _ x: Int, _ y: Int, _ hex: UInt32, _ what: String) {
        let p = image[x, y]
        let e = RGBA(hex: hex).bytes
        #expect(near(p.r, Int(e.r)) && near(p.g, Int(e.g)) && near(p.b, Int(e.b)), "\(what): \(image.at(x, y)), expected \(RGBA(hex: hex).hexString)")
    }

    /// Pixels of exactly `hex` in the rectangle (in points).
    func count(_ image: RGBAImage, _ hex: UInt32, x: Range<Double>, y: Range<Double>) -> Int {
        let e = RGBA(hex: hex).bytes
        var n = 0
        for py in Int(y.lowerBound * 2)..<Int(y.upperBound * 2) {
            for px in Int(x.lowerBound * 2)..<Int(x.upperBound * 2) {
                let p = image[px, py]
                if p.r == e.r && p.g == e.g && p.b == e.b { n += 1 }
            }
        }
        return n
    }

    @Test func switchTrackAndThumb() throws {
        let on = try render(Toggle("A", isOn: .constant(true)), height: 31)
        expectNear(on, 2 * 345, 2 * 15, 0x34C759, "on track")
        expectNear(on, 2 * 374, 2 * 15, 0xFFFFFF, "thumb")
        let off = try render(Toggle("A", isOn: .constant(false)), height: 31)
        expectNear(off, 2 * 384, 2 * 15, 0xE9E9EB, "off track: secondarySystemFill on white")
        let dark = try render(Toggle("A", isOn: .constant(true)), height: 31, scheme: .dark)
        expectNear(dark, 2 * 345, 2 * 15, 0x30D158, "dark on track")
        let tinted = try render(Toggle("A", isOn: .constant(true)).tint(.blue), height: 31)
        expectNear(tinted, 2 * 345, 2 * 15, 0x007AFF, "tinted track")
        let disabled = try render(Toggle("A", isOn: .constant(true)).disabled(true), height: 31)
        expectNear(disabled, 2 * 345, 2 * 15, 0x9AE3AC, "disabled: half opacity")
    }

    @Test func segmentedTrackAndThumb() throws {
        let image = try render(Picker("R", selection: .constant(1)) { Text("A").tag(0); Text("B").tag(1) }.pickerStyle(.segmented), height: 32)
        expectNear(image, 2 * 20, 2 * 16, 0xEFEFF0, "track: tertiarySystemFill on white")
        expectNear(image, 2 * 220, 2 * 16, 0xFFFFFF, "thumb")
        let dark = try render(Picker("R", selection: .constant(1)) { Text("A").tag(0); Text("B").tag(1) }.pickerStyle(.segmented),
                              height: 32, scheme: .dark)
        expectNear(dark, 2 * 220, 2 * 16, 0x636366, "dark thumb")
    }

    @Test func tabBarTintGreyAndBadge() throws {
        let view = TabView(selection: .constant(1)) {
            Color.clear.tabItem { Label("Chats", systemImage: "bubble.left") }.tag(0).badge(2)
            Color.clear.tabItem { Label("People", systemImage: "person") }.tag(1)
        }
        let image = try render(view, height: 300)
        // Symbols sit in the top 32 pt of the 49 pt bar (from y = 251); item 0 spans 0–195, item 1 195–390.
        #expect(count(image, 0x8E8E93, x: 70..<125, y: 251..<283) > 100, "unselected symbol in systemGray")
        #expect(count(image, 0x007AFF, x: 265..<320, y: 251..<283) > 100, "selected symbol in the tint")
        #expect(count(image, 0x007AFF, x: 70..<125, y: 251..<300) == 0)
        // The badge: red left of its white digit, 5 pt right of the symbol's centre, 2 pt below the bar's top.
        expectNear(image, 2 * 105, 2 * 262, 0xFF3B30, "badge")
    }

    @Test func scrolledBarHairlineAndStyle() throws {
        let view = NavigationStack {
            Color.clear.navigationTitle("T").navigationBarTitleDisplayMode(.inline)
                .toolbarBackground(Color(hex: 0xFFEEDD), for: .navigationBar).toolbarBackground(.visible, for: .navigationBar)
        }
        let image = try render(view, height: 100)
        expectNear(image, 10, 2 * 20, 0xFFEEDD, "bar style")
        expectNear(image, 10, 87, 0xB2A79B, "hairline: black at 30 % on the bar")
        expectNear(image, 10, 89, 0xFFFFFF, "content below the bar")
    }

    @Test func listBackgroundsPerSchemeAndContrast() throws {
        let list = List { Text("Row") }
        let light = try render(list, height: 120)
        expectNear(light, 10, 10, 0xF2F2F7, "systemGroupedBackground")
        expectNear(light, 2 * 300, 2 * 57, 0xFFFFFF, "secondarySystemGroupedBackground card")
        let dark = try render(list, height: 120, scheme: .dark)
        expectNear(dark, 10, 10, 0x000000, "dark grouped background")
        expectNear(dark, 2 * 300, 2 * 57, 0x1C1C1E, "dark card")
        let increased = try render(list, height: 120, contrast: .increased)
        expectNear(increased, 10, 10, 0xEBEBF0, "increased-contrast grouped background")
        let plain = try render(List { Text("Row") }.listStyle(.plain), height: 120, background: RGBA(hex: 0x808080))
        expectNear(plain, 10, 10, 0xFFFFFF, "plain list on systemBackground")
    }

    @Test func destructiveMenuItemIsRed() throws {
        let image = try render(MenuPanel { Button("Copy") {}; Button("Delete", role: .destructive) {} }, height: 200)
        // Panel centred: 250 × 88 from (70, 56); the second row from y = 100.
        #expect(count(image, 0xFF3B30, x: 80..<200, y: 100..<144) > 30)
        #expect(count(image, 0xFF3B30, x: 80..<200, y: 56..<100) == 0)
    }

    /// A brand's floating menu from the same panel: solid surface and a 1 pt outline (Kik in dark mode).
    @Test func menuPanelTakesABrandSurfaceAndBorder() throws {
        let panel = MenuPanel(background: AnyShapeStyle(Color(hex: 0x1B1D21)), border: Color(hex: 0x31343A)) { Button("New Chat") {} }
        let image = try render(panel, height: 100, scheme: .dark)
        // 250 × 44 centred: from (70, 28).
        expectNear(image, 2 * 70 + 1, 2 * 50, 0x31343A, "border")
        expectNear(image, 2 * 300, 2 * 50, 0x1B1D21, "surface")
    }
}
