import MockshotKit
import MockshotSnapshotTesting
import Testing
@testable import GrokKit

/// Golden images of every Grok renderable: each component in each state, the conversation screen and the
/// component sheet, all dark (Grok has no light mode). References live in `__Snapshots__/GoldenSnapshotTests`
/// as `<test>.<component>.<state>.dark.png`.
@Suite("Golden snapshots")
struct GoldenSnapshotTests {
    @Test(arguments: GrokKit.kit.cases(.component))
    func component(_ renderCase: RenderCase) {
        assertSnapshot(of: renderCase, in: GrokKit.kit, scale: 2)
    }

    @Test(arguments: GrokKit.kit.cases(.screen))
    func screen(_ renderCase: RenderCase) {
        assertSnapshot(of: renderCase, in: GrokKit.kit, scale: 2)
    }

    @Test(arguments: GrokKit.kit.cases(.sheet))
    func sheet(_ renderCase: RenderCase) {
        assertSnapshot(of: renderCase, in: GrokKit.kit, scale: 1)
    }

    /// 38 component states plus the stateless type scale, one screen, one sheet: all dark only.
    @Test func everyStateIsCoveredOnceInDark() {
        let kit = GrokKit.kit
        let components = kit.cases(.component)
        let stateCount = kit.renderables.filter { $0.kind == .component }.reduce(0) { $0 + max(1, $1.states.count) }
        #expect(components.count == stateCount)
        #expect(components.count == 39)
        #expect(kit.cases(.screen).count == 1)
        #expect(kit.cases(.sheet).count == 1)
        #expect((components + kit.cases(.screen) + kit.cases(.sheet)).allSatisfy { $0.mode == .dark })
    }
}
