import MockshotKit
import MockshotSnapshotTesting
import Testing
@testable import KikKit

/// Every component and screen state declares the accessibility settings it honours, and the declaration
/// is what the pixels say (see `assertAccessibilityDeclaration`).
@Suite("Accessibility declarations")
struct AccessibilityDeclarationTests {
    @Test(arguments: KikKit.kit.cases(.component) + KikKit.kit.cases(.screen))
    func declarationIsWhatThePixelsShow(_ c: RenderCase) throws {
        try assertAccessibilityDeclaration(of: c, in: KikKit.kit)
    }

    /// The sheet shows every component, so it honours what any of them does.
    @Test func sheetHonoursWhatItsComponentsDo() {
        assertSheetHonoursItsComponents(in: KikKit.kit)
    }
}
