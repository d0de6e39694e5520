import Layout
import MockshotKit
import MockshotSnapshotTesting
import Testing
@testable import CopilotKit

let copilotComponentCases = CopilotKit.kit.cases(.component)
let copilotScreenCases = CopilotKit.kit.cases(.screen)
let copilotSheetCases = CopilotKit.kit.cases(.sheet)

/// Golden images of every component in every state and scheme, both screens in every state, and the
/// sheet (references in `__Snapshots__/CopilotSnapshotTests/`, named `<test>.<renderable>.<state>.<mode>.png`,
/// each reviewed by eye against the guide when recorded).
@Suite struct CopilotSnapshotTests {
    @Test(arguments: copilotComponentCases)
    func components(_ c: RenderCase) {
        assertSnapshot(of: c, in: CopilotKit.kit, scale: 2)
    }

    @Test(arguments: copilotScreenCases)
    func screens(_ c: RenderCase) {
        assertSnapshot(of: c, in: CopilotKit.kit, scale: 2)
    }

    @Test(arguments: copilotSheetCases)
    func sheet(_ c: RenderCase) {
        assertSnapshot(of: c, in: CopilotKit.kit, scale: 1)
    }

    @Test func caseListCoversEveryState() {
        // 55 component states and 10 screen states, each light and dark; one sheet per mode.
        #expect(copilotComponentCases.count == 55 * 2)
        #expect(copilotScreenCases.count == (8 + 2) * 2)
        #expect(copilotSheetCases.map(\.fileName) == ["sheet.light", "sheet.dark"])
        #expect(Set(copilotComponentCases.map(\.fileName)).count == copilotComponentCases.count)
    }
}
