import Layout
import MockshotKit
import Testing
@testable import GrokKit

@Suite("Kit registration")
struct KitTests {
    @Test func registersEveryComponentScreenAndSheet() throws {
        let registry = Registry(kits: [GrokKit.kit])
        #expect(registry.names == [
            "grok.user-bubble", "grok.assistant-response", "grok.citation-card", "grok.send-button",
            "grok.mode-toggle", "grok.prompt-bar", "grok.top-bar", "grok.searching-row", "grok.action-row",
            "grok.disclaimer", "grok.glyph", "grok.palette", "grok.type-scale", "grok.screen", "grok.sheet",
        ])
        let send = try registry.renderable(named: "grok.send-button")
        #expect(send.states == ["disabled", "enabled", "streaming", "pressed"])
        #expect(try send.validate(state: "streaming") == "streaming")
        #expect(throws: RegistryError.self) { try send.validate(state: "hovered") }
        #expect(try registry.renderable(named: "grok.assistant-response").states
                == ["streaming", "streaming-cursor-hidden", "finished", "reduce-motion", "large-type"])
        #expect(try registry.renderable(named: "grok.prompt-bar").states
                == ["empty", "with-text", "focused", "focused-text", "multiline", "streaming"])
        #expect(try registry.renderable(named: "grok.searching-row").states == ["t0.00", "t0.45", "t0.90"])
    }

    @Test func darkOnly() {
        let kit = GrokKit.kit
        #expect(kit.modes == [.dark])
        #expect(kit.sheet.modes == [.dark])
        for r in kit.renderables { #expect(r.modes == [.dark], "\(r.name)") }
    }

    @Test func screenIsAPhone() throws {
        let screen = try Registry(kits: [GrokKit.kit]).renderable(named: "grok.screen")
        #expect(screen.kind == .screen)
        #expect(screen.canvas == .device)
    }

    /// Every state of every renderable lays out without diagnostics (unknown symbols or assets throw), fits
    /// its canvas, and comes out the same when asked for light: the theme locks dark.
    @Test func everyStateLaysOutAndIgnoresALightRequest() throws {
        GrokAssets.register()
        func layout(_ r: Renderable, _ state: String?, _ scheme: ColorScheme) throws -> LayoutResult {
            var env = EnvironmentValues()
            env.colorScheme = scheme
            return try LayoutEngine.layout(r.make(state), proposal: r.canvas.proposal, environment: env,
                                           measurer: FixedWidthTextMeasurer(), scale: 1)
        }
        for r in GrokKit.kit.renderables {
            for state in r.states.isEmpty ? [nil] : r.states.map(Optional.some) {
                let dark = try layout(r, state, .dark)
                #expect(dark.canvasSize.width == r.canvas.width, "\(r.name) \(state ?? "")")
                #expect(dark.root.frame.width <= r.canvas.width, "\(r.name) \(state ?? "")")
                #expect(try layout(r, state, .light).dumpJSON() == dark.dumpJSON(), "\(r.name) \(state ?? "")")
            }
        }
    }

    @Test func sheetStyleIsTheBrandCanvas() {
        let style = GrokKit.kit.sheetStyle
        var env = EnvironmentValues()
        env.colorScheme = .dark
        #expect(style.background(.dark).resolve(in: env).hexString == "#000000")
        #expect(style.title(.dark).resolve(in: env).hexString == "#E7E9EA")
        #expect(style.hairline(.dark).resolve(in: env).hexString == "#2F3336")
    }
}

@Suite("Specimens")
struct SpecimenTests {
    @Test func paletteLabelsTheHexEachSwatchPaints() throws {
        for contrast in [ColorSchemeContrast.standard, .increased] {
            let p = try LayoutProbe(GrokPaletteSpecimen()) { $0.colorSchemeContrast = contrast }
            let want = contrast == .increased ? "#8B8F94" : "#71767B"
            #expect((try? p.text(want)) != nil, "\(contrast)")
            let label = try p.text("grokTextSecondary")
            let swatches = p.all("RoundedRectangle").filter { LayoutProbe.fillHex($0) == want }
            #expect(swatches.count == 1)
            #expect(swatches.first.map { $0.frame.maxY <= label.frame.minY } == true)
        }
    }

    @Test func typeSpecimenShowsEveryTokenAndBothZeros() throws {
        let p = try LayoutProbe(GrokTypeSpecimen())
        for token in GrokTypeScale.tokens { _ = try p.text(token.name) }
        let samples = p.all("Text").filter { LayoutProbe.string($0) == "100,000 · 40.0 · 2025" }
        #expect(samples.compactMap { LayoutProbe.resolvedText($0)?.runs.first?.features } == [[], ["zero"]])
    }
}
