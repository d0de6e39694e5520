import Testing
import Layout
@testable import CopilotKit

/// Every colour token resolves to the guide's exact hex, in each scheme and contrast.
@Suite struct CopilotTokenTests {
    /// (token, light, dark, light increased contrast, dark increased contrast)
    static let table: [(String, Color, String, String, String, String)] = [
        ("cpCanvas", .cpCanvas, "#FFFFFF", "#202020", "#FFFFFF", "#202020"),
        ("cpSurface", .cpSurface, "#F3F3F3", "#2D2D2D", "#F3F3F3", "#2D2D2D"),
        ("cpDivider", .cpDivider, "#E0E0E0", "#3A3A3A", "#E0E0E0", "#3A3A3A"),
        ("cpDarkCanvas", .cpDarkCanvas, "#202020", "#202020", "#202020", "#202020"),
        ("cpDarkSurface", .cpDarkSurface, "#2D2D2D", "#2D2D2D", "#2D2D2D", "#2D2D2D"),
        ("cpDarkDivider", .cpDarkDivider, "#3A3A3A", "#3A3A3A", "#3A3A3A", "#3A3A3A"),
        ("cpTextPrimary", .cpTextPrimary, "#242424", "#FFFFFF", "#242424", "#FFFFFF"),
        ("cpTextSecondary", .cpTextSecondary, "#616161", "#A6A6A6", "#616161", "#A6A6A6"),
        ("cpTextTertiary", .cpTextTertiary, "#919191", "#919191", "#616161", "#A6A6A6"),
        ("cpDarkTextPrimary", .cpDarkTextPrimary, "#FFFFFF", "#FFFFFF", "#FFFFFF", "#FFFFFF"),
        ("cpDarkTextSecondary", .cpDarkTextSecondary, "#A6A6A6", "#A6A6A6", "#A6A6A6", "#A6A6A6"),
        ("cpBlue", .cpBlue, "#0078D4", "#0078D4", "#005A9E", "#005A9E"),
        ("cpBluePressed", .cpBluePressed, "#005A9E", "#005A9E", "#005A9E", "#005A9E"),
        ("cpBlueTint", .cpBlueTint, "#DEECF9", "#DEECF9", "#DEECF9", "#DEECF9"),
        ("cpDarkBlue", .cpDarkBlue, "#4DA3E0", "#4DA3E0", "#4DA3E0", "#4DA3E0"),
        ("cpCoral", .cpCoral, "#FF6F61", "#FF6F61", "#FF6F61", "#FF6F61"),
        ("cpGold", .cpGold, "#FFB900", "#FFB900", "#FFB900", "#FFB900"),
        ("cpSuccess", .cpSuccess, "#107C10", "#107C10", "#107C10", "#107C10"),
        ("cpWarning", .cpWarning, "#F7630C", "#F7630C", "#F7630C", "#F7630C"),
        ("cpError", .cpError, "#C50F1F", "#C50F1F", "#C50F1F", "#C50F1F"),
        ("cpAccent", .cpAccent, "#0078D4", "#4DA3E0", "#005A9E", "#4DA3E0"),
        // cpDivider at 0.6 opacity (0.6 × 255 = 153 = 0x99); opaque #919191 with Increase Contrast.
        ("cpHairline", .cpHairline, "#E0E0E099", "#3A3A3A99", "#919191", "#919191"),
        ("cpShadow", .cpShadow, "#2424240F", "#2424240F", "#2424240F", "#2424240F"),
    ]

    @Test(arguments: table.indices)
    func tokenResolvesToGuideHex(_ i: Int) {
        let (name, color, light, dark, lightHC, darkHC) = Self.table[i]
        #expect(color.resolve(in: Env.light).hexString == light, "\(name) light")
        #expect(color.resolve(in: Env.dark).hexString == dark, "\(name) dark")
        #expect(color.resolve(in: Env.lightHC).hexString == lightHC, "\(name) light, increased contrast")
        #expect(color.resolve(in: Env.darkHC).hexString == darkHC, "\(name) dark, increased contrast")
    }

    @Test func flourishGradientIsCoralToGoldLeadingToTrailingInBothSchemes() {
        for env in [Env.light, Env.dark, Env.darkHC] {
            guard case let .linearGradient(stops, start, end) = LinearGradient.copilotFlourish.resolvePaint(in: env) else {
                Issue.record("copilotFlourish is not a linear gradient"); return
            }
            #expect(stops.map(\.color.hexString) == ["#FF6F61", "#FFB900"])
            #expect(stops.map(\.location) == [0, 1])
            #expect(start == .leading && end == .trailing)
        }
    }

    @Test func copilotMaterialIsARealBlurUnlessReduceTransparency() {
        guard case .material(let m) = CopilotMaterial().resolvePaint(in: Env.light) else {
            Issue.record("expected a backdrop material"); return
        }
        #expect(m.blurRadius > 0)
        for (scheme, hex) in [(ColorScheme.light, "#F3F3F3"), (.dark, "#2D2D2D")] {
            let env = Env.make(scheme, reduceTransparency: true)
            #expect(CopilotMaterial().resolvePaint(in: env).solidColor?.hexString == hex)
        }
    }

    /// Font tokens: the guide's names, sizes and weights; scaling tokens grow with Dynamic Type,
    /// pinned ones do not.
    @Test func fontTokensMatchTheGuideAndScaleOrPin() {
        let tokens: [(Font, String, Double, Int, Bool)] = [
            (.cpGreeting, "SegoeUI-Bold", 28, 700, true), (.cpTitle, "SegoeUI-Bold", 22, 700, true),
            (.cpSection, "SegoeUI-Semibold", 18, 600, true), (.cpAnswerH2, "SegoeUI-Semibold", 20, 600, true),
            (.cpAnswerH3, "SegoeUI-Semibold", 17, 600, true), (.cpAnswerBody, "SegoeUI-Regular", 16, 400, true),
            (.cpUserTurn, "SegoeUI-Regular", 16, 400, true), (.cpPromptInput, "SegoeUI-Regular", 16, 400, true),
            (.cpChip, "SegoeUI-Semibold", 14, 600, true), (.cpTone, "SegoeUI-Semibold", 13, 600, false),
            (.cpMeta, "SegoeUI-Regular", 13, 400, true), (.cpCode, "CascadiaCode-Regular", 14, 400, true),
            (.cpLabelUpper, "SegoeUI-Semibold", 11, 600, false), (.cpButton, "SegoeUI-Semibold", 15, 600, true),
        ]
        let big = Env.make(dynamicType: .xxxLarge)
        for (font, name, size, weight, scales) in tokens {
            let r = font.resolve(in: Env.light)
            #expect(r.name == name && r.size == size && r.weight?.value == weight, "\(name) \(size)")
            let grown = font.resolve(in: big).size
            if scales { #expect(abs(grown - size * 23 / 17) < 1e-9, "\(name) scales") } else { #expect(grown == size, "\(name) pinned") }
        }
        #expect(Font.cp(15, weight: .semibold).resolve(in: big).size == 15)
    }
}
