import Testing
import Layout
@testable import KikKit

/// Every colour and font token of the guide, resolved exactly.
@Suite struct KikTokenTests {
    /// The guide's fixed colour tokens and the hex each one's comment promises.
    static let fixedTokens: [(String, Color, String)] = [
        ("kikBlue", .kikBlue, "#00B0F0"), ("kikBlueDeep", .kikBlueDeep, "#0093C8"),
        ("kikBluePressed", .kikBluePressed, "#0086B8"), ("kikCyan", .kikCyan, "#4FCBF7"),
        ("kikGreenLegacy", .kikGreenLegacy, "#82BC23"), ("kikInkOnBlue", .kikInkOnBlue, "#002A36"),
        ("kikCanvas", .kikCanvas, "#FFFFFF"), ("kikIncoming", .kikIncoming, "#E9EAEC"),
        ("kikSurfaceGray", .kikSurfaceGray, "#F3F4F6"), ("kikRowPressed", .kikRowPressed, "#E7E8EB"),
        ("kikDivider", .kikDivider, "#E1E2E5"), ("kikDarkCanvas", .kikDarkCanvas, "#121316"),
        ("kikDarkSurface1", .kikDarkSurface1, "#1B1D21"), ("kikDarkSurface2", .kikDarkSurface2, "#25282D"),
        ("kikDarkDivider", .kikDarkDivider, "#31343A"), ("kikTextPrimary", .kikTextPrimary, "#16181B"),
        ("kikTextSecondary", .kikTextSecondary, "#6C6F77"), ("kikTextTertiary", .kikTextTertiary, "#9A9DA5"),
        ("kikTextPrimaryDark", .kikTextPrimaryDark, "#F1F2F4"), ("kikTextSecondaryDark", .kikTextSecondaryDark, "#9CA0A8"),
        ("kikError", .kikError, "#F0473E"), ("kikLink", .kikLink, "#0093C8"),
    ]

    @Test func guideTokensResolveToTheirHexInBothModes() {
        #expect(Self.fixedTokens.count == 22)
        for (name, color, hex) in Self.fixedTokens {
            for scheme in ColorScheme.allCases {
                let got = color.resolve(in: KikTestSupport.environment(scheme)).hexString
                #expect(got == hex, "\(name) in \(scheme): \(got), expected \(hex)")
            }
        }
    }

    @Test func adaptiveCanvasAndIncomingFollowTheScheme() {
        let light = KikTestSupport.environment(.light), dark = KikTestSupport.environment(.dark)
        #expect(Color.kikCanvasAdaptive.resolve(in: light).hexString == "#FFFFFF")
        #expect(Color.kikCanvasAdaptive.resolve(in: dark).hexString == "#121316")
        #expect(Color.kikIncomingAdaptive.resolve(in: light).hexString == "#E9EAEC")
        #expect(Color.kikIncomingAdaptive.resolve(in: dark).hexString == "#25282D")
        // The guide's Dark Mode notes: incoming text turns #F1F2F4.
        #expect(Color.kikIncomingText.resolve(in: light).hexString == "#16181B")
        #expect(Color.kikIncomingText.resolve(in: dark).hexString == "#F1F2F4")
    }

    /// The guide's `.secondary` / `.tertiary` are iOS's label levels, which Increase Contrast deepens with
    /// iOS's own values (the engine's system colours; the kit no longer patches them).
    @Test func hierarchicalTextDeepensUnderIncreaseContrast() throws {
        func colours(_ scheme: ColorScheme, _ contrast: ColorSchemeContrast) throws -> [String?] {
            let row = KikConvRow(name: "Trivia Night", preview: "Round 4", time: "7:15 PM", isBot: true, gradient: [.kikBlue])
            let result = try KikTestSupport.layout(row, environment: KikTestSupport.environment(scheme, contrast: contrast))
            return try ["Trivia Night", "BOT", "Round 4", "7:15 PM"].map {
                KikTestSupport.textHex(try #require(KikTestSupport.textNode(result, $0)))
            }
        }
        #expect(try colours(.light, .standard) == ["#000000", "#3C3C4399", "#3C3C4399", "#3C3C434D"])
        #expect(try colours(.dark, .standard) == ["#FFFFFF", "#EBEBF599", "#EBEBF599", "#EBEBF54D"])
        #expect(try colours(.light, .increased) == ["#000000", "#3C3C43CC", "#3C3C43CC", "#3C3C43B3"])
        #expect(try colours(.dark, .increased) == ["#FFFFFF", "#EBEBF5B3", "#EBEBF5B3", "#EBEBF58C"])
        #expect(Color.kikSecondaryHighContrast.resolve(in: KikTestSupport.environment()).hexString == "#414449")
        #expect(Color.kikSecondaryHighContrastDark.resolve(in: KikTestSupport.environment()).hexString == "#C6C9CE")
    }

    @Test func barColours() {
        let light = KikTestSupport.environment(.light), dark = KikTestSupport.environment(.dark)
        #expect(Color.kikBarSolid.resolve(in: light).hexString == "#F3F4F6")
        #expect(Color.kikBarSolid.resolve(in: dark).hexString == "#1B1D21")
        #expect(Color.kikBarTranslucent.resolve(in: light).hexString == "#FFFFFFF0")
        #expect(Color.kikBarTranslucent.resolve(in: dark).hexString == "#121316F0")
        #expect(Color.kikDividerAdaptive.resolve(in: light).hexString == "#E1E2E5")
        #expect(Color.kikDividerAdaptive.resolve(in: dark).hexString == "#31343A")
    }

    /// Each font token: Inter face, size, and whether it follows Dynamic Type (accessibility3 body is 40/17 of large).
    static let fonts: [(String, Font, String, Double, Bool)] = [
        ("kikLargeTitle", .kikLargeTitle, "Inter-ExtraBold", 32, true), ("kikScreenTitle", .kikScreenTitle, "Inter-ExtraBold", 26, true),
        ("kikTitle3", .kikTitle3, "Inter-Bold", 22, true), ("kikHeadline", .kikHeadline, "Inter-Bold", 17, true),
        ("kikRowTitle", .kikRowTitle, "Inter-Bold", 15, true), ("kikBody", .kikBody, "Inter-Regular", 14, true),
        ("kikBodyOut", .kikBodyOut, "Inter-Medium", 14, true), ("kikBodyEmph", .kikBodyEmph, "Inter-SemiBold", 14, true),
        ("kikPreview", .kikPreview, "Inter-Medium", 13, true), ("kikFootnote", .kikFootnote, "Inter-SemiBold", 13, true),
        ("kikCaption", .kikCaption, "Inter-SemiBold", 11, true), ("kikButton", .kikButton, "Inter-Bold", 16, true),
        ("kikReceipt", .kikReceipt, "Inter-Bold", 11, false), ("kikTab", .kikTab, "Inter-SemiBold", 11, false),
    ]

    @Test func fontTokensAreInterAtTheGuideSizes() {
        #expect(Self.fonts.count == 14)
        for (name, font, face, size, scales) in Self.fonts {
            let large = font.resolve(in: KikTestSupport.environment())
            #expect(large.name == face, "\(name)")
            #expect(large.size == size, "\(name): \(large.size)")
            let ax3 = font.resolve(in: KikTestSupport.environment(dynamicType: .accessibility3))
            let expected = scales ? size * 40 / 17 : size
            #expect(abs(ax3.size - expected) < 1e-9, "\(name) at accessibility3: \(ax3.size), expected \(expected)")
        }
    }
}
