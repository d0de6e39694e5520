import Testing
import Layout
import Render
import MockshotKit
@testable import KikKit

/// What the kit registers, and that every state of everything renders cleanly in both modes.
@Suite struct KikRegistryTests {
    @Test func namesAndStates() {
        let kit = KikKit.kit
        #expect(kit.id == "kik")
        #expect(kit.modes == [.light, .dark])
        #expect(kit.renderables.map(\.name) == [
            "kik.colors", "kik.type-scale", "kik.bubble", "kik.receipt", "kik.conv-row", "kik.code", "kik.compose-bar",
            "kik.suggested-replies", "kik.menu", "kik.chat-header", "kik.tab-bar", "kik.screen", "kik.chats-screen",
        ])
        func states(_ name: String) -> [String] { kit.renderables.first { $0.name == name }?.states ?? [] }
        #expect(states("kik.bubble") == BubbleState.allCases.map(\.rawValue))
        #expect(states("kik.bubble").filter { $0.hasPrefix("outgoing-tail-") }.count == SDR.allCases.count)
        #expect(states("kik.receipt").prefix(5) == ["sending", "sent", "delivered", "read", "failed"])
        #expect(states("kik.tab-bar").prefix(4) == ["chats", "people", "discover", "kik-code"])
        #expect(states("kik.compose-bar").prefix(2) == ["empty", "focused"])
        #expect(states("kik.code").isEmpty)
        #expect(states("kik.colors").isEmpty)
        #expect(states("kik.screen") == ["default", "bot", "large-type"])
        #expect(states("kik.menu") == ["new-chat", "chat"])
        #expect(kit.renderables.filter { $0.kind == .screen }.allSatisfy { $0.canvas == .device })
        #expect(kit.sheet.name == "kik.sheet")
    }

    @Test func componentsSitOnTheBrandCanvas() {
        for r in KikKit.kit.renderables {
            #expect(r.background(.light)?.resolve(in: KikTestSupport.environment(.light)).hexString == "#FFFFFF", "\(r.name)")
            #expect(r.background(.dark)?.resolve(in: KikTestSupport.environment(.dark)).hexString == "#121316", "\(r.name)")
        }
    }

    /// Every renderable × state × mode lays out and paints without a warning, at its canvas width.
    @Test func everythingRendersWithoutWarnings() throws {
        var count = 0
        for r in KikKit.kit.renderables {
            for mode in r.modes {
                for state in r.states.isEmpty ? [nil] : r.states.map(Optional.some) {
                    var env = EnvironmentValues(); env.colorScheme = mode
                    let image = try Renderer.render(r.make(state), proposal: r.canvas.proposal, environment: env,
                                                    options: RenderOptions(scale: 2, background: r.background(mode)?.resolve(in: env)))
                    #expect(image.warnings.isEmpty, "\(r.name) \(state ?? "-") \(mode): \(image.warnings)")
                    #expect(image.pixelWidth == Int(r.canvas.width * 2))
                    count += 1
                }
            }
        }
        #expect(count == 2 * (1 + 2 + 12 + 7 + 9 + 1 + 6 + 4 + 2 + 3 + 7 + 3 + 2))
    }
}
