import Layout
import MockshotKit
import SnapshotTesting
import Testing
@testable import CharacterAIKit

/// Golden images of every registered renderable in every state and mode (scale 2), both screens, and the
/// component sheet (scale 1). References live in `__Snapshots__/SnapshotTests/`, named
/// `<test>.<renderable>.<state>.<mode>.png`; each was reviewed by eye against the guide when recorded.
@Suite struct SnapshotTests {
    static var kit: BrandKit { CharacterAIKit.kit }
    static let componentNames = kit.renderables.filter { $0.kind == .component }.map(\.name)
    static let screenNames = kit.renderables.filter { $0.kind == .screen }.map(\.name)
    /// States whose picture is wrong because of an engine bug, so no golden is kept for them (a wrong
    /// golden would lock the bug in): the engine's `TextField` never grows past one line (see
    /// `ControlGeometryTests.composerGrowsToFiveLines`). Record these once the engine is fixed.
    static let awaitingEngineFix: Set<String> = ["characterai.composer/multiline"]

    /// Every state × mode of one renderable, as the CLI would render it.
    func assertAllStates(of name: String, scale: Double = 2, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                         testName: String = #function, line: UInt = #line) throws {
        let r = try #require(Self.kit.renderables.first { $0.name == name })
        let states: [String?] = r.states.isEmpty ? [nil] : r.states
        let short = name.replacingOccurrences(of: "characterai.", with: "")
        for mode in r.modes {
            for state in states where !Self.awaitingEngineFix.contains("\(name)/\(state ?? "")") {
                assertSnapshot(of: r, as: .renderable(state: state, mode: mode, scale: scale),
                               named: "\(short).\(state ?? "default").\(mode.rawValue)",
                               fileID: fileID, filePath: filePath, testName: testName, line: line)
            }
        }
    }

    @Test(arguments: componentNames)
    func component(_ name: String) throws {
        try assertAllStates(of: name)
    }

    @Test(arguments: screenNames)
    func screen(_ name: String) throws {
        try assertAllStates(of: name)
    }

    @Test(arguments: [ColorScheme.dark, .light])
    func sheet(_ mode: ColorScheme) {
        assertSnapshot(of: Self.kit.sheet, as: .renderable(mode: mode, scale: 1), named: "sheet.\(mode.rawValue)")
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
        #expect(try registry.renderable(named: "characterai.screen").canvas == .fixed(Size(width: 390, height: 844)))
        #expect(try registry.renderable(named: "characterai.typing-indicator").states
                == ["phase-0", "phase-0.5pi", "phase-1pi", "phase-1.5pi", "reduce-motion"])
        #expect(try registry.renderable(named: "characterai.tab-bar").states == ["discover", "chats", "create", "profile", "large-type"])
        #expect(try registry.renderable(named: "characterai.composer").states == ["empty", "with-text", "multiline", "streaming", "focused"])
    }
}
