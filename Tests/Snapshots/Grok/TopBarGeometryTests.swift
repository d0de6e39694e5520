import Layout
import Testing
@testable import GrokKit

@Suite("Top bar geometry")
struct TopBarGeometryTests {
    @Test func bar44TallWithCentredToggleAndEdgeIcons() throws {
        let p = try LayoutProbe(GrokTopBar(isFun: .constant(false)))
        let bar = try p.first("frame")
        #expect(bar.frame.height == 44)
        #expect(bar.frame.width == 390)
        let menu = try p.symbol("line.3.horizontal"), compose = try p.symbol("square.and.pencil")
        #expect(menu.frame.minX == 16)
        #expect(compose.frame.maxX == 390 - 16)
        #expect(LayoutProbe.symbol(menu)?.pointSize == 20)
        #expect(LayoutProbe.symbol(compose)?.pointSize == 20)
        #expect(LayoutProbe.symbol(menu).flatMap { LayoutProbe.paintHex($0.paint) } == "#E7E9EA")
        // The toggle is centred between equal spacers; the icons are the same size, so it is centred on screen.
        let track = try #require(p.all("Capsule").first { LayoutProbe.fillHex($0) == "#16181C" })
        #expect(abs(track.frame.midX - 195) <= 0.5)
        #expect(abs(track.frame.midY - 22) <= 0.5)
        #expect(abs(menu.frame.midY - 22) <= 0.5)
    }

    @Test func rootStacksTheBarOverTheConversationOnBlack() throws {
        let p = try LayoutProbe(GrokRoot { Color.red.frame(height: 100) })
        let red = try #require(p.all("Color").first { LayoutProbe.fillHex($0) == "#FF453A" })
        #expect(red.frame.minY == 44)
        // `Color.grokCanvas.ignoresSafeArea()` is a view, so the background is that colour (not a filled rectangle).
        #expect(p.all("Color").contains { LayoutProbe.fillHex($0) == "#000000" && $0.frame.height == 144 })
    }
}
