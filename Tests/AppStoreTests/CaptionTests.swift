@testable import AppStore
import Imaging
import Layout
import Testing

/// Captions: one size for every screenshot of a locale, shrinking to fit the box and the line limits,
/// refusing what cannot fit even at the minimum, the keyword highlighted, lines aligned.
@Suite struct CaptionTests {
    static let sixNine = OutputDevice(AppStoreSize.accepted[0])

    /// A set of bare screens (cheap to draw) with these captions, in en-US and de-DE.
    static func set(_ titles: [String], german: [String: String] = [:], style: (inout CaptionStyle) -> Void = { _ in }) -> ScreenshotSet {
        let shots = titles.map { title -> Screenshot in
            var s = Screenshot(screen: Screens.solid(0x303030), caption: Caption(title: title))
            s.style.frame = FrameStyle(visible: false, shadow: false)
            s.style.background = .color(RGBA(hex: 0x000000))
            style(&s.style.caption)
            return s
        }
        return ScreenshotSet(screenshots: shots, devices: [sixNine],
                             localizations: [Localization("en-US"), Localization("de-DE", strings: StringsTable(german))])
    }

    @Test func everyScreenshotOfALocaleHasTheSameFinalSize() throws {
        let titles = ["Plan", "Answers in **seconds**", "Your chats, everywhere"]
        let set = Self.set(titles, german: [
            "Plan": "Plan",
            "Answers in **seconds**": "Antworten in **Sekundenschnelle** auf jede Frage",
            "Your chats, everywhere": "Deine Chats, überall",
        ]) { $0.maxLines = 2 }
        let images = try set.renderAll()
        let english = images.filter { $0.job.path.hasPrefix("en-US/") }.map(\.captionSize)
        let german = images.filter { $0.job.path.hasPrefix("de-DE/") }.map(\.captionSize)
        #expect(english == [36, 36, 36])
        let size = try #require(german.first ?? nil)
        #expect(german == [size, size, size] && size < 36 && size >= 22, "\(german)")
        // The long one decided it: it fits in two lines at that size and not half a point larger.
        let typesetter = try CaptionTypesetter()
        let box = Compositor(set: set, output: Self.sixNine, locale: "de-DE").placement(1).captionBox!
        let long = Caption(title: "Antworten in **Sekundenschnelle** auf jede Frage")
        var style = CaptionStyle(); style.maxLines = 2
        let at = try typesetter.set(long, style: style, titleSize: size, width: box.width, locale: "de-DE", scale: 3)
        let above = try typesetter.set(long, style: style, titleSize: size + 0.5, width: box.width, locale: "de-DE", scale: 3)
        #expect(CaptionFitter.fits(at, style: style, box: box.size) && !CaptionFitter.fits(above, style: style, box: box.size))
        #expect(at.titleLines == 2)
    }

    @Test func aCaptionThatCannotFitAtTheMinimumFailsAloneWithItsPlace() throws {
        var set = Self.set(["Short", "One two three four five six seven eight nine ten eleven twelve"]) { $0.maxLines = 1 }
        set.screenshots[1].mark = .init(file: "appstore.yaml", line: 7, column: 12)
        let renderer = SetRenderer(set)
        let outcomes = renderer.run(renderer.jobs(), workers: 2)
        var written: [String] = [], failures: [String] = []
        for o in outcomes {
            switch o {
            case .image(let i): written.append(i.job.path)
            case .failure(let f): failures += f.messages
            }
        }
        #expect(written == ["en-US/01_iphone-16-pro-max.png", "de-DE/01_iphone-16-pro-max.png"])
        #expect(failures == [
            "appstore.yaml:7:12: the caption of screenshot 2 does not fit on iPhone 6.9\" 1320×2868 in en-US: the title needs 2 lines at the minimum size of 22 pt; at most 1 are allowed",
            "appstore.yaml:7:12: the caption of screenshot 2 does not fit on iPhone 6.9\" 1320×2868 in de-DE: the title needs 2 lines at the minimum size of 22 pt; at most 1 are allowed",
        ])
    }

    @Test func aWordWiderThanTheBoxShrinksTheCaptionRatherThanBreakingIt() throws {
        let set = Self.set(["Kundenzufriedenheitsumfrage"])
        let image = try set.renderFirst()
        let size = try #require(image.captionSize)
        #expect(size < 36 && size >= 22)
        let typesetter = try CaptionTypesetter()
        let at = try typesetter.set(Caption(title: "Kundenzufriedenheitsumfrage"), style: CaptionStyle(), titleSize: size,
                                    width: 369.6, locale: "de-DE", scale: 3)
        #expect(at.titleLines == 1 && !at.breaksWords)
        let larger = try typesetter.set(Caption(title: "Kundenzufriedenheitsumfrage"), style: CaptionStyle(), titleSize: 36,
                                        width: 369.6, locale: "de-DE", scale: 3)
        #expect(larger.breaksWords)
    }

    /// Ink of `image` inside rows `rows`: the leftmost and rightmost columns that are not the background,
    /// and how many pixels are reddish or whitish.
    static func ink(_ image: RGBAImage, rows: Range<Int>) -> (left: Int, right: Int, red: Int, white: Int, redX: [Int], whiteX: [Int]) {
        var left = Int.max, right = -1, red = 0, white = 0, redX: [Int] = [], whiteX: [Int] = []
        for y in rows {
            for x in 0..<image.width {
                let p = image[x, y]
                guard p.r > 60 || p.g > 60 || p.b > 60 else { continue }
                left = min(left, x); right = max(right, x)
                if p.r > 200 && p.g < 80 && p.b < 80 { red += 1; redX.append(x) }
                if p.r > 200 && p.g > 200 && p.b > 200 { white += 1; whiteX.append(x) }
            }
        }
        return (left, right, red, white, redX, whiteX)
    }

    @Test func theKeywordTakesTheHighlightColourAndTheLinesTheirAlignment() throws {
        let centred = Self.set(["Plain **KEY**"]) { $0.highlightColor = RGBA(hex: 0xFF2020); $0.highlightWeight = .black }
        let image = try PNGDecoder().decode(try centred.renderFirst().bytes)
        // The caption box is 5.5 %…22.5 % of the height; its one line sits in the middle.
        let ink = Self.ink(image, rows: 158..<645)
        #expect(ink.red > 500 && ink.white > 500)
        #expect((ink.redX.min() ?? 0) > (ink.whiteX.max() ?? .max), "the keyword is after the plain words")
        #expect(abs((ink.left + ink.right) / 2 - 660) <= 4, "centred: ink \(ink.left)…\(ink.right)")
        // Leading: the ink starts at the box's left edge (8 % margins: 35.2 pt, 105.6 px).
        let leading = Self.set(["Plain **KEY**"]) { $0.alignment = .leading }
        let left = Self.ink(try PNGDecoder().decode(try leading.renderFirst().bytes), rows: 158..<645)
        #expect((105...116).contains(left.left), "\(left.left)")
        let trailing = Self.set(["Plain **KEY**"]) { $0.alignment = .trailing }
        let right = Self.ink(try PNGDecoder().decode(try trailing.renderFirst().bytes), rows: 158..<645)
        #expect((1202...1214).contains(right.right), "\(right.right)")
    }

    @Test func markersSplitTheKeyword() {
        #expect(Caption.runs("Answers in **seconds**") == [Caption.Run("Answers in "), Caption.Run("seconds", highlighted: true)])
        #expect(Caption.runs("**数秒**で回答") == [Caption.Run("数秒", highlighted: true), Caption.Run("で回答")])
        #expect(Caption.runs("a ** b") == [Caption.Run("a ** b")])
        #expect(Caption.runs("**a** **b") == [Caption.Run("a", highlighted: true), Caption.Run(" **b")])
        #expect(Caption.plain("Answers in **seconds**") == "Answers in seconds")
    }
}
