import Imaging
import Layout
import Testing
@testable import Render

/// Features set on a font reach every run drawn in it: the slashed zero puts ink in the middle of the
/// "0", where the plain zero has its counter.
@Suite struct FontFeatureTests {
    /// Dark pixels in the middle fifth of each "0" of `text` (60 pt, two zeros side by side).
    func centreInk(_ text: Text) throws -> [Int] {
        let rendered = try Renderer.render(text, proposal: ProposedViewSize(width: 200, height: 90),
                                           options: RenderOptions(scale: 1, background: .white))
        let image = rendered.rgbaImage()
        let frame = try #require(rendered.layout.first("Text")).frame
        let glyph = frame.width / 2
        return (0..<2).map { i in
            let cx = Int(frame.minX + glyph * (Double(i) + 0.5)), cy = Int(frame.midY)
            return image.inkCount(x: (cx - 3)..<(cx + 3), y: (cy - 4)..<(cy + 4), background: (255, 255, 255, 255), tolerance: 100)
        }
    }

    @Test func aFontsFeaturesReachEveryRunInIt() throws {
        let inter = Font.custom("Inter-Regular", size: 60)
        let plain = try centreInk((Text("0") + Text("0").bold()).font(inter))
        let slashed = try centreInk((Text("0") + Text("0").bold()).font(inter.fontFeature("zero")))
        #expect(plain.allSatisfy { $0 == 0 }, "plain zeros have an empty counter: \(plain)")
        #expect(slashed.allSatisfy { $0 > 5 }, "both runs draw the slash: \(slashed)")
    }
}
