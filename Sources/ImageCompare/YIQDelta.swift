/// Perceived colour difference in the YIQ (NTSC) space, after Kotsarenko & Ramos, "Measuring
/// perceived color difference using YIQ NTSC transmission color space in mobile applications"
/// (2010): the metric pixelmatch made the standard of screenshot tests.
///
/// Why YIQ: it separates brightness (Y) from chroma (I, Q) with a linear transform, so a weighted
/// squared distance tracks what the eye notices at the cost of a few multiplications, with no
/// gamma curve or cube root. Semi-transparent pixels are first composited over white, the
/// background a screenshot is usually viewed on, so a fully transparent pixel equals white.
/// (Pixelmatch 7 itself composites over a position-dependent pseudo-checkerboard so that pure
/// transparency changes register; mockshot renders opaque screenshots, where the two agree, and
/// white keeps a pixel's verdict independent of where it sits.)
///
/// Pixels are addressed as a base pointer plus a byte offset into straight-RGBA8 buffers: the
/// callers are the tight loops of `ImageDiff`, which must not copy or allocate per pixel.
enum YIQDelta {
    /// The largest squared YIQ distance two 8-bit colours can have (red against cyan, 35214.7):
    /// `threshold` 1 therefore accepts everything, and the squared limit is `35215 × threshold²`.
    static let maximum: Double = 35215

    /// Weights of the squared Y, I and Q differences in the distance (Kotsarenko & Ramos).
    static let weightY = 0.5053, weightI = 0.299, weightQ = 0.1957

    /// Squared YIQ distance between pixel `i` of `p` and pixel `j` of `q` (byte offsets).
    @inline(__always)
    static func squared(_ p: UnsafePointer<UInt8>, _ i: Int, _ q: UnsafePointer<UInt8>, _ j: Int) -> Double {
        let (r1, g1, b1) = overWhite(p, i)
        let (r2, g2, b2) = overWhite(q, j)
        // The transform is linear, so the difference of the YIQ values is the YIQ of the difference.
        let dr = r1 - r2, dg = g1 - g2, db = b1 - b2
        let y = luma(dr, dg, db)
        let iq = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let qq = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        return weightY * y * y + weightI * iq * iq + weightQ * qq * qq
    }

    /// Brightness (Y) of pixel `i` composited over white: the anti-aliasing detector only looks
    /// at intensity slopes, not at hue.
    @inline(__always)
    static func luma(_ p: UnsafePointer<UInt8>, _ i: Int) -> Double {
        let (r, g, b) = overWhite(p, i)
        return luma(r, g, b)
    }

    /// The Y (luma) row of the RGB → YIQ matrix.
    @inline(__always)
    static func luma(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }

    /// The pixel's colour composited over opaque white (`255 + (c − 255) · α`); opaque pixels,
    /// the common case, skip the blend.
    @inline(__always)
    static func overWhite(_ p: UnsafePointer<UInt8>, _ i: Int) -> (Double, Double, Double) {
        let r = Double(p[i]), g = Double(p[i + 1]), b = Double(p[i + 2])
        let a = p[i + 3]
        if a == 255 { return (r, g, b) }
        let alpha = Double(a) / 255
        return (255 + (r - 255) * alpha, 255 + (g - 255) * alpha, 255 + (b - 255) * alpha)
    }
}
