import Testing
import Layout
import MockshotKit
@testable import CopilotKit

/// The kit registers every component, state and screen under `copilot.*`.
@Suite struct CopilotRegistryTests {
    @Test func kitRegistersEveryComponentAndScreen() throws {
        let kit = CopilotKit.kit
        #expect(kit.id == "copilot")
        #expect(kit.modes == [.light, .dark])
        let names = kit.renderables.map(\.name)
        #expect(names == [
            "copilot.palette", "copilot.type-scale", "copilot.flourish", "copilot.acrylic", "copilot.answer-card",
            "copilot.user-turn", "copilot.tone-selector", "copilot.prompt-bar", "copilot.suggestion-chip",
            "copilot.streaming-text", "copilot.thinking", "copilot.top-bar", "copilot.recent-row", "copilot.sidebar",
            "copilot.greeting", "copilot.screen", "copilot.sidebar-screen",
        ])
        #expect(kit.sheet.name == "copilot.sheet")
        let screen = try Registry(kits: [kit]).renderable(named: "copilot.screen")
        #expect(screen.kind == .screen && screen.canvas == .device)
    }

    @Test func statesCoverTheGuide() throws {
        let registry = Registry(kits: [CopilotKit.kit])
        func states(_ name: String) throws -> [String] { try registry.renderable(named: name).states }
        #expect(try states("copilot.tone-selector").prefix(3) == ["balanced", "creative", "precise"])
        #expect(try states("copilot.prompt-bar").prefix(4) == ["empty", "text", "focused", "focused-text"])
        #expect(try states("copilot.prompt-bar").contains("streaming"))
        #expect(try states("copilot.suggestion-chip").prefix(3) == ["plain", "featured", "pressed"])
        #expect(try states("copilot.streaming-text").prefix(4) == ["p-0.3", "p0.2", "p0.7", "p1.3"])
        #expect(try states("copilot.answer-card").prefix(2) == ["finished", "streaming"])
        #expect(try states("copilot.user-turn").prefix(2) == ["blue", "neutral"])
        #expect(try states("copilot.acrylic") == ["settled", "appear-0.03", "appear-0.08", "appear-0.15",
                                                  "reduce-transparency", "increase-contrast"])
    }

    /// Every state of every renderable lays out without diagnostics (unknown symbols, assets) in both modes.
    @Test func everyStateLaysOut() throws {
        for r in CopilotKit.kit.renderables {
            for state in r.states {
                for mode in r.modes {
                    var env = EnvironmentValues(); env.colorScheme = mode
                    let result = try LayoutEngine.layout(r.make(state), proposal: r.canvas.proposal, environment: env,
                                                         measurer: FixedWidthTextMeasurer(), scale: 1)
                    #expect(result.canvasSize.width == r.canvas.width, "\(r.name) \(state)")
                    #expect(result.warnings.isEmpty, "\(r.name) \(state): \(result.warnings)")
                }
            }
        }
    }

    @Test func screensAreFullPhoneScreensWithTheTopBarAndPromptBar() throws {
        let r = try LayoutEngine.layout(CopilotConversationScreen(), proposal: ProposedViewSize(width: 390, height: 844),
                                        measurer: FixedWidthTextMeasurer(), scale: 1)
        #expect(r.canvasSize == Size(width: 390, height: 844))
        let texts = r.all("Text").compactMap(\.text)
        #expect(texts.contains("Copilot") && texts.contains("9:41"))
        #expect(texts.contains(CopilotSampleContent.userPrompt))
        #expect(texts.contains("Message Copilot"))
        // The prompt bar sits just above the 34 pt home-indicator strip.
        let border = try #require(r.all("RoundedRectangle").last { $0.strokeInfo?.width == 1 && $0.shapeInfo["cornerRadius"] == "24" })
        #expect(border.frame.maxY == 844 - 34 - 8)
    }
}
