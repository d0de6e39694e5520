import Imaging
import Layout
import Testing
@testable import Render

/// Bold Text (`legibilityWeight == .bold`) draws every face one step heavier than it would otherwise be,
/// whether the weight comes from the font's name, an explicit weight or a text style, and never lighter.
@Suite struct BoldTextTests {
    static let boldText: EnvironmentValues = { var e = EnvironmentValues(); e.legibilityWeight = .bold; return e }()

    /// The CSS weight Pango is asked for when `text` is drawn in `environment`.
    func drawnWeight(_ text: Text, in environment: EnvironmentValues = EnvironmentValues()) throws -> Int {
        let run = try #require(text.resolve(in: environment).runs.first)
        return FontResolver.face(for: run.font).0.weight
    }

    /// (font, weight without Bold Text, weight with it)
    static let cases: [(String, Font, Int, Int)] = [
        ("Kik's ExtraBold title", .custom("Inter-ExtraBold", size: 34), 800, 900),
        ("Grok's Bold token", .custom("Inter-Bold", size: 28), 700, 800),
        ("a Söhne Halbfett name", .custom("Söhne-Halbfett", size: 17), 600, 700),
        ("a regular named font", .custom("Inter-Regular", size: 16), 400, 600),
        ("a light named font", .custom("Inter-Light", size: 16), 300, 400),
        ("Black stays Black", .custom("Inter-Black", size: 16), 900, 900),
        ("the system font", .system(size: 17), 400, 600),
        ("the headline style (semibold)", .headline, 600, 700),
        ("an explicit medium weight", .system(size: 15, weight: .medium), 500, 600),
        ("JetBrains Mono Light draws Regular, so Bold Text draws Semibold", .custom("JetBrainsMono-Light", size: 13), 400, 600),
    ]

    @Test(arguments: cases.indices)
    func boldTextIsOneStepHeavier(_ i: Int) throws {
        let (name, font, regular, bold) = Self.cases[i]
        #expect(try drawnWeight(Text("Chats").font(font)) == regular, "\(name)")
        #expect(try drawnWeight(Text("Chats").font(font), in: Self.boldText) == bold, "\(name)")
    }

    /// A run's own weight (`.bold()`, Markdown `**strong**`) is made heavier too, not replaced.
    @Test func runWeightsAreMadeHeavierToo() throws {
        #expect(try drawnWeight(Text("Chats").font(.custom("Inter-Regular", size: 17)).bold(), in: Self.boldText) == 800)
        #expect(try drawnWeight(Text("Chats").font(.body).fontWeight(.heavy), in: Self.boldText) == 900)
    }

    @Test func neverLighterForAnyWeight() {
        for value in stride(from: 100, through: 900, by: 50) {
            let weight = Font.Weight(value: value)
            #expect(weight.boldTextWeight.value >= value)
            #expect(weight.boldTextWeight.value > value || value >= 900)
        }
    }

    /// Pixels: the ExtraBold title puts more ink on the page with Bold Text on, never less.
    @Test func boldTextTitleHasMoreInk() throws {
        func ink(_ environment: EnvironmentValues) throws -> Int {
            let image = try Renderer.render(Text("Chats").font(.custom("Inter-ExtraBold", size: 34)),
                                            proposal: ProposedViewSize(width: 160, height: 50), environment: environment,
                                            options: RenderOptions(scale: 2, background: .white)).rgbaImage()
            return image.inkCount(x: 0..<320, y: 0..<100, background: (255, 255, 255, 255), tolerance: 128)
        }
        let regular = try ink(EnvironmentValues()), bold = try ink(Self.boldText)
        #expect(bold > regular + regular / 20, "Bold Text \(bold) dark pixels vs \(regular)")
    }

    /// Symbols beside the text follow it: their stroke weight steps up as well.
    @Test func symbolsFollowBoldText() throws {
        let result = try LayoutEngine.layout(Image(systemName: "plus").font(.system(size: 17)), proposal: .unspecified,
                                             environment: Self.boldText, measurer: FixedWidthTextMeasurer())
        guard case .symbol(let symbol) = try #require(result.first("Image")).content else { Issue.record("no symbol"); return }
        #expect(symbol.weight == .semibold)
    }
}
