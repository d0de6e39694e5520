import CCairo

/// A Gaussian-blurred copy of a rectangle of an ARGB32 surface (all channels, or only alpha as an A8 mask),
/// stored at reduced resolution when the blur is wide, and drawn back through a pattern that maps it onto
/// where it came from.
///
/// Why reduced resolution: a blur of sigma σ leaves no detail finer than about σ, so for σ ≥ 6 px the copy
/// is box-averaged down by k = ⌊σ / 3⌋ (at most 4), blurred there, and upsampled bilinearly by cairo while
/// compositing. That is k² less work (a soft shadow under a full-width card at 3x is several hundred thousand
/// pixels) for a result within a level or two of the full-resolution blur. The small blur's sigma is reduced
/// by what the k × k averaging and the bilinear upsampling already contribute, so the total spread is σ.
final class BlurredCopy {
    let surface: CairoSurface
    /// Source pixels per copy pixel along each axis.
    let factor: Int
    private let edges: GaussianBlur.Edges

    /// The reduction factor for a blur of `sigma` pixels.
    static func factor(sigma: Double) -> Int { max(1, min(4, Int(sigma / 3))) }

    /// Copies `width` × `height` pixels at (`x`, `y`) of an ARGB32 buffer, reduces, blurs.
    /// `edges`: what lies beyond the rectangle (see `GaussianBlur.Edges`).
    init(of pixels: UnsafeMutablePointer<UInt8>, stride: Int, x: Int, y: Int, width: Int, height: Int,
         sigma: Double, alphaOnly: Bool, edges: GaussianBlur.Edges) throws(RenderError) {
        let k = Self.factor(sigma: sigma)
        let smallWidth = (width + k - 1) / k, smallHeight = (height + k - 1) / k
        let copy = try CairoSurface(width: smallWidth, height: smallHeight, format: alphaOnly ? CAIRO_FORMAT_A8 : CAIRO_FORMAT_ARGB32)
        guard let out = copy.data else { throw RenderError(message: "a \(smallWidth)x\(smallHeight) px blur surface has no pixels") }
        copy.flush()
        // 1. Reduce: each copy pixel is the mean of its k × k block (blocks cut by the edge average what they
        //    have when the picture continues beyond, and count the missing pixels as clear otherwise).
        let channels = alphaOnly ? 1 : 4
        let outStride = copy.stride
        for sy in 0..<smallHeight {
            let y0 = y + sy * k, rows = min(k, y + height - y0)
            for sx in 0..<smallWidth {
                let x0 = x + sx * k, columns = min(k, x + width - x0)
                var sums = (0, 0, 0, 0)
                for row in 0..<rows {
                    let line = UnsafeMutableRawPointer(pixels + (y0 + row) * stride).assumingMemoryBound(to: UInt32.self)
                    for column in 0..<columns {
                        let v = line[x0 + column]
                        sums.0 += Int(v >> 24); sums.1 += Int((v >> 16) & 255); sums.2 += Int((v >> 8) & 255); sums.3 += Int(v & 255)
                    }
                }
                let count = edges == .clamp ? rows * columns : k * k
                let half = count / 2
                if alphaOnly {
                    out[sy * outStride + sx] = UInt8((sums.0 + half) / count)
                } else {
                    let a = UInt32((sums.0 + half) / count), r = UInt32((sums.1 + half) / count)
                    let g = UInt32((sums.2 + half) / count), b = UInt32((sums.3 + half) / count)
                    UnsafeMutableRawPointer(out + sy * outStride).assumingMemoryBound(to: UInt32.self)[sx] = a << 24 | r << 16 | g << 8 | b
                }
            }
        }
        // 2. Blur what is left of sigma at the reduced scale: the block mean has variance (k² − 1) / 12 source
        //    pixels², bilinear upsampling about k² / 6.
        let residual = k == 1 ? sigma : (max(0, sigma * sigma - Double(k * k - 1) / 12 - Double(k * k) / 6)).squareRoot() / Double(k)
        GaussianBlur.apply(out, width: smallWidth, height: smallHeight, stride: outStride, channels: channels, sigma: residual, edges: edges)
        copy.markDirty()
        surface = copy
        factor = k
        self.edges = edges
    }

    /// A pattern showing the copy where its source rectangle was: `deviceOrigin` is the rectangle's top-left
    /// corner in device coordinates, and the pattern maps the current user space of `cr` onto the copy.
    func pattern(deviceOrigin: (x: Double, y: Double), cr: OpaquePointer) -> CairoPattern? {
        guard let pattern = CairoPattern(taking: cairo_pattern_create_for_surface(surface.pointer)) else { return nil }
        // user → device (the CTM), → the rectangle's pixels, → copy pixels.
        var userToDevice = cairo_matrix_t()
        cairo_get_matrix(cr, &userToDevice)
        var toCopy = cairo_matrix_t()
        cairo_matrix_init_scale(&toCopy, 1 / Double(factor), 1 / Double(factor))
        cairo_matrix_translate(&toCopy, -deviceOrigin.x, -deviceOrigin.y)
        var matrix = cairo_matrix_t()
        cairo_matrix_multiply(&matrix, &userToDevice, &toCopy)
        cairo_pattern_set_matrix(pattern.pointer, &matrix)
        cairo_pattern_set_filter(pattern.pointer, factor == 1 ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(pattern.pointer, edges == .clamp ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        return pattern
    }
}
