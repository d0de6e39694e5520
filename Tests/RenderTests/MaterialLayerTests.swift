import Imaging
import Layout
import Testing
@testable import Render

/// Materials inside offscreen layers frost what is behind them in the final picture: the canvas with every
/// enclosing layer's content so far, not the layer's own (mostly empty) surface.
///
/// The scene: a black | white edge at x = 100 across a 200 × 80 canvas, and a 60 × 40 regular-material card
/// centred on it (x 70..<130, y 20..<60). Regular material: blur radius 24 (sigma 12 px), white tint at 72 %.
struct MaterialLayerTests {
    var edge: some View { HStack(spacing: 0) { Color.black; Color.white } }
    var card: some View { Color.clear.frame(width: 60, height: 40).background(.regularMaterial) }

    func render<V: View>(_ view: V) throws -> RGBAImage { try renderPixels(view, width: 200, height: 80) }

    /// The material over the edge without any layer, as the reference.
    func plain() throws -> RGBAImage { try render(ZStack { edge; card }) }

    @Test func materialUnderAShadowBlursTheCanvasBehindIt() throws {
        let reference = try plain()
        let image = try render(ZStack { edge; card.shadow(color: .black, radius: 6, x: 0, y: 4) })
        // Over the edge both sides are a blend, and close to each other: the blur mixed them. (Sampling the
        // empty layer left the tint over a still-sharp edge: about B3 on the black side, FA on the white.)
        let left = image[98, 40], right = image[101, 40]
        #expect(left.r > 60 && left.r < 235 && right.r > 60 && right.r < 235)
        #expect(abs(Int(left.r) - Int(right.r)) < 20)
        // The opaque card hides its shadow: inside it the picture is the layer-free one, pixel for pixel.
        #expect(differingPixels(image, reference, x: 70..<130, y: 20..<60) == 0)
        // The shadow itself still shows below the card (its alpha comes from the layer's content).
        #expect(image[100, 62].r < reference[100, 62].r)
    }

    @Test func materialInsideOpacityBlendsItsBlurWithTheCanvas() throws {
        let reference = try plain()
        let image = try render(ZStack { edge; card.opacity(0.9) })
        // 90 % of the frosted card over the sharp edge below it.
        for (x, below) in [(98, 0), (101, 255), (75, 0), (125, 255)] {
            let expected = (0.9 * Double(reference[x, 40].r) + 0.1 * Double(below)).rounded()
            #expect(near(image[x, 40].r, Int(expected), 1), "x \(x)")
        }
        let left = image[98, 40], right = image[101, 40]
        #expect(left.r > 60 && left.r < 235 && right.r > 60 && right.r < 235)
    }

    @Test func nestedLayersCompositeParentFirst() throws {
        // Black on the canvas; the white half inside an outer compositing group; the card in a shadow layer
        // inside that. The backdrop is the canvas with the outer group's white over it: the same black |
        // white edge, so the picture is the shadowed card's over the edge.
        let expected = try render(ZStack { edge; card.shadow(color: .black, radius: 6, x: 0, y: 4) })
        let nested = ZStack {
            Color.black
            ZStack {
                HStack(spacing: 0) { Color.clear; Color.white }
                card.shadow(color: .black, radius: 6, x: 0, y: 4)
            }.compositingGroup()
        }
        let image = try render(nested)
        #expect(differingPixels(image, expected, x: 0..<200, y: 0..<80) == 0)
        // And inside the card, the layer-free picture (only the canvas, or only the outer group, differ).
        #expect(differingPixels(image, try plain(), x: 70..<130, y: 20..<60) == 0)
    }

    /// Pixels in the rectangle where the two images differ.
    func differingPixels(_ a: RGBAImage, _ b: RGBAImage, x: Range<Int>, y: Range<Int>) -> Int {
        var count = 0
        for py in y { for px in x where a.at(px, py) != b.at(px, py) { count += 1 } }
        return count
    }
}
