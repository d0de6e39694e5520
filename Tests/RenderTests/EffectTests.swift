import Foundation
import Imaging
import Layout
import Testing
@testable import Render

/// Clips, layers (opacity, shadow, blur, blend modes) and materials.
struct EffectTests {
    @Test func clipShapeCutsTheContent() throws {
        let image = try renderPixels(Color(hex: 0xFF0000).clipShape(Circle()), width: 40, height: 40)
        #expect(image.at(20, 20) == "#FF0000")
        #expect(image.at(2, 2) == "#FFFFFF")
        #expect(image.at(37, 37) == "#FFFFFF")
        #expect(image.at(20, 1) == "#FF0000")
    }

    @Test func opacityHalvesAlpha() throws {
        let image = try renderPixels(Rectangle().fill(Color.black).opacity(0.5), width: 20, height: 20, background: nil)
        #expect(image.at(10, 10) == "#00000080")
        let onWhite = try renderPixels(Rectangle().fill(Color.black).opacity(0.5), width: 20, height: 20)
        #expect(onWhite.at(10, 10) == "#7F7F7F")
    }

    @Test func opacityAppliesToTheGroupNotEachShape() throws {
        // Two overlapping opaque squares at 50 %: the overlap is no darker than either alone.
        let view = ZStack(alignment: .topLeading) {
            Rectangle().fill(Color.black).frame(width: 30, height: 30)
            Rectangle().fill(Color.black).frame(width: 30, height: 30).padding(.leading, 20)
        }.opacity(0.5)
        let image = try renderPixels(view.frame(width: 50, height: 30, alignment: .topLeading), width: 50, height: 30)
        #expect(image.at(10, 10) == image.at(25, 10))
    }

    @Test func shadowDarkensBelowTheShapeOnly() throws {
        // A white 40 pt square at (40, 30) with a black shadow 10 pt lower, radius 8 (sigma 4).
        let view = Rectangle().fill(Color.white).frame(width: 40, height: 40)
            .shadow(color: .black, radius: 8, x: 0, y: 10)
        let image = try renderPixels(view, width: 120, height: 100, background: RGBA(hex: 0xFFFFFF))
        // The square itself stays white; just below it the shadow shows.
        #expect(image.at(60, 50) == "#FFFFFF")
        let below = image[60, 75]
        #expect(below.r < 80)
        // Above the square the shadow (shifted down) does not reach; far away there is none.
        #expect(image.at(60, 22) == "#FFFFFF")
        #expect(image.at(5, 5) == "#FFFFFF")
        #expect(image.at(115, 95) == "#FFFFFF")
        // It fades with distance.
        #expect(image[60, 88].r > below.r)
    }

    /// (blur radius, square side, canvas side): sigma 3 blurs at full resolution, sigma 12 at a quarter.
    @Test(arguments: [(6.0, 20.0, 60.0), (24.0, 80.0, 240.0)])
    func blurSpreadsContentSymmetrically(_ radius: Double, _ side: Double, _ canvas: Double) throws {
        let view = Rectangle().fill(Color.black).frame(width: side, height: side).blur(radius: radius)
        let image = try renderPixels(view, width: canvas, height: canvas)
        let sigma = radius / 2, c = Int(canvas / 2), left = Int((canvas - side) / 2)
        let centre = image[c, c], edge = image[left, c], outside = image[left - Int(sigma), c]
        #expect(centre.r < 20)
        // Across a straight edge a Gaussian blur leaves ink Φ(d / σ) at signed distance d inside it; pixel
        // p's centre is at p + 0.5.
        func expected(_ p: Int) -> Int {
            let d = Double(p) + 0.5 - Double(left)
            return Int((255 * (1 - 0.5 * (1 + erf(d / sigma / 2.0.squareRoot())))).rounded())
        }
        #expect(near(edge.r, expected(left), 3))
        #expect(near(outside.r, expected(left - Int(sigma)), 3))
        #expect(image[2, c].r == 255)
        // Symmetric: the pixel mirroring `left` about the centre has the same value.
        #expect(near(image[Int(canvas) - 1 - left, c].r, Int(edge.r), 1))
        #expect(near(image[c, left].r, Int(edge.r), 1))
    }

    @Test func materialBlursASharpEdgeBehindIt() throws {
        // Black | white halves with a regular material over the boundary; sample on the boundary row.
        let view = ZStack {
            HStack(spacing: 0) { Color.black; Color.white }
            Rectangle().fill(Material.regularMaterial).frame(width: 60, height: 40)
        }
        let image = try renderPixels(view, width: 200, height: 60)
        // Outside the material the edge stays sharp.
        #expect(image.at(99, 5) == "#000000")
        #expect(image.at(100, 5) == "#FFFFFF")
        // Inside, both sides of the edge are between black and white, and the dark side is darker.
        let left = image[98, 30], right = image[101, 30]
        #expect(left.r > 40 && left.r < 215)
        #expect(right.r > 40 && right.r < 230)
        #expect(left.r < right.r)
    }

    @Test func materialTintCoversAFlatBackdrop() throws {
        // Over flat black the blur changes nothing: the result is the tint (white at 72 %) over black.
        let view = ZStack { Color.black; Rectangle().fill(Material.regularMaterial).frame(width: 40, height: 40) }
        let image = try renderPixels(view, width: 60, height: 60)
        let p = image[30, 30]
        #expect(near(p.r, Int((0.72 * 0xF9).rounded()), 1))
    }

    @Test func plusLighterAddsAndPlusDarkerBurns() throws {
        let lighter = try renderPixels(ZStack { Color(hex: 0xFF0000); Color(hex: 0x00FF00).blendMode(.plusLighter) }, width: 10, height: 10)
        #expect(lighter.at(5, 5) == "#FFFF00")
        // plusDarker: s + d − 1 per channel, clamped at 0.
        let darker = try renderPixels(ZStack { Color(hex: 0x80C0FF); Color(hex: 0xC0C0C0).blendMode(.plusDarker) }, width: 10, height: 10)
        #expect(darker.at(5, 5) == "#4181C0")
    }

    @Test func multiplyAndScreenBlend() throws {
        let multiply = try renderPixels(ZStack { Color(hex: 0x808080); Color(hex: 0xFF8000).blendMode(.multiply) }, width: 10, height: 10)
        let m = multiply[5, 5]
        #expect(near(m.r, 128, 1) && near(m.g, 64, 1) && m.b == 0)
        let screen = try renderPixels(ZStack { Color(hex: 0x808080); Color(hex: 0x000000).blendMode(.screen) }, width: 10, height: 10)
        #expect(screen.at(5, 5) == "#808080")
    }

    @Test func destinationOutCutsAHoleInAnOpaqueCanvas() throws {
        let view = ZStack { Color.red; Circle().fill(Color.black).frame(width: 10, height: 10).blendMode(.destinationOut) }
        let rendered = try Renderer.render(view, proposal: ProposedViewSize(width: 20, height: 20),
                                           options: RenderOptions(scale: 1, background: .white))
        #expect(rendered.rgbaImage().at(10, 10) == "#00000000")
        // The PNG keeps the hole: it must be written with alpha (colour type 6).
        let png = try rendered.pngData()
        #expect(png[25] == 6)
    }

    @Test func transformsMoveAndRotateContent() throws {
        let moved = try renderPixels(Rectangle().fill(Color.black).frame(width: 10, height: 10).offset(x: 15, y: 0)
            .frame(width: 40, height: 10), width: 40, height: 10)
        #expect(moved.at(20, 5) == "#FFFFFF")    // its own place (15...25), now empty: it moved to 30...40
        #expect(moved.at(35, 5) == "#000000")
        // A 40 × 4 bar rotated 90° about its centre becomes a 4 × 40 bar.
        let rotated = try renderPixels(Rectangle().fill(Color.black).frame(width: 40, height: 4).rotationEffect(.degrees(90)),
                                       width: 40, height: 40)
        #expect(rotated.at(20, 5) == "#000000")
        #expect(rotated.at(5, 20) == "#FFFFFF")
    }
}
