import CCairo
import Glibc

extension RenderedImage {
    /// Whether `other` has exactly the pixels of `self`: the same pixel size, and `rgbaImage()` of each
    /// equal, found without making either copy.
    ///
    /// Rows are compared as cairo stores them (premultiplied) first: equal stored rows convert to equal
    /// straight rows, since the conversion is a function of the stored pixel. Unequal stored rows are
    /// converted (as `rgbaImage()` converts them) and compared again, because the conversion is not
    /// injective on every 32-bit value (a fully transparent pixel with colour bits converts to 0, 0, 0, 0),
    /// so only the straight rows decide a difference. Stops at the first row that differs, which is why a
    /// check that compares many renders with one (`Renderable.measuredHonours`) uses it.
    public func hasSamePixels(as other: RenderedImage) -> Bool {
        guard pixelWidth == other.pixelWidth, pixelHeight == other.pixelHeight else { return false }
        return withUnsafeSurface { a in
            other.withUnsafeSurface { b in
                cairo_surface_flush(a)
                cairo_surface_flush(b)
                let strideA = Int(cairo_image_surface_get_stride(a)), strideB = Int(cairo_image_surface_get_stride(b))
                let bytes = pixelWidth * 4
                // A surface without pixel data (a failed one) reads as `rgbaImage()` reads it.
                guard let dataA = cairo_image_surface_get_data(a), let dataB = cairo_image_surface_get_data(b) else {
                    return rgbaImage() == other.rgbaImage()
                }
                var straightA = [UInt8](repeating: 0, count: bytes), straightB = [UInt8](repeating: 0, count: bytes)
                for y in 0..<pixelHeight {
                    let rowA = dataA + y * strideA, rowB = dataB + y * strideB
                    if memcmp(rowA, rowB, bytes) == 0 { continue }
                    mks_png_convert_cairo_row(rowA, UInt32(pixelWidth), 4, &straightA)
                    mks_png_convert_cairo_row(rowB, UInt32(pixelWidth), 4, &straightB)
                    if straightA != straightB { return false }
                }
                return true
            }
        }
    }
}
