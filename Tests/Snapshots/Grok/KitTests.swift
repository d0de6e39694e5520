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
        #expect(screen.canvas == .fixed(Size(width: 390, height: 844)))
    }

    /// Every state of every renderable lays out without diagnostics (unknown symbols or assets throw).
    @Test func everyStateLaysOut() throws {
        for r in GrokKit.kit.renderables {
            for state in r.states.isEmpty ? [nil] : r.states.map(Optional.some) {
                var env = EnvironmentValues()
                env.colorScheme = .dark
                GrokAssets.register()
                let result = try LayoutEngine.layout(r.make(state), proposal: r.canvas.proposal, environment: env,
                                                     measurer: FixedWidthTextMeasurer(), scale: 1)
                #expect(result.canvasSize.width == r.canvas.width, "\(r.name) \(state ?? "")")
                #expect(result.root.frame.width <= r.canvas.width, "\(r.name) \(state ?? "")")
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
