import Layout
import Testing
@testable import GrokKit

@Suite("Send button geometry")
struct SendButtonGeometryTests {
    @Test(arguments: [(GrokSendButton.State.disabled, "#272A2E", "arrow.up", "#71767B"),
                      (.enabled, "#FFFFFF", "arrow.up", "#000000"),
                      (.streaming, "#272A2E", "stop.fill", "#E7E9EA")])
    func stateDecidesFillGlyphAndInk(state: GrokSendButton.State, fill: String, glyph: String, ink: String) throws {
        let p = try LayoutProbe(GrokSendButton(state: state))
        let circle = try p.first("Circle")
        #expect(circle.frame.size == Size(width: 32, height: 32))
        #expect(LayoutProbe.fillHex(circle) == fill)
        let icon = try p.symbol(glyph)
        let drawing = try #require(LayoutProbe.symbol(icon))
        #expect(drawing.pointSize == 16)
        #expect(drawing.weight == .semibold)
        #expect(LayoutProbe.paintHex(drawing.paint) == ink)
        // The glyph is centred in the circle (to the half point its odd-sized box allows at 1×).
        #expect(abs(icon.frame.midX - circle.frame.midX) <= 0.5)
        #expect(abs(icon.frame.midY - circle.frame.midY) <= 0.5)
    }

    @Test func pressedShrinksTo92Percent() throws {
        let pressed = try LayoutProbe(GrokSendButton(state: .enabled).environment(\.isPressed, true))
        let scale = try pressed.first("scaleEffect")
        guard case .effect(.scale(let x, let y, _)) = scale.content else { Issue.record("not a scale"); return }
        #expect(x == 0.92 && y == 0.92)
        let idle = try LayoutProbe(GrokSendButton(state: .enabled)).first("scaleEffect")
        guard case .effect(.scale(let ix, _, _)) = idle.content else { Issue.record("not a scale"); return }
        #expect(ix == 1)
    }

    @Test func glyphIsPinnedUnderDynamicType() throws {
        let p = try LayoutProbe(GrokSendButton(state: .enabled)) { $0.dynamicTypeSize = .accessibility5 }
        #expect(LayoutProbe.symbol(try p.symbol("arrow.up"))?.pointSize == 16)
        #expect(try p.first("Circle").frame.size == Size(width: 32, height: 32))
    }
}
