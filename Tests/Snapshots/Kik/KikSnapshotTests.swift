import Testing
import MockshotKit
import MockshotSnapshotTesting
@testable import KikKit

/// Golden images: every component in every state and mode, both screens and the sheet, one parameterised
/// test per kind. References live in `__Snapshots__/KikSnapshotTests/` as
/// `<test>.<component>.<state>.<mode>.png` and were reviewed by eye against the guide.
@Suite struct KikSnapshotTests {
    @Test(arguments: KikKit.kit.cases(.component))
    func component(_ renderCase: RenderCase) {
        assertSnapshot(of: renderCase, in: KikKit.kit, scale: 2)
    }

    @Test(arguments: KikKit.kit.cases(.screen))
    func screen(_ renderCase: RenderCase) {
        assertSnapshot(of: renderCase, in: KikKit.kit, scale: 2)
    }

    @Test(arguments: KikKit.kit.cases(.sheet))
    func sheet(_ renderCase: RenderCase) {
        assertSnapshot(of: renderCase, in: KikKit.kit, scale: 1)
    }

    /// 54 component states, the conversation's three states and the chats list's two, one sheet: each in
    /// light and dark.
    @Test func everyStateIsCoveredInBothModes() {
        let kit = KikKit.kit
        let components = kit.cases(.component)
        let stateCount = kit.renderables.filter { $0.kind == .component }.reduce(0) { $0 + max(1, $1.states.count) }
        #expect(components.count == 2 * stateCount)
        #expect(components.count == 108)
        #expect(kit.cases(.screen).count == 10)
        #expect(kit.cases(.sheet).count == 2)
    }
}
