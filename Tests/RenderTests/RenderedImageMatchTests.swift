import Testing
import Layout
import Imaging
@testable import Render

/// `RenderedImage.matchesPNG` compares the canvas itself with a PNG: true exactly when the PNG holds
/// `rgbaImage()`'s pixels (translucent pixels unpremultiplied and rounded as that copy rounds them), for
/// files written from the copy and straight from the surface alike.
@Suite struct RenderedImageMatchTests {
    /// Opaque and translucent areas, an anti-aliased circle edge, a width that is not a multiple of four
    /// pixels (the vector conversion's tail).
    func render(background: RGBA?) throws -> RenderedImage {
        let view = ZStack {
            Color.blue.opacity(0.35)
            Circle().fill(Color.orange.opacity(0.8)).frame(width: 30, height: 30)
            Color.green.frame(width: 7, height: 3)
        }
        return try Renderer.render(view, proposal: ProposedViewSize(width: 41, height: 37), options: RenderOptions(scale: 1, background: background))
    }

    @Test(arguments: [nil, RGBA.white])
    func canvasMatchesItsOwnPNGs(background: RGBA?) throws {
        let rendered = try render(background: background)
        let copy = rendered.rgbaImage()
        let fromCopy = try PNGEncoder().encode(copy), fromSurface = try rendered.pngData()
        #expect(fromCopy.withUnsafeBytes { rendered.matchesPNG($0) })
        #expect(fromSurface.withUnsafeBytes { rendered.matchesPNG($0) })
        #expect(PNGDecoder().matches(fromSurface, copy), "the same verdict as the RGBA copy's")
    }

    /// One byte off anywhere (first row, last row, last byte), or another size: no match.
    @Test(arguments: [nil, RGBA.white])
    func anyDifferenceDoesNotMatch(background: RGBA?) throws {
        let rendered = try render(background: background)
        let copy = rendered.rgbaImage()
        for index in [0, 6, 41 * 36 * 4 + 9, copy.pixels.count - 1] {
            var changed = copy
            changed.pixels[index] ^= 1
            let bytes = try PNGEncoder().encode(changed)
            #expect(!bytes.withUnsafeBytes { rendered.matchesPNG($0) }, "byte \(index)")
            #expect(!PNGDecoder().matches(bytes, copy))
        }
        let cropped = RGBAImage(width: 41, height: 36, pixels: Array(copy.pixels.prefix(41 * 36 * 4)))
        #expect(!(try PNGEncoder().encode(cropped)).withUnsafeBytes { rendered.matchesPNG($0) })
    }

    /// An RGB file holds only opaque pixels: a canvas with translucent pixels never matches it, even where
    /// the colours agree; made opaque, the same canvas does.
    @Test func translucentCanvasDoesNotMatchAnRGBFile() throws {
        let translucent = try render(background: nil)
        var opaque = translucent.rgbaImage()
        for i in stride(from: 3, to: opaque.pixels.count, by: 4) { opaque.pixels[i] = 255 }
        let rgb = try PNGEncoder().encode(opaque)
        #expect(rgb[25] == 2, "written as RGB")
        #expect(!rgb.withUnsafeBytes { translucent.matchesPNG($0) })
        let covered = try render(background: RGBA.white)
        #expect(try covered.pngData()[25] == 2)
        #expect(try covered.pngData().withUnsafeBytes { covered.matchesPNG($0) })
    }
}
