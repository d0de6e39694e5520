import Layout
import MockshotKit
import MockshotSnapshotTesting
import Testing
@testable import CharacterAIKit

/// Golden images of every registered component in every state and mode (scale 2), both screens in every
/// state and mode (scale 2), and the component sheet (scale 1). References live in
/// `__Snapshots__/CharacterAISnapshotTests/`, named `<test>.<renderable>.<state>.<mode>.png`; each was reviewed by eye
/// against the guide when recorded.
@Suite struct CharacterAISnapshotTests {
    static var kit: BrandKit { CharacterAIKit.kit }

    @Test(arguments: kit.cases(.component))
    func component(_ renderCase: RenderCase) {
        assertSnapshot(of: renderCase, in: Self.kit, scale: 2)
    }

    @Test(arguments: kit.cases(.screen))
    func screen(_ renderCase: RenderCase) {
        assertSnapshot(of: renderCase, in: Self.kit, scale: 2)
    }

    @Test(arguments: kit.cases(.sheet))
    func sheet(_ renderCase: RenderCase) {
        assertSnapshot(of: renderCase, in: Self.kit, scale: 1)
    }

    /// The registry sees every component the guide defines, each with its states, in both modes.
    @Test func registry() throws {
        let names = Set(Self.kit.renderables.map(\.name))
        for expected in ["color-tokens", "avatar-gradients", "type-scale", "tuck-bubble-shape", "message-bubble",
                         "message-actions", "typing-indicator", "greeting-header", "chat-header", "character-card",
                         "composer", "primary-button", "soft-button", "tab-bar", "screen", "discover-screen"] {
            #expect(names.contains("characterai.\(expected)"), "\(expected)")
        }
        #expect(Self.kit.renderables.allSatisfy { $0.modes == [.dark, .light] })
        let registry = Registry(kits: [Self.kit])
        #expect(try registry.renderable(named: "characterai.sheet").kind == .sheet)
        #expect(try registry.renderable(named: "characterai.screen").canvas == .device)
        #expect(try registry.renderable(named: "characterai.typing-indicator").states
                == ["phase-0", "phase-0.25pi", "phase-0.5pi", "phase-0.75pi", "reduce-motion"])
        #expect(try registry.renderable(named: "characterai.tab-bar").states == ["discover", "chats", "create", "profile", "large-type"])
        #expect(try registry.renderable(named: "characterai.composer").states == ["empty", "with-text", "multiline", "streaming", "focused"])
    }
}
