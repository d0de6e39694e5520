import Testing
import Layout
@testable import KikKit

/// The palette and type specimens show every token of the guide (among them `kikBluePressed`, `kikLink`
/// and the type tokens no component uses: `kikLargeTitle`, `kikTitle3`, `kikBodyEmph`, `kikFootnote`,
/// `kikButton`), each with what it renders.
@Suite struct KikSpecimenTests {
    typealias K = KikTestSupport

    @Test(arguments: ColorScheme.allCases)
    func paletteShowsEveryGuideTokenWithItsHex(scheme: ColorScheme) throws {
        let result = try K.layout(KikPaletteSpecimen(), width: 640, environment: K.environment(scheme))
        // Names carry zero-width spaces between their words (so the long ones wrap instead of being cut).
        let texts = Set(result.all("Text").compactMap { K.text($0)?.string.filter { $0 != "\u{200B}" } })
        let fills = Set(result.all("RoundedRectangle").compactMap { K.fillHex($0) })
        for (name, _, hex) in KikTokenTests.fixedTokens {
            #expect(texts.contains(name), "\(name) missing")
            #expect(texts.contains(hex), "\(hex) missing")
            #expect(fills.contains(hex), "no \(name) swatch")
        }
        for name in ["kikCanvasAdaptive", "kikIncomingAdaptive", "kikBarTranslucent", "kikBarSolid"] { #expect(texts.contains(name)) }
        #expect(texts.contains(scheme == .dark ? "#25282D" : "#E9EAEC"))     // kikIncomingAdaptive in this scheme
    }

    /// Every font token of the guide, set in its own face and size, with a label naming it.
    @Test func typeSpecimenSetsEveryTokenInItsFace() throws {
        let tokens: [(String, String, Double)] = [
            ("kikLargeTitle", "Inter-ExtraBold", 32), ("kikScreenTitle", "Inter-ExtraBold", 26), ("kikTitle3", "Inter-Bold", 22),
            ("kikHeadline", "Inter-Bold", 17), ("kikRowTitle", "Inter-Bold", 15), ("kikBody", "Inter-Regular", 14),
            ("kikBodyOut", "Inter-Medium", 14), ("kikBodyEmph", "Inter-SemiBold", 14), ("kikPreview", "Inter-Medium", 13),
            ("kikFootnote", "Inter-SemiBold", 13), ("kikCaption", "Inter-SemiBold", 11), ("kikButton", "Inter-Bold", 16),
            ("kikReceipt", "Inter-Bold", 11), ("kikTab", "Inter-SemiBold", 11),
        ]
        let result = try K.layout(KikTypeSpecimen())
        let texts = result.all("Text").compactMap { K.text($0) }
        #expect(texts.count == 2 * tokens.count)
        for (i, (name, face, size)) in tokens.enumerated() {
            let sample = texts[2 * i], label = texts[2 * i + 1]
            #expect(sample.runs.first?.font.name == face && sample.runs.first?.font.size == size, "\(name)")
            #expect(label.string.hasPrefix(name + " · "), "\(label.string)")
        }
        // At accessibility3 the scaling tokens grow (body 17 → 40) and the receipt and tab stay 11 pt.
        let large = try K.layout(KikTypeSpecimen(), environment: K.environment(dynamicType: .accessibility3))
        let sizes = large.all("Text").compactMap { K.text($0)?.runs.first?.font.size }
        #expect(sizes[0] == (32 * 40 / 17).rounded() || abs(sizes[0] - 32 * 40 / 17) < 0.01)
        #expect(sizes[24] == 11 && sizes[26] == 11)
    }
}
