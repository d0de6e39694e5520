import Layout
import MockshotKit
import SnapshotTesting
import Testing
@testable import GrokKit

/// Golden images of every Grok renderable: each component in each state, the conversation screen and the
/// component sheet, all dark (Grok has no light mode). References live in `__Snapshots__/GoldenSnapshotTests`.
@Suite("Golden snapshots")
struct GoldenSnapshotTests {
    /// Every (component, state) pair the kit registers.
    static let componentStates: [String] = GrokKit.kit.renderables
        .filter { $0.kind == .component }
        .flatMap { r in r.states.map { "\(r.name) \($0)" } }

    static func renderable(_ name: String) throws -> Renderable {
        GrokAssets.register()
        return try Registry(kits: [GrokKit.kit]).renderable(named: name)
    }

    @Test(arguments: componentStates)
    func component(_ pair: String) throws {
        let parts = pair.split(separator: " ").map(String.init)
        let r = try Self.renderable(parts[0])
        assertSnapshot(of: r, as: .renderable(state: parts[1], mode: .dark), named: "\(parts[0]).\(parts[1])")
    }

    @Test func typeScale() throws {
        assertSnapshot(of: try Self.renderable("grok.type-scale"), as: .renderable(mode: .dark), named: "grok.type-scale")
    }

    @Test func screen() throws {
        assertSnapshot(of: try Self.renderable("grok.screen"), as: .renderable(mode: .dark), named: "grok.screen")
    }

    @Test func sheet() throws {
        assertSnapshot(of: try Self.renderable("grok.sheet"), as: .renderable(mode: .dark, scale: 1), named: "grok.sheet")
    }

    @Test func everyComponentStateIsCovered() {
        let stateful = GrokKit.kit.renderables.filter { $0.kind == .component && !$0.states.isEmpty }
        #expect(Self.componentStates.count == stateful.reduce(0) { $0 + $1.states.count })
        #expect(Self.componentStates.count == 37)
    }
}
