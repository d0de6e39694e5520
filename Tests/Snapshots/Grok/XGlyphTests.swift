import Imaging
import Layout
import Testing
@testable import GrokKit

/// The X mark on citation cards is built like the X logo, not like a close button: a hollow broad
/// stroke crossed by a thin one that stops short of it on both sides.
@Suite("X glyph")
struct XGlyphTests {
    /// The glyph at 16 pt, white on black, @3x: 3 px per glyph unit.
    func glyph() throws -> RGBAImage {
        try RenderProbe.image(Image("x-glyph").resizable().frame(width: 16, height: 16).foregroundStyle(Color.white), scale: 3)
    }

    func bright(_ image: RGBAImage, _ x: Double, _ y: Double) -> Bool { image[Int(x * 3), Int(y * 3)].r > 127 }

    /// Runs of ink met walking from `a` to `b` (glyph units).
    func runs(_ image: RGBAImage, from a: (Double, Double), to b: (Double, Double)) -> Int {
        var runs = 0, wasInk = false
        for step in 0...400 {
            let t = Double(step) / 400
            let ink = bright(image, a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t)
            if ink && !wasInk { runs += 1 }
            wasInk = ink
        }
        return runs
    }

    @Test func broadStrokeIsAHollowBand() throws {
        let image = try glyph()
        // Across the middle: the band's two walls with its dark counter between, and nothing of the
        // thin stroke, which stops short of the band.
        #expect(runs(image, from: (0, 8), to: (16, 8)) == 2)
        #expect(!bright(image, 8, 8))
        // Its ends are cut level: the whole top row of the band is ink from x 1.5 to 5.3.
        #expect((0..<8).allSatisfy { bright(image, 1.5 + Double($0) * 0.5, 1.8) })
    }

    @Test func thinStrokeStopsShortOfTheBandOnBothSides() throws {
        let image = try glyph()
        // Along the thin stroke from its bottom-left end to its top-right end: its lower piece, the
        // band's near wall, its far wall, the upper piece — four runs, the gaps dark.
        #expect(runs(image, from: (1.4, 14.2), to: (14.6, 1.8)) == 4)
    }
}
