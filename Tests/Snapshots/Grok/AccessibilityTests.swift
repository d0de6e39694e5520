import Layout
import Testing
@testable import GrokKit

/// Dynamic Type (what scales, what is pinned), Increase Contrast and the dark lock.
@Suite("Accessibility")
struct AccessibilityTests {
    func size(_ font: Font, at dts: DynamicTypeSize) -> Double {
        var env = EnvironmentValues()
        env.dynamicTypeSize = dts
        return font.resolve(in: env).size
    }

    @Test func readingTextScalesWithBody() {
        // Font.custom(_:size:) scales relative to .body: 17 → 28 pt at accessibility1.
        #expect(size(.grokBody, at: .accessibility1) == 16.0 * 28 / 17)
        #expect(size(.grokConvoTitle, at: .accessibility1) == 17.0 * 28 / 17)
        #expect(size(.grokBody, at: .xSmall) == 16.0 * 14 / 17)
        #expect(size(.grokBody, at: .large) == 16)
    }

    @Test(arguments: DynamicTypeSize.allCases)
    func pinnedTokensNeverScale(dts: DynamicTypeSize) {
        #expect(size(.grokCiteMeta, at: dts) == 13)
        #expect(size(.grokCaption, at: dts) == 12)
        #expect(size(.grokModePill, at: dts) == 14)
    }

    @Test func componentsScaleTheirReadingTextOnly() throws {
        let env: (inout EnvironmentValues) -> Void = { $0.dynamicTypeSize = .accessibility3 }
        let bubble = try LayoutProbe(GrokUserBubble(text: "Hi"), environment: env)
        #expect(abs((LayoutProbe.resolvedText(try bubble.text("Hi"))?.runs.first?.font.size ?? 0) - 16.0 * 40 / 17) < 1e-9)
        let card = try LayoutProbe(GrokKit.citation(verified: true), environment: env)
        #expect(LayoutProbe.resolvedText(try card.text("@\(GrokSample.handle) · \(GrokSample.timeAgo)"))?.runs.first?.font.size == 13)
        #expect(abs((LayoutProbe.resolvedText(try card.text(GrokSample.author))?.runs.first?.font.size ?? 0) - 14.0 * 40 / 17) < 1e-9)
        #expect(LayoutProbe.resolvedText(try card.text("\(GrokSample.likes)"))?.runs.first?.font.size == 12)
        let disclaimer = try LayoutProbe(GrokDisclaimer(), environment: env)
        #expect(LayoutProbe.resolvedText(try #require(disclaimer.all("Text").first))?.runs.first?.font.size == 12)
    }

    @Test func increaseContrastBumpsSecondaryText() throws {
        var env = EnvironmentValues()
        env.colorScheme = .dark
        #expect(Color.grokTextSecondary.resolve(in: env).hexString == "#71767B")
        env.colorSchemeContrast = .increased
        #expect(Color.grokTextSecondary.resolve(in: env).hexString == "#8B8F94")
        // Only secondary text changes.
        #expect(Color.grokTextTertiary.resolve(in: env).hexString == "#4D5156")
        #expect(Color.grokTextPrimary.resolve(in: env).hexString == "#E7E9EA")
        let card = try LayoutProbe(GrokKit.citation(verified: true)) { $0.colorSchemeContrast = .increased }
        #expect(LayoutProbe.textHex(try card.text("@\(GrokSample.handle) · \(GrokSample.timeAgo)")) == "#8B8F94")
    }

    @Test func themeLocksDarkEvenInALightEnvironment() throws {
        let bar = GrokPromptBar(text: .constant(""), sendState: .disabled).grokTheme()
        let light = try LayoutProbe(bar) { $0.colorScheme = .light }
        let dark = try LayoutProbe(bar) { $0.colorScheme = .dark }
        // The placeholder is UIKit's placeholderText: its dark value (#EBEBF5 at 30 %) in both.
        #expect(LayoutProbe.textHex(try light.text("Ask Grok anything")) == "#EBEBF54D")
        #expect(light.result.dumpJSON() == dark.result.dumpJSON())
        let unthemed = try LayoutProbe(GrokPromptBar(text: .constant(""), sendState: .disabled)) { $0.colorScheme = .light }
        #expect(LayoutProbe.textHex(try unthemed.text("Ask Grok anything")) == "#3C3C434D")
    }
}
