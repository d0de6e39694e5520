import CCairo

/// A Gaussian-blurred copy of a rectangle of an ARGB32 surface (all channels, or only alpha as an A8 mask),
/// stored at reduced resolution when the blur is wide, and drawn back through a pattern that maps it onto
/// where it came from.
///
/// Why reduced resolution: a blur of sigma σ leaves no detail finer than about σ, so for σ ≥ 6 px the copy
/// is box-averaged down by k = ⌊σ / 3⌋ (at most 4), blurred there, and upsampled bilinearly. That is k² less
/// blurring (a soft shadow under a full-width card at 3x covers several hundred thousand pixels) for a
/// result within a few levels of the full-resolution blur. The small blur's sigma is reduced by what the
/// k × k averaging and the bilinear upsampling already contribute, so the total spread is σ.
final class BlurredCopy {
    /// The blurred pixels, `factor` times smaller than the source rectangle (rounded up).
    let surface: CairoSurface
    /// Source pixels per copy pixel along each axis.
    let factor: Int
    /// The source rectangle's size.
    let width: Int, height: Int
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
        Self.reduce(pixels, stride: stride, x: x, y: y, width: width, height: height, factor: k, alphaOnly: alphaOnly,
                    edges: edges, into: out, stride: copy.stride)
        // Blur what is left of sigma at the reduced scale: the block mean has variance (k² − 1) / 12 source
        // pixels², bilinear upsampling about k² / 6.
        let residual = k == 1 ? sigma : (max(0, sigma * sigma - Double(k * k - 1) / 12 - Double(k * k) / 6)).squareRoot() / Double(k)
        GaussianBlur.apply(out, width: smallWidth, height: smallHeight, stride: copy.stride, channels: alphaOnly ? 1 : 4,
                           sigma: residual, edges: edges)
        copy.markDirty()
        surface = copy
        factor = k
        self.width = width
        self.height = height
        self.edges = edges
    }

    /// Each copy pixel is the mean of its k × k block. Blocks cut by the rectangle's edge average what
    /// they have when the picture continues beyond it, and count the missing pixels as clear otherwise.
    /// Rows are summed into a per-column accumulator, so the source is read once, in order.
    ///
    /// ARGB pixels are summed two channels at a time: `v & 0x00FF00FF` holds red and blue, `v >> 8 &
    /// 0x00FF00FF` alpha and green, each in a 16-bit lane. A block sums at most 4 × 4 bytes (4080), so no
    /// lane carries into the next, and the means are exactly those of four separate sums at a quarter of
    /// the additions. The rounded means divide by a multiply (`Divisor`): four integer divisions per copy
    /// pixel were most of this function's time. With k = 1 every block is one pixel and its mean is itself,
    /// so the rows are copied.
    private static func reduce(_ pixels: UnsafeMutablePointer<UInt8>, stride: Int, x: Int, y: Int, width: Int, height: Int,
                               factor k: Int, alphaOnly: Bool, edges: GaussianBlur.Edges,
                               into out: UnsafeMutablePointer<UInt8>, stride outStride: Int) {
        if k == 1 {
            for row in 0..<height {
                let line = UnsafeMutableRawPointer(pixels + (y + row) * stride).assumingMemoryBound(to: UInt32.self) + x
                let target = out + row * outStride
                if alphaOnly {
                    for px in 0..<width { target[px] = UInt8(truncatingIfNeeded: line[px] >> 24) }
                } else {
                    UnsafeMutableRawPointer(target).copyMemory(from: line, byteCount: width * 4)
                }
            }
            return
        }
        let smallWidth = (width + k - 1) / k, smallHeight = (height + k - 1) / k
        // Two lane-packed sums per copy pixel (red|blue, alpha|green), or one alpha sum.
        let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: smallWidth * 2)
        defer { sums.deallocate() }
        for sy in 0..<smallHeight {
            sums.update(repeating: 0, count: smallWidth * 2)
            let rows = min(k, height - sy * k)
            for row in 0..<rows {
                let line = UnsafeMutableRawPointer(pixels + (y + sy * k + row) * stride).assumingMemoryBound(to: UInt32.self) + x
                // One copy of the loops per factor, so each block's k pixels are summed without an inner loop.
                switch k {
                case 2: sumRow(line, width: width, factor: 2, alphaOnly: alphaOnly, into: sums)
                case 3: sumRow(line, width: width, factor: 3, alphaOnly: alphaOnly, into: sums)
                case 4: sumRow(line, width: width, factor: 4, alphaOnly: alphaOnly, into: sums)
                default: sumRow(line, width: width, factor: k, alphaOnly: alphaOnly, into: sums)
                }
            }
            // The pixels each block counts: all k × k over clear surroundings; what the rectangle has when it
            // continues (fewer in the last row and column).
            let whole = Divisor(UInt32(edges == .clamp ? rows * k : k * k))
            let cut = Divisor(UInt32(edges == .clamp ? rows * (width - (smallWidth - 1) * k) : k * k))
            let target = out + sy * outStride
            for sx in 0..<smallWidth {
                let d = sx == smallWidth - 1 ? cut : whole
                if alphaOnly {
                    target[sx] = UInt8(truncatingIfNeeded: d.roundedQuotient(sums[sx]))
                } else {
                    let redBlue = sums[2 * sx], alphaGreen = sums[2 * sx + 1]
                    let a = d.roundedQuotient(alphaGreen >> 16), g = d.roundedQuotient(alphaGreen & 0xFFFF)
                    let r = d.roundedQuotient(redBlue >> 16), b = d.roundedQuotient(redBlue & 0xFFFF)
                    UnsafeMutableRawPointer(target).assumingMemoryBound(to: UInt32.self)[sx] = a << 24 | r << 16 | g << 8 | b
                }
            }
        }
    }

    /// Adds one source row's blocks to `sums`: whole blocks, then the partial block at the right edge.
    /// Wrapping arithmetic: the sums stay far below overflow, and unchecked adds let the compiler vectorise.
    @inline(__always)
    private static func sumRow(_ line: UnsafeMutablePointer<UInt32>, width: Int, factor k: Int, alphaOnly: Bool,
                               into sums: UnsafeMutablePointer<UInt32>) {
        let wholeBlocks = width / k
        if alphaOnly {
            for sx in 0..<wholeBlocks {
                let block = line + sx * k
                var sum: UInt32 = 0
                for j in 0..<k { sum &+= block[j] >> 24 }
                sums[sx] &+= sum
            }
            for px in (wholeBlocks * k)..<width { sums[wholeBlocks] &+= line[px] >> 24 }
        } else {
            for sx in 0..<wholeBlocks {
                let block = line + sx * k
                var redBlue: UInt32 = 0, alphaGreen: UInt32 = 0
                for j in 0..<k {
                    let v = block[j]
                    redBlue &+= v & 0x00FF_00FF
                    alphaGreen &+= (v >> 8) & 0x00FF_00FF
                }
                sums[2 * sx] &+= redBlue
                sums[2 * sx + 1] &+= alphaGreen
            }
            for px in (wholeBlocks * k)..<width {
                let v = line[px]
                sums[2 * wholeBlocks] &+= v & 0x00FF_00FF
                sums[2 * wholeBlocks + 1] &+= (v >> 8) & 0x00FF_00FF
            }
        }
    }

    /// `(n + count / 2) / count` for the sums of a block (n + count / 2 below 2¹⁶, count 1…16) as a multiply
    /// and shift: with m = ⌈2³² / count⌉ = (2³² + e) / count, e < count, n·m / 2³² = n / count + n·e / (count·2³²),
    /// and n·e < 2²⁰ keeps the extra term below the 1 / count that separates n / count from the next integer,
    /// so the floor is the quotient's.
    struct Divisor {
        let count: UInt32
        let multiplier: UInt64
        init(_ count: UInt32) {
            self.count = count
            multiplier = ((1 << 32) + UInt64(count) - 1) / UInt64(count)
        }
        @inline(__always)
        func roundedQuotient(_ n: UInt32) -> UInt32 {
            UInt32(truncatingIfNeeded: (UInt64(n &+ count / 2) &* multiplier) >> 32)
        }
    }

    /// A pattern showing the copy where its source rectangle was: `deviceOrigin` is the rectangle's top-left
    /// corner in device coordinates; the pattern maps the current user space of `cr` onto the copy and
    /// upsamples it bilinearly.
    func pattern(deviceOrigin: (x: Double, y: Double), cr: OpaquePointer) -> CairoPattern? {
        Self.pattern(for: surface, factor: factor, deviceOrigin: deviceOrigin,
                     extend: edges == .clamp ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE, cr: cr)
    }

    static func pattern(for surface: CairoSurface, factor: Int, deviceOrigin: (x: Double, y: Double), extend: cairo_extend_t,
                        cr: OpaquePointer) -> CairoPattern? {
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
        cairo_pattern_set_extend(pattern.pointer, extend)
        return pattern
    }

    /// For an alpha copy: the mask at the source rectangle's full size, upsampled bilinearly here (with
    /// clear beyond the edges) so cairo can mask with an unscaled A8 surface, its fastest path; a scaled
    /// A8 mask goes through pixman's generic bilinear code, several times slower.
    func fullSizeAlpha() throws(RenderError) -> CairoSurface {
        if factor == 1 { return surface }
        let full = try CairoSurface(width: width, height: height, format: CAIRO_FORMAT_A8)
        guard let out = full.data, let small = surface.data else { return surface }
        full.flush()
        let k = factor, smallWidth = surface.width, smallHeight = surface.height, smallStride = surface.stride
        // Sample positions: full pixel i's centre is at (i + 0.5) / k − 0.5 in copy pixels; weights in 1/256.
        func taps(_ count: Int, _ limit: Int) -> (index: [Int], weight: [Int]) {
            var index = [Int](repeating: 0, count: count), weight = [Int](repeating: 0, count: count)
            for i in 0..<count {
                let u = (Double(i) + 0.5) / Double(k) - 0.5
                let u0 = Int(u.rounded(.down))
                index[i] = u0
                weight[i] = Int(((u - Double(u0)) * 256).rounded())
            }
            return (index, weight)
        }
        let columns = taps(width, smallWidth), rows = taps(height, smallHeight)
        // 1. Each copy row widened to full width (values × 256), with clear beyond the edges: the row is copied
        //    between two clear pixels first, so a column reads `padded[i0 + 1]` and `padded[i0 + 2]` without
        //    testing for the ends (i0 runs from −1 to the last copy pixel).
        let wide = UnsafeMutablePointer<Int32>.allocate(capacity: (smallHeight + 2) * width)
        defer { wide.deallocate() }
        wide.update(repeating: 0, count: width)                          // the clear row above
        (wide + (smallHeight + 1) * width).update(repeating: 0, count: width)  // and below
        let padded = UnsafeMutablePointer<Int32>.allocate(capacity: smallWidth + 2)
        defer { padded.deallocate() }
        padded[0] = 0; padded[smallWidth + 1] = 0
        columns.index.withUnsafeBufferPointer { index in columns.weight.withUnsafeBufferPointer { weight in
            for sy in 0..<smallHeight {
                let line = small + sy * smallStride, target = wide + (sy + 1) * width
                for i in 0..<smallWidth { padded[i + 1] = Int32(line[i]) }
                for i in 0..<width {
                    let i0 = index[i] &+ 1, w = Int32(truncatingIfNeeded: weight[i])
                    target[i] = padded[i0] &* (256 &- w) &+ padded[i0 &+ 1] &* w
                }
            }
        } }
        // 2. Rows blended vertically.
        for j in 0..<height {
            let j0 = rows.index[j], w = Int32(rows.weight[j])
            let above = wide + (j0 + 1) * width, below = wide + (j0 + 2) * width
            let target = out + j * full.stride
            for i in 0..<width {
                target[i] = UInt8(truncatingIfNeeded: (above[i] &* (256 &- w) &+ below[i] &* w &+ 32768) >> 16)
            }
        }
        full.markDirty()
        return full
    }
}
