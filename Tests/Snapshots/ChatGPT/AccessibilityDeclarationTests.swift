import MockshotKit
import MockshotSnapshotTesting
import Testing
@testable import ChatGPTKit

/// Every component and screen state declares the accessibility settings it honours, and the declaration
/// is what the pixels say (see `assertAccessibilityDeclaration`).
@Suite("Accessibility declarations")
struct AccessibilityDeclarationTests {
    @Test(arguments: ChatGPTKit.kit.cases(.component) + ChatGPTKit.kit.cases(.screen))
    func declarationIsWhatThePixelsShow(_ c: RenderCase) throws {
        try assertAccessibilityDeclaration(of: c, in: ChatGPTKit.kit)
    }

    /// The sheet shows every component, so it honours what any of them does.
    @Test func sheetHonoursWhatItsComponentsDo() {
        assertSheetHonoursItsComponents(in: ChatGPTKit.kit)
    }
}
