import Layout
import Testing
@testable import GrokKit

@Suite("Action row")
struct ActionRowGeometryTests {
    @Test func fiveIcons18PointInSecondaryText() throws {
        let p = try LayoutProbe(GrokActionRow())
        let names = p.all("Image").compactMap(LayoutProbe.symbolName)
        #expect(names == ["doc.on.doc", "arrow.clockwise", "square.and.arrow.up", "hand.thumbsup", "hand.thumbsdown"])
        for icon in p.all("Image") {
            let s = try #require(LayoutProbe.symbol(icon))
            #expect(s.pointSize == 18)
            #expect(LayoutProbe.paintHex(s.paint) == "#71767B")
        }
        #expect(try p.symbol("doc.on.doc").frame.minX == 16)
    }

    @Test func copyConfirmTurnsIntoAGreenCheckmark() throws {
        let p = try LayoutProbe(GrokActionRow(didCopy: true))
        let check = try p.symbol("checkmark")
        #expect(LayoutProbe.symbol(check).flatMap { LayoutProbe.paintHex($0.paint) } == "#00BA7C")
        #expect(p.all("Image").allSatisfy { LayoutProbe.symbolName($0) != "doc.on.doc" })
    }
}
