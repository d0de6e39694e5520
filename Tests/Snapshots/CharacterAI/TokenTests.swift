import Layout
import Testing
@testable import CharacterAIKit

/// Every colour token of the guide resolves to its exact hex in each mode (the guide's decimal components
/// round to the hex it comments), and the avatar gradients carry the guide's stops.
@Suite struct TokenTests {
    static func env(_ scheme: ColorScheme) -> EnvironmentValues {
        var e = EnvironmentValues(); e.colorScheme = scheme; return e
    }

    /// name, token, dark hex, light hex.
    static let tokens: [(String, Color, String, String)] = [
        ("caiCanvas", .caiCanvas, "#0F0F10", "#FFFFFF"),
        ("caiSurface1", .caiSurface1, "#161618", "#F7F7F8"),
        ("caiSurface2", .caiSurface2, "#1E1E21", "#F1F1F3"),
        ("caiBubbleAI", .caiBubbleAI, "#1C1C1F", "#F1F1F3"),
        ("caiBubbleUser", .caiBubbleUser, "#26262A", "#E4E8F2"),
        ("caiDivider", .caiDivider, "#2A2A2E", "#E4E4E8"),
        ("caiCanvasLight", .caiCanvasLight, "#FFFFFF", "#FFFFFF"),
        ("caiBubbleAILight", .caiBubbleAILight, "#F1F1F3", "#F1F1F3"),
        ("caiBubbleUserLight", .caiBubbleUserLight, "#E4E8F2", "#E4E8F2"),
        ("caiAccent", .caiAccent, "#3A7BFD", "#3A7BFD"),
        ("caiAccentPress", .caiAccentPress, "#2E63D6", "#2E63D6"),
        ("caiAccentSoft", .caiAccentSoft, "#1B2A4A", "#E7EFFF"),
        ("caiLilac", .caiLilac, "#9D7BFF", "#9D7BFF"),
        ("caiAccentSoftLabel", .caiAccentSoftLabel, "#9FC0FF", "#2E63D6"),
        ("caiTextPrimary", .caiTextPrimary, "#ECECEE", "#16161A"),
        ("caiTextSecondary", .caiTextSecondary, "#9A9AA2", "#66666E"),
        ("caiTextTertiary", .caiTextTertiary, "#66666E", "#9A9AA2"),
        ("caiOnAccent", .caiOnAccent, "#FFFFFF", "#FFFFFF"),
        ("caiSuccess", .caiSuccess, "#4ED99A", "#4ED99A"),
        ("caiError", .caiError, "#FF6B6B", "#FF6B6B"),
    ]

    @Test(arguments: tokens.indices)
    func tokenHex(index: Int) {
        let (name, color, dark, light) = Self.tokens[index]
        #expect(color.resolve(in: Self.env(.dark)).hexString == dark, "\(name) dark")
        #expect(color.resolve(in: Self.env(.light)).hexString == light, "\(name) light")
        #expect(color.resolve(in: Self.env(.dark)).a == 1)
    }

    /// The guide's decimal components are kept as written; each must land on the commented hex.
    @Test func paletteDecimalsMatchTheGuideHex() {
        let e = Self.env(.dark)
        let pairs: [(Color, String)] = [
            (CAIPalette.canvas, "#0F0F10"), (CAIPalette.surface1, "#161618"), (CAIPalette.surface2, "#1E1E21"),
            (CAIPalette.bubbleAI, "#1C1C1F"), (CAIPalette.bubbleUser, "#26262A"), (CAIPalette.divider, "#2A2A2E"),
            (CAIPalette.textPrimary, "#ECECEE"), (CAIPalette.textSecondary, "#9A9AA2"), (CAIPalette.textTertiary, "#66666E"),
            (CAIPalette.bubbleAILight, "#F1F1F3"), (CAIPalette.bubbleUserLight, "#E4E8F2"),
            (CAIPalette.textPrimaryLight, "#16161A"),
        ]
        for (c, hex) in pairs { #expect(c.resolve(in: e).hexString == hex) }
    }

    @Test(arguments: [ColorScheme.dark, .light])
    func avatarGradientsAreIdenticalAcrossModes(scheme: ColorScheme) {
        let e = Self.env(scheme)
        guard case let .radialGradient(blue, c1, r0, r1) = RadialGradient.caiAvatarBlue.resolvePaint(in: e),
              case let .radialGradient(lilac, c2, s0, s1) = RadialGradient.caiAvatarLilac.resolvePaint(in: e) else {
            Issue.record("not radial"); return
        }
        #expect(blue.map(\.color.hexString) == ["#6FA0FF", "#3A7BFD", "#274FB0"])
        #expect(lilac.map(\.color.hexString) == ["#C7A8FF", "#9D7BFF", "#6A47C9"])
        #expect(blue.map(\.location) == [0, 0.5, 1] && lilac.map(\.location) == [0, 0.5, 1])
        #expect(c1 == UnitPoint(x: 0.36, y: 0.30) && c2 == c1)
        #expect(r0 == 2 && r1 == 60 && s0 == 2 && s1 == 60)
    }

    @Test func themeSetsCanvasForegroundAndTint() throws {
        for (scheme, canvas, ink) in [(ColorScheme.dark, "#0F0F10", "#ECECEE"), (.light, "#FFFFFF", "#16161A")] {
            let result = try layout(Text("Hi").caiTheme(), width: 100, scheme: scheme)
            #expect(result.allNodes.compactMap(\.fill).first?.hex == canvas)
            #expect(result.first("Text")?.text?.paint.hex == ink)
        }
    }
}
