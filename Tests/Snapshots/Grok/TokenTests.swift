import Layout
import Testing
@testable import GrokKit

@Suite("Tokens")
struct TokenTests {
    @Test(arguments: GrokPalette.tokens.map { ($0.name, $0.color, $0.hex) })
    func colourResolvesToItsGuideHex(name: String, color: Color, hex: String) {
        var env = EnvironmentValues()
        env.colorScheme = .dark
        #expect(color.resolve(in: env).hexString == hex, "\(name)")
        // Dark-only: the light scheme gives the same colour.
        env.colorScheme = .light
        #expect(color.resolve(in: env).hexString == hex, "\(name) in light")
    }

    /// The guide's decimal triples (the kit's token literals) round to the hex in the guide's comments.
    @Test func guideDecimalsRoundToTheKitsHex() {
        let guide: [(String, Double, Double, Double)] = [
            ("#16181C", 0.086, 0.094, 0.110), ("#1E2126", 0.118, 0.129, 0.149), ("#272A2E", 0.153, 0.165, 0.180),
            ("#2F3336", 0.184, 0.200, 0.212), ("#E7E9EA", 0.906, 0.914, 0.918), ("#71767B", 0.443, 0.463, 0.482),
            ("#4D5156", 0.302, 0.318, 0.337), ("#D7DBDC", 0.843, 0.859, 0.863), ("#1D9BF0", 0.114, 0.608, 0.941),
            ("#1A8CD8", 0.102, 0.549, 0.847), ("#00BA7C", 0.000, 0.729, 0.486), ("#F4212E", 0.957, 0.129, 0.180),
            ("#3E4146", 0.243, 0.255, 0.275),
        ]
        let env = EnvironmentValues()
        for (hex, r, g, b) in guide {
            #expect(Color(red: r, green: g, blue: b).resolve(in: env).hexString == hex)
            #expect(GrokPalette.tokens.contains { $0.hex == hex })
        }
    }

    @Test func paletteHasEveryGuideToken() {
        #expect(GrokPalette.tokens.map(\.name) == [
            "grokCanvas", "grokSurface1", "grokSurface2", "grokSurface3", "grokDivider",
            "grokTextPrimary", "grokTextSecondary", "grokTextTertiary",
            "grokAccentWhite", "grokPressedWhite", "grokLinkBlue", "grokLinkPressed", "grokSuccess", "grokError",
            "grokFocusBorder",
        ])
    }

    @Test func fontTokensAreTheGuidesFacesAndSizes() {
        let expected: [(String, String?, Double)] = [
            ("grokScreenTitle", "Inter-Bold", 28), ("grokSectionHeader", "Inter-Bold", 20),
            ("grokConvoTitle", "Inter-SemiBold", 17), ("grokBody", "Inter-Regular", 16),
            ("grokPromptInput", "Inter-Regular", 16), ("grokModePill", "Inter-SemiBold", 14),
            ("grokCiteAuthor", "Inter-Bold", 14), ("grokCiteMeta", "Inter-Regular", 13),
            ("grokBodySmall", "Inter-Regular", 14), ("grokCode", nil, 13.5), ("grokButton", "Inter-SemiBold", 15),
            ("grokCaption", "Inter-Regular", 12), ("grokLabelUpper", "Inter-Bold", 11),
        ]
        let env = EnvironmentValues()
        #expect(GrokTypeScale.tokens.map(\.name) == expected.map(\.0))
        for (token, want) in zip(GrokTypeScale.tokens, expected) {
            let f = token.font.resolve(in: env)
            #expect(f.name == want.1, "\(token.name)")
            #expect(f.size == want.2, "\(token.name)")
        }
    }

    @Test func codeIsFixedSystemMonospaced() {
        var env = EnvironmentValues()
        env.dynamicTypeSize = .accessibility5
        let f = Font.grokCode.resolve(in: env)
        #expect(f.design == .monospaced)
        #expect(f.size == 13.5)
        #expect(f.weight == .regular)
    }

    @Test func slashedZeroHelperSetsBodyAndTheZeroFeature() throws {
        let p = try LayoutProbe(Text("2025").grokSlashedZero())
        let run = try #require(LayoutProbe.resolvedText(try p.text("2025"))?.runs.first)
        #expect(run.features == ["zero"])
        #expect(run.font.name == "Inter-Regular")
        #expect(run.font.size == 16)
    }

    @Test func grokFallbackFontIsSystem() {
        let f = Font.grok(15, weight: .semibold).resolve(in: EnvironmentValues())
        #expect(f.name == nil)
        #expect(f.size == 15)
        #expect(f.weight == .semibold)
    }
}
