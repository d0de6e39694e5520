import CCairo
import Imaging
@testable import Render

extension RenderedImage {
    /// One pixel of `rgbaImage()` as `#RRGGBB` / `#RRGGBBAA`, converted alone by the same C routine that
    /// converts every row for `rgbaImage()` (so with the same rounding), without copying the whole canvas:
    /// for tests that check a few pixels of a large canvas, where the copy (megabytes of fresh memory
    /// converted row by row) was most of their time.
    func pixelHex(x: Int, y: Int) -> String {
        precondition((0..<pixelWidth).contains(x) && (0..<pixelHeight).contains(y), "(\(x), \(y)) is outside \(pixelWidth)×\(pixelHeight)")
        return withUnsafeSurface { surface in
            cairo_surface_flush(surface)
            guard let data = cairo_image_surface_get_data(surface) else { return rgbaImage().hex(x: x, y: y) }
            let stride = Int(cairo_image_surface_get_stride(surface))
            var pixel = [UInt8](repeating: 0, count: 4)
            mks_png_convert_cairo_row(data + y * stride + x * 4, 1, 4, &pixel)
            return RGBAImage(width: 1, height: 1, pixels: pixel).hex(x: 0, y: 0)
        }
    }
}
