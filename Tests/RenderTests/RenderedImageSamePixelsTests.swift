import CCairo
import Testing
import Layout
import Imaging
@testable import Render

/// `RenderedImage.hasSamePixels` decides exactly as comparing the two `rgbaImage()` copies does: stored
/// (premultiplied) rows that differ only where the straight copies agree still count as the same.
@Suite struct RenderedImageSamePixelsTests {
    /// Opaque and translucent areas, an anti-aliased edge, a width that is not a multiple of four pixels.
    func render(height: Double = 37, background: RGBA? = nil) throws -> RenderedImage {
        let view = ZStack {
            Color.blue.opacity(0.35)
            Circle().fill(Color.orange.opacity(0.8)).frame(width: 30, height: 30)
            Color.green.frame(width: 7, height: 3)
        }
        return try Renderer.render(view, proposal: ProposedViewSize(width: 41, height: height),
                                   options: RenderOptions(scale: 1, background: background))
    }

    /// Sets the stored pixel at (`x`, `y`) to `value` (0xAARRGGBB, premultiplied).
    func store(_ value: UInt32, x: Int, y: Int, in image: RenderedImage) {
        image.withUnsafeSurface { surface in
            cairo_surface_flush(surface)
            let stride = Int(cairo_image_surface_get_stride(surface))
            let row = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)! + y * stride)
            row.assumingMemoryBound(to: UInt32.self)[x] = value
            cairo_surface_mark_dirty(surface)
        }
    }

    @Test(arguments: [nil, RGBA.white])
    func theSameRenderHasTheSamePixels(background: RGBA?) throws {
        let a = try render(background: background), b = try render(background: background)
        #expect(a.rgbaImage() == b.rgbaImage())
        #expect(a.hasSamePixels(as: b) && b.hasSamePixels(as: a) && a.hasSamePixels(as: a))
    }

    /// One pixel off in the first row, a middle row's vector-converted run, the last row's tail pixel, or
    /// only its alpha: not the same, as the RGBA copies say.
    @Test(arguments: [(0, 0, UInt32(0xFF_00_00_00)), (8, 20, 0xFF_01_02_03), (40, 36, 0x80_10_20_30), (40, 36, 0x7F_00_00_00)])
    func anyPixelOffDiffers(x: Int, y: Int, value: UInt32) throws {
        let a = try render(), b = try render()
        store(value, x: x, y: y, in: b)
        #expect(a.rgbaImage() != b.rgbaImage())
        #expect(!a.hasSamePixels(as: b) && !b.hasSamePixels(as: a))
    }

    /// Another pixel size is another picture, even where the shared rows agree.
    @Test func anotherSizeDiffers() throws {
        let a = try render(height: 37), b = try render(height: 36)
        #expect(!a.hasSamePixels(as: b) && !b.hasSamePixels(as: a))
    }

    /// Fully transparent pixels unpremultiply to 0, 0, 0, 0 whatever their colour bits hold, so stored
    /// bytes that differ only there are the same picture; the stored-row comparison alone would say not.
    @Test func storedBytesThatConvertAlikeAreTheSame() throws {
        let a = try render(), b = try render()
        store(0, x: 3, y: 5, in: a)
        store(0x00_FF_00_FF, x: 3, y: 5, in: b)
        #expect(a.rgbaImage() == b.rgbaImage())
        #expect(a.hasSamePixels(as: b) && b.hasSamePixels(as: a))
    }
}
