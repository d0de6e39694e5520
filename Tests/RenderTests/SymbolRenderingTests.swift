import Icons
import Imaging
import Layout
import Testing
@testable import Render

/// SF Symbol substitutes draw inside their frame, in the foreground paint, with erasers cutting through.
struct SymbolRenderingTests {
    /// A 40 pt symbol: a 48 pt box (1.2 × 40), two pixels per viewBox unit at 1x, 4 pt strokes.
    func symbol(_ name: String, paint: Color = .black) throws -> RGBAImage {
        try renderPixels(Image(systemName: name).font(.system(size: 40)).foregroundStyle(paint).padding(6),
                         width: 60, height: 60, background: nil)
    }

    @Test(arguments: ["heart.fill", "gearshape", "paperplane.fill", "checkmark", "bubble.left"])
    func inkStaysInsideTheFrame(_ name: String) throws {
        let image = try symbol(name)
        let inside = image.inkCount(x: 6..<54, y: 6..<54, background: (0, 0, 0, 0))
        let all = image.inkCount(x: 0..<60, y: 0..<60, background: (0, 0, 0, 0))
        #expect(inside > 100, "\(name) drew \(inside) pixels")
        #expect(all == inside, "\(name) drew outside its frame")
    }

    @Test func filledSymbolIsSolidAndTakesThePaintColour() throws {
        let image = try symbol("heart.fill", paint: Color(hex: 0xFF2D55))
        // The heart's middle, viewBox (12, 12) → (6 + 24, 6 + 24).
        #expect(image.at(30, 30) == "#FF2D55")
    }

    @Test func erasersCutThroughTheFill() throws {
        // checkmark.circle.fill: a filled circle with the check erased. The check's corner is at viewBox
        // (10.5, 14.5) → (27, 35); viewBox (12, 6) is circle without check → (30, 18).
        let image = try symbol("checkmark.circle.fill")
        #expect(image.at(26, 34) == "#00000000")
        #expect(image.at(30, 18) == "#000000")
    }

    @Test func translucentAndGradientPaintsGoThroughTheGroup() throws {
        // Half-transparent black: overlapping strokes inside the symbol do not double up.
        let image = try symbol("heart.fill", paint: Color.black.opacity(0.5))
        #expect(image.at(30, 30) == "#00000080")
        let gradient = LinearGradient(colors: [Color(hex: 0xFF0000), Color(hex: 0x0000FF)], startPoint: .top, endPoint: .bottom)
        let tinted = try renderPixels(Image(systemName: "heart.fill").font(.system(size: 40)).foregroundStyle(gradient).padding(6),
                                      width: 60, height: 60, background: nil)
        let upper = tinted[16, 18], lower = tinted[30, 40]
        #expect(upper.a == 255 && lower.a == 255)
        #expect(upper.r > upper.b && lower.b > lower.r)
    }

    @Test func unknownSymbolIsALayoutError() throws {
        #expect(throws: LayoutError.self) {
            try Renderer.render(Image(systemName: "no.such.symbol"), proposal: ProposedViewSize(width: 20, height: 20))
        }
    }
}
