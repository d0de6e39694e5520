@testable import AppStore
import Imaging
import Layout
import Testing

/// Captions in any script: Japanese and Arabic drawn with the bundled fallbacks (no missing glyphs),
/// Arabic right-aligned when the style says leading, and the screen laid out right to left too.
@Suite struct ScriptCaptionTests {
    static func render(_ title: String, locale: String, alignment: TextAlignment = .leading) throws -> (RGBAImage, ScreenshotImage) {
        var shot = Screenshot(screen: Screens.solid(0x303030), caption: Caption(title: title))
        shot.style.background = .color(.black)
        shot.style.frame = FrameStyle(visible: false, shadow: false)
        shot.style.caption.alignment = alignment
        shot.style.caption.highlightColor = RGBA(hex: 0xFF2020)
        let set = ScreenshotSet(screenshots: [shot], devices: [OutputDevice(AppStoreSize.accepted[0])], localizations: [Localization(locale)])
        let image = try set.renderAll()[0]
        return (try PNGDecoder().decode(image.bytes), image)
    }

    @Test func arabicLeadingIsTheRightEdgeAndIsShaped() throws {
        let (arabic, shot) = try Self.render("إجابات في **ثوانٍ**", locale: "ar-SA")
        #expect(shot.warnings.isEmpty, "\(shot.warnings)")
        let ink = CaptionTests.ink(arabic, rows: 158..<645)
        // The box's right edge is at 92 % of the width: 1214 px.
        #expect((1202...1216).contains(ink.right), "right edge of the ink: \(ink.right)")
        #expect(ink.left > 300, "one short line, right-aligned: \(ink.left)")
        // The keyword, written last, ends the line: at its left, Arabic reading right to left.
        #expect((ink.redX.max() ?? .max) < (ink.whiteX.min() ?? 0), "the highlighted word is read last: at the left")
        // English with the same style starts at the left edge.
        let (english, _) = try Self.render("Answers in **seconds**", locale: "en-US")
        #expect((105...116).contains(CaptionTests.ink(english, rows: 158..<645).left))
    }

    @Test func japaneseAndChineseCaptionsHaveEveryGlyph() throws {
        let (japanese, ja) = try Self.render("**数秒**で回答", locale: "ja", alignment: .center)
        #expect(ja.warnings.isEmpty, "\(ja.warnings)")
        let ink = CaptionTests.ink(japanese, rows: 158..<645)
        #expect(ink.red > 300 && ink.white > 300 && abs((ink.left + ink.right) / 2 - 660) <= 6)
        let (_, zh) = try Self.render("几秒内给出**答案**", locale: "zh-Hans", alignment: .center)
        #expect(zh.warnings.isEmpty, "\(zh.warnings)")
        // A character no font has is reported, not silently drawn as a box.
        let (_, missing) = try Self.render("Box \u{0378}", locale: "en-US")
        #expect(missing.warnings.contains { $0.hasPrefix("caption: no font has a glyph for U+0378") }, "\(missing.warnings)")
    }

    /// The screen is laid out for the locale: in Arabic, a screen's leading edge is its right.
    @Test func screensAreLaidOutInTheLocalesDirection() throws {
        struct Probe: View {
            @Environment(\.layoutDirection) var direction
            var body: some View { Color(direction == .rightToLeft ? RGBA(hex: 0x00C000) : RGBA(hex: 0xFF0000)) }
        }
        var shot = Screenshot(screen: .view(named: "probe") { Probe() }, caption: Caption(title: "x"))
        shot.style.frame = FrameStyle(visible: false, shadow: false)
        let set = ScreenshotSet(screenshots: [shot], devices: [LocalizationTests.output],
                                localizations: [Localization("en-US"), Localization("ar-SA"), Localization("he")])
        let (x, y) = LocalizationTests.screenCentre(set)
        let colours = try set.renderAll().map { try PNGDecoder().decode($0.bytes).hex(x: x, y: y) }
        #expect(colours == ["#FF0000", "#00C000", "#00C000"])
    }
}
