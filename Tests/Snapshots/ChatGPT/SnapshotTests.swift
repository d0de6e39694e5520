import Layout
import MockshotKit
import SnapshotTesting
import Testing
@testable import ChatGPTKit

/// One golden image: a renderable in one state and colour scheme.
struct SnapshotCase: CustomTestStringConvertible, Sendable {
    let name: String
    let state: String?
    let mode: ColorScheme
    var testDescription: String { "\(name) \(state ?? "default") \(mode)" }
    /// `send-button.generating.dark`.
    var fileName: String {
        ([String(name.dropFirst("chatgpt.".count))] + (state.map { [$0] } ?? []) + [mode.rawValue]).joined(separator: ".")
    }

    /// Every state × mode of the kit's renderables of `kind`.
    static func all(_ kind: Renderable.Kind) -> [SnapshotCase] {
        ChatGPTKit.kit.renderables.filter { $0.kind == kind }.flatMap { r in
            r.modes.flatMap { mode in
                (r.states.isEmpty ? [nil] : r.states.map(Optional.some)).map { SnapshotCase(name: r.name, state: $0, mode: mode) }
            }
        }
    }
}

let componentSnapshots = SnapshotCase.all(.component)
let screenSnapshots = SnapshotCase.all(.screen)

/// Golden images of every component in every state and scheme, the screens and the sheets
/// (references in `__Snapshots__/SnapshotTests/`, reviewed by eye when recorded).
@Suite("Snapshots")
struct SnapshotTests {
    init() { ChatGPTAssets.register() }

    func renderable(_ name: String) throws -> Renderable {
        try #require(ChatGPTKit.kit.renderables.first { $0.name == name } ?? (name == "chatgpt.sheet" ? ChatGPTKit.kit.sheet : nil))
    }

    @Test(arguments: componentSnapshots)
    func component(_ c: SnapshotCase) throws {
        assertSnapshot(of: try renderable(c.name), as: .renderable(state: c.state, mode: c.mode), named: c.fileName)
    }

    @Test(arguments: screenSnapshots)
    func screen(_ c: SnapshotCase) throws {
        assertSnapshot(of: try renderable(c.name), as: .renderable(state: c.state, mode: c.mode), named: c.fileName)
    }

    @Test(arguments: ColorScheme.allCases)
    func sheet(_ mode: ColorScheme) throws {
        assertSnapshot(of: try renderable("chatgpt.sheet"), as: .renderable(mode: mode, scale: 1), named: "sheet.\(mode.rawValue)")
    }

    @Test func caseListCoversEveryState() {
        #expect(componentSnapshots.count == 90)
        #expect(screenSnapshots.count == 8 + 4 + 2)
        #expect(Set(componentSnapshots.map(\.fileName)).count == componentSnapshots.count)
    }
}
