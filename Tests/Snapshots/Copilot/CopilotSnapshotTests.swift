import Layout
import MockshotKit
import SnapshotTesting
import Testing
@testable import CopilotKit

/// One golden image: a renderable in one state and colour scheme.
struct CopilotSnapshotCase: CustomTestStringConvertible, Sendable {
    let name: String
    let state: String?
    let mode: ColorScheme
    var testDescription: String { "\(name) \(state ?? "default") \(mode)" }
    /// `prompt-bar.focused.dark`.
    var fileName: String {
        ([String(name.dropFirst("copilot.".count))] + (state.map { [$0] } ?? []) + [mode.rawValue]).joined(separator: ".")
    }

    /// Every state × mode of the kit's renderables of `kind`.
    static func all(_ kind: Renderable.Kind) -> [CopilotSnapshotCase] {
        CopilotKit.kit.renderables.filter { $0.kind == kind }.flatMap { r in
            r.modes.flatMap { mode in
                (r.states.isEmpty ? [nil] : r.states.map(Optional.some)).map { CopilotSnapshotCase(name: r.name, state: $0, mode: mode) }
            }
        }
    }
}

let copilotComponentSnapshots = CopilotSnapshotCase.all(.component)
let copilotScreenSnapshots = CopilotSnapshotCase.all(.screen)

/// Golden images of every component in every state and scheme, both screens in every state, and the
/// sheets (references in `__Snapshots__/CopilotSnapshotTests/`, each reviewed by eye when recorded).
@Suite struct CopilotSnapshotTests {
    func renderable(_ name: String) throws -> Renderable {
        let kit = CopilotKit.kit
        return try #require(kit.renderables.first { $0.name == name } ?? (name == kit.sheet.name ? kit.sheet : nil))
    }

    @Test(arguments: copilotComponentSnapshots)
    func component(_ c: CopilotSnapshotCase) throws {
        assertSnapshot(of: try renderable(c.name), as: .renderable(state: c.state, mode: c.mode), named: c.fileName)
    }

    @Test(arguments: copilotScreenSnapshots)
    func screen(_ c: CopilotSnapshotCase) throws {
        assertSnapshot(of: try renderable(c.name), as: .renderable(state: c.state, mode: c.mode), named: c.fileName)
    }

    @Test(arguments: ColorScheme.allCases)
    func sheet(_ mode: ColorScheme) throws {
        assertSnapshot(of: try renderable("copilot.sheet"), as: .renderable(mode: mode, scale: 1), named: "sheet.\(mode.rawValue)")
    }

    @Test func caseListCoversEveryState() {
        // 52 component states and 10 screen states, each light and dark.
        #expect(copilotComponentSnapshots.count == 52 * 2)
        #expect(copilotScreenSnapshots.count == (8 + 2) * 2)
        #expect(Set(copilotComponentSnapshots.map(\.fileName)).count == copilotComponentSnapshots.count)
    }
}
