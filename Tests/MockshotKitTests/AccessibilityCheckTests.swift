import Layout
import Testing
@testable import MockshotKit

/// `Renderable.render`'s accessibility checks and the presets of named states.
@Suite struct AccessibilityCheckTests {
    /// A renderable whose `large` state stands for accessibility2, honouring Dynamic Type and Bold Text in
    /// light mode and only Bold Text in dark.
    static var sample: Renderable { Renderable(
        name: "test.label", summary: "A label", states: ["plain", "large", "moving"], canvas: .fitting(width: 200),
        honours: { state, mode in
            var s: Set<AccessibilitySetting> = mode == .light ? [.dynamicType, .boldText] : [.boldText]
            if state == "moving" { s.insert(.reduceMotion) }
            return s
        },
        preset: { $0 == "large" ? AccessibilitySettings(dynamicTypeSize: .accessibility2) : .standard }
    ) { _ in AnyView(Text("Label").font(.custom("Inter-Regular", size: 17))) } }

    func fontSize(_ state: String?, _ configure: (inout EnvironmentValues) -> Void = { _ in }) throws -> Double? {
        var env = EnvironmentValues()
        configure(&env)
        let r = try LayoutEngine.layout(Self.sample.make(state), proposal: ProposedViewSize(width: 200, height: nil),
                                        environment: env, measurer: FixedWidthTextMeasurer(), scale: 1)
        guard case .text(let t)? = r.first("Text")?.content else { return nil }
        return t.runs.first?.font.size
    }

    @Test func aStatesPresetIsPartOfItsView() throws {
        #expect(try fontSize("plain") == 17)
        let large = try fontSize("large")
        #expect(large == 33)                                                  // accessibility2 body
        // The caller's setting reaches the states without a preset.
        #expect(try fontSize("plain") { $0.dynamicTypeSize = .xxxLarge } == 23)
    }

    @Test func honouredSettingsPass() throws {
        try Self.sample.checkAccessibility(AccessibilitySettings(dynamicTypeSize: .xSmall, boldText: true), state: nil, mode: .light)
        try Self.sample.checkAccessibility(AccessibilitySettings(reduceMotion: true), state: "moving", mode: .dark)
        // Asking for what the state presets anyway is fine.
        try Self.sample.checkAccessibility(AccessibilitySettings(dynamicTypeSize: .accessibility2), state: "large", mode: .dark)
    }

    @Test func unhonouredSettingsAreRefusedWithOneLine() {
        let error = #expect(throws: AccessibilityError.self) {
            try Self.sample.checkAccessibility(AccessibilitySettings(reduceMotion: true), state: "plain", mode: .light)
        }
        #expect(error?.description == "test.label (state plain, light) looks the same with Reduce Motion (--reduce-motion), "
                + "so it refuses it; it honours --dynamic-type, --bold-text; states that show --reduce-motion: moving")
        let dark = #expect(throws: AccessibilityError.self) {
            try Self.sample.checkAccessibility(AccessibilitySettings(dynamicTypeSize: .xxLarge, contrast: .increased), state: nil, mode: .dark)
        }
        #expect(dark == .notHonoured(name: "test.label", state: "plain", mode: .dark, settings: [.dynamicType, .contrast],
                                     honoured: [.boldText], statesThatHonour: []))
        #expect(dark?.description.contains("\n") == false)
    }

    @Test func contradictingAStatesPresetIsRefused() {
        let error = #expect(throws: AccessibilityError.self) {
            try Self.sample.checkAccessibility(AccessibilitySettings(dynamicTypeSize: .small), state: "large", mode: .light)
        }
        #expect(error?.description
                == "test.label state large is Dynamic Type accessibility2, but --dynamic-type small was asked for (drop --dynamic-type or pick another state)")
    }

    @Test func renderChecksBeforeDrawing() throws {
        var env = EnvironmentValues()
        env.accessibilityReduceTransparency = true
        #expect(throws: AccessibilityError.self) { _ = try Self.sample.render(state: nil, mode: .light, scale: 1, environment: env) }
        env = EnvironmentValues()
        env.legibilityWeight = .bold
        let image = try Self.sample.render(state: nil, mode: .dark, scale: 1, environment: env)
        #expect(image.pixelWidth == 200)
    }

    /// Rendering on a device checks the same way: refused before drawing, honoured settings drawn.
    @Test func renderOnADeviceChecksBeforeDrawing() throws {
        var env = EnvironmentValues()
        env.accessibilityReduceTransparency = true
        let refused = #expect(throws: AccessibilityError.self) {
            _ = try Self.sample.render(state: nil, mode: .light, device: .iPhoneSE3, scale: 1, environment: env)
        }
        #expect(refused?.description.contains("--reduce-transparency") == true)
        env = EnvironmentValues()
        env.dynamicTypeSize = .small
        #expect(throws: AccessibilityError.self) {
            _ = try Self.sample.render(state: "large", mode: .light, device: .iPadPro13, scale: 1, environment: env)
        }
        env = EnvironmentValues()
        env.legibilityWeight = .bold
        let image = try Self.sample.render(state: nil, mode: .dark, device: .iPhoneSE3, scale: 1, environment: env)
        #expect(image.pixelWidth == 200)
    }

    @Test func settingsRoundTripThroughTheEnvironment() {
        var env = EnvironmentValues()
        let settings = AccessibilitySettings(dynamicTypeSize: .accessibility5, contrast: .increased, reduceTransparency: true,
                                             boldText: true, reduceMotion: true)
        settings.apply(to: &env)
        #expect(AccessibilitySettings(env) == settings)
        #expect(settings.requested == .all)
        #expect(AccessibilitySettings.standard.requested.isEmpty)
        #expect(settings.description == "dynamic-type accessibility5, contrast increased, reduce-transparency on, bold-text on, reduce-motion on")
    }

    /// A sheet honours the union of its components' declarations.
    @Test func sheetHonoursTheUnionOfItsComponents() {
        let style = SheetStyle(background: { _ in .white }, cellBackground: { _ in .white }, title: { _ in .black },
                               label: { _ in .gray }, hairline: { _ in .gray })
        let kit = BrandKit(id: "test", displayName: "Test", sheetStyle: style, renderables: [Self.sample])
        #expect(kit.sheet.honours(nil, .light) == [.dynamicType, .boldText, .reduceMotion])
        #expect(kit.sheet.honours(nil, .dark) == [.boldText, .reduceMotion])
    }
}
