import ConfigFile
import Foundation
import Layout
import MockshotKit
import Render
import Testing
@testable import Scene

/// `locale:` and `layoutDirection:`: right to left for Arabic, forced either way, and the mistakes.
@Suite struct SceneLocaleTests {
    func problems(_ text: String) -> [String] {
        do { _ = try Scene.parse(text, file: "s.yaml"); return [] } catch { return error.problems.map(\.description) }
    }

    @Test func anArabicLocaleLaysOutRightToLeft() throws {
        let scene = try Scene.parse("brand: kik\nlocale: ar-SA\n", file: "s.yaml")
        #expect(scene.locale == LocaleTag(languageCode: "ar", regionCode: "SA"))
        #expect(scene.environment.layoutDirection == .rightToLeft && scene.environment.locale == scene.locale)
        let forced = try Scene.parse("brand: kik\nlocale: he\nlayoutDirection: ltr\n", file: "s.yaml")
        #expect(forced.environment.layoutDirection == .leftToRight && forced.environment.locale.languageCode == "he")
        let japanese = try Scene.parse("brand: kik\nlocale: ja_JP\n", file: "s.yaml")
        #expect(japanese.environment.layoutDirection == .leftToRight && japanese.locale?.identifier == "ja-JP")
        let rtlOnly = try Scene.parse("brand: kik\nlayoutDirection: rtl\n", file: "s.yaml")
        #expect(rtlOnly.environment.layoutDirection == .rightToLeft && rtlOnly.environment.locale == .englishUS)
    }

    @Test func localeMistakesSuggestTheCode() {
        #expect(problems("brand: kik\nlocale: jp\n") == ["s.yaml:2:9: 'locale': unknown language 'jp' (did you mean 'ja', Japanese? 'jp' is a country code)"])
        #expect(problems("brand: kik\nlocale: cn-TW\n") == ["s.yaml:2:9: 'locale': unknown language 'cn' in 'cn-TW' (did you mean 'zh', Chinese? 'cn' is a country code)"])
        // A name whose language also has a withdrawn code (iw) suggests the current one, every time.
        #expect(problems("brand: kik\nlocale: hebrew\n") == ["s.yaml:2:9: 'locale': 'hebrew' is a language's name, not a locale (did you mean 'he'?)"])
        #expect(problems("brand: kik\nlocale: iw-IL\n") == [])
        #expect(problems("brand: kik\nlocale: Arabic\n") == ["s.yaml:2:9: 'locale': 'Arabic' is a language's name, not a locale (did you mean 'ar'?)"])
        #expect(problems("brand: kik\nlocale: qq\n") == ["s.yaml:2:9: 'locale': unknown language 'qq' (an ISO 639 code, e.g. ar, de, en, es, fr, he, hi, ja, ko, pt, ru, zh)"])
        #expect(problems("brand: kik\nlocale: en US\n") == ["s.yaml:2:9: 'locale': 'en US' is not a language tag (e.g. ar, he-IL, ja-JP, zh-Hant-TW)"])
        #expect(problems("brand: kik\nlayoutDirection: right\n") == ["s.yaml:2:18: 'layoutDirection': unknown value 'right'; expected one of ltr, rtl"])
    }

    /// The Arabic Kik example, laid out: the user's own (outgoing) bubble is on the left, the other
    /// person's on the right, the header's back chevron on the right; the same conversation in English
    /// is the mirror image.
    @Test func anArabicScenesLayoutIsMirrored() throws {
        var scene = try Scene.load(path: SceneSchemaTests.examples.appendingPathComponent("kik-arabic.yaml").path)
        scene.scale = 1
        let width = scene.device.size.width
        func frame(of text: String, in image: RenderedImage) throws -> Rect {
            try #require(image.layout.allNodes.first { if case .text(let t) = $0.content { t.string == text } else { false } }).frame
        }
        let rtl = try scene.render()
        let mine = try frame(of: "تمام، جاي 🏃‍♂️", in: rtl), theirs = try frame(of: "طيب، أنا جالس عند المدخل", in: rtl)
        #expect(mine.maxX < width / 2, "the user's bubble is on the left: \(mine)")
        #expect(theirs.minX > width / 2, "the other side's is on the right: \(theirs)")
        scene.layoutDirection = .leftToRight
        let ltr = try scene.render()
        let mineLTR = try frame(of: "تمام، جاي 🏃‍♂️", in: ltr)
        #expect(mineLTR.minX > width / 2, "forced left to right, it is on the right: \(mineLTR)")
        #expect(abs((width - mineLTR.maxX) - mine.minX) < 0.5, "mirror images: \(mine) \(mineLTR)")
    }

    /// ChatGPT in Arabic: the user's bubble on the left, the reply's text right-aligned beside the
    /// sparkle on the right.
    @Test func chatGPTInArabicPutsTheUserOnTheLeft() throws {
        var scene = try Scene.load(path: SceneSchemaTests.examples.appendingPathComponent("chatgpt-arabic.yaml").path)
        scene.scale = 1
        let image = try scene.render()
        #expect(image.warnings == [])
        let texts = image.layout.allNodes.compactMap { n -> (String, Rect)? in if case .text(let t) = n.content { (t.string, n.frame) } else { nil } }
        let question = try #require(texts.first { $0.0.hasPrefix("ما هي أفضل طريقة") })
        #expect(question.1.maxX < scene.device.size.width * 0.75 && question.1.minX < scene.device.size.width / 4, "\(question.1)")
    }

    /// Every example in another script renders without a warning (no tofu) in strict mode.
    @Test(arguments: SceneSchemaTests.exampleFiles.map(\.lastPathComponent).filter { $0.contains("arabic") || $0.contains("japanese") || $0.contains("chinese") || $0.contains("emoji") })
    func scriptExamplesRenderStrictly(_ name: String) throws {
        var scene = try Scene.load(path: SceneSchemaTests.examples.appendingPathComponent(name).path)
        scene.scale = 1
        #expect(throws: Never.self) { try scene.render(strict: true) }
    }

    @Test func strictModeRefusesAMissingGlyph() throws {
        let scene = try Scene.parse("brand: kik\nscale: 1\nmessages: [{direction: incoming, text: \"unassigned \\u0378\"}]\n", file: "s.yaml")
        #expect(try scene.render().warnings.contains { $0.contains("U+0378") })
        #expect(throws: RenderWarningsError.self) { try scene.render(strict: true) }
    }
}
