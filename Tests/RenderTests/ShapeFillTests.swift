import Imaging
import Layout
import Testing
@testable import Render

/// Solid fills of every built-in shape, sampled well inside, well outside and in the corner regions that
/// tell the shapes apart.
struct ShapeFillTests {
    let fill = Color(hex: 0x3366CC)
    let ink = "#3366CC"

    @Test func rectangleFillsItsFrameExactly() throws {
        let image = try renderPixels(Rectangle().fill(fill).frame(width: 40, height: 30).padding(10), width: 60, height: 50)
        #expect(image.at(10, 10) == ink)           // top-left pixel of the frame
        #expect(image.at(49, 39) == ink)           // bottom-right pixel of the frame
        #expect(image.at(30, 25) == ink)
        #expect(image.at(9, 10) == "#FFFFFF")      // just left of it
        #expect(image.at(10, 40) == "#FFFFFF")     // just below it
    }

    @Test func circularAndContinuousCornersDiffer() throws {
        // r = 100 in a 320 pt square: room for the continuous corner's 1.53 r extent. 0.8 r along the top edge
        // from the corner, a quarter circle is 0.0202 r (2.02 pt) below the edge and the continuous corner
        // 0.0322 r (3.22 pt): at 2x, pixel row 5 (2.5...3 pt) lies between the two.
        func corner(_ style: RoundedCornerStyle) throws -> RGBAImage {
            try renderPixels(RoundedRectangle(cornerRadius: 100, style: style).fill(fill), width: 320, height: 320, scale: 2)
        }
        let circular = try corner(.circular), continuous = try corner(.continuous)
        #expect(circular.at(160, 5) == ink)
        #expect(continuous.at(160, 5) == "#FFFFFF")
        // The same by symmetry on the left edge and at the bottom-right corner.
        #expect(circular.at(5, 160) == ink)
        #expect(continuous.at(5, 160) == "#FFFFFF")
        #expect(circular.at(639 - 160, 639 - 5) == ink)
        #expect(continuous.at(639 - 160, 639 - 5) == "#FFFFFF")
        // Both leave the very corner empty and fill the middle and the edges' middles.
        for image in [circular, continuous] {
            #expect(image.at(4, 4) == "#FFFFFF")
            #expect(image.at(320, 320) == ink)
            #expect(image.at(320, 1) == ink)
        }
    }

    @Test func unevenRoundedRectangleRoundsEachCornerByItsOwnRadius() throws {
        // 200 × 120, circular corners: top-leading 40, top-trailing 0, bottom-trailing 20, bottom-leading 0.
        let shape = UnevenRoundedRectangle(topLeadingRadius: 40, bottomLeadingRadius: 0, bottomTrailingRadius: 20,
                                           topTrailingRadius: 0, style: .circular)
        let image = try renderPixels(shape.fill(fill), width: 200, height: 120)
        // 8 pt in from a corner on the diagonal: outside a 40 pt arc (45 pt from its centre), inside a 20 pt one
        // (17 pt from its centre), inside a square corner.
        #expect(image.at(8, 8) == "#FFFFFF")          // top-leading, r 40
        #expect(image.at(191, 111) == ink)             // bottom-trailing, r 20
        #expect(image.at(191, 8) == ink)               // top-trailing, square
        #expect(image.at(8, 111) == ink)               // bottom-leading, square
        // 2 pt from each corner: only the square corners are filled.
        #expect(image.at(197, 117) == "#FFFFFF")
        #expect(image.at(197, 2) == ink)
        #expect(image.at(2, 117) == ink)
        // Inside the 40 pt arc (35 pt from its centre).
        #expect(image.at(15, 15) == ink)
    }

    @Test func capsuleIsRoundAtTheShortEnds() throws {
        let image = try renderPixels(Capsule(style: .circular).fill(fill), width: 120, height: 40)
        #expect(image.at(3, 3) == "#FFFFFF")
        #expect(image.at(116, 36) == "#FFFFFF")
        #expect(image.at(1, 20) == ink)                // the end's midpoint reaches the frame edge
        #expect(image.at(60, 1) == ink)                // the long sides are straight
        #expect(image.at(60, 38) == ink)
    }

    @Test func circleIsCentredAndAsLargeAsTheShorterSide() throws {
        let image = try renderPixels(Circle().fill(fill), width: 100, height: 60)
        #expect(image.at(50, 30) == ink)
        #expect(image.at(22, 30) == ink)               // 28 pt left of the centre, radius 30
        #expect(image.at(18, 30) == "#FFFFFF")          // beyond the radius, though inside the frame
        #expect(image.at(50, 1) == ink)
        #expect(image.at(22, 2) == "#FFFFFF")           // a corner of the circle's bounding square
    }

    @Test func evenOddFillLeavesTheInnerRingEmpty() throws {
        let rings = Path { p in
            p.addPath(Path(ellipseIn: Rect(x: 0, y: 0, width: 60, height: 60)))
            p.addPath(Path(ellipseIn: Rect(x: 15, y: 15, width: 30, height: 30)))
        }
        let evenOdd = try renderPixels(rings.fill(fill, style: FillStyle(eoFill: true)), width: 60, height: 60)
        let nonZero = try renderPixels(rings.fill(fill), width: 60, height: 60)
        #expect(evenOdd.at(30, 30) == "#FFFFFF")
        #expect(evenOdd.at(30, 8) == ink)
        #expect(nonZero.at(30, 30) == ink)
    }
}
