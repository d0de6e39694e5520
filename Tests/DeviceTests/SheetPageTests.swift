import Imaging
import Layout
import MockshotKit
import Testing

/// Every brand's component sheet fits the documented page (`SheetStyle.maxHeight`), so `mockshot sheet
/// BRAND --scale 3` renders within the default pixel budget and reads back with the default decoder.
struct SheetPageCase: Sendable, CustomTestStringConvertible {
    let kit: String
    let mode: ColorScheme
    var testDescription: String { "\(kit) \(mode.rawValue)" }
}

let sheetPageCases: [SheetPageCase] = kits.flatMap { kit in kit.modes.map { SheetPageCase(kit: kit.id, mode: $0) } }

@Suite struct SheetPageTests {
    @Test(arguments: sheetPageCases)
    func sheetFitsThePageAtThreeX(_ c: SheetPageCase) throws {
        let kit = try #require(kits.first { $0.id == c.kit })
        kit.registerAssets()
        // Only the page's size is checked: the layout the render would paint, without painting it.
        let layout = try kit.sheet.layout(state: nil, mode: c.mode, scale: 1)
        let height = layout.canvasSize.height
        #expect(layout.canvasSize.width == SheetStyle.width)
        #expect(height <= SheetStyle.maxHeight, "\(c.kit) sheet is \(height) pt tall; the page allows \(SheetStyle.maxHeight)")
        #expect(throws: Never.self) { try ImageBudget.default.pixelSize(width: SheetStyle.width, height: height, scale: 3) }
    }
}
