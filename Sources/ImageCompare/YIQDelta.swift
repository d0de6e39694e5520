/// Perceived colour difference in the YIQ (NTSC) space, after Kotsarenko & Ramos, "Measuring
/// perceived color difference using YIQ NTSC transmission color space in mobile applications"
/// (2010): the metric pixelmatch made the standard of screenshot tests.
///
/// Why YIQ: it separates brightness (Y) from chroma (I, Q) with a linear transform, so a weighted
/// squared distance tracks what the eye notices at the cost of a few multiplications, with no
/// gamma curve or cube root.
///
/// Semi-transparent pixels are compared as pixelmatch 7 compares them: both are blended over the
/// same background colour, which depends on the pixel's position (a pseudo-checkerboard of two
/// levels, 48 and 207, per channel). Blending over one fixed colour would make a transparent pixel
/// equal to an opaque pixel of that colour, so a snapshot that lost its white background would
/// still pass; no opaque colour equals transparency at every position.
///
/// Pixels are addressed as a base pointer plus a byte offset into straight-RGBA8 buffers: the
/// callers are the tight loops of `ImageDiff`, which must not copy or allocate per pixel.
enum YIQDelta {
    /// The largest squared YIQ distance two 8-bit colours can have (red against cyan, 35214.7):
    /// `threshold` 1 therefore accepts everything, and the squared limit is `35215 × threshold²`.
    static let maximum: Double = 35215

    /// Weights of the squared Y, I and Q differences in the distance (Kotsarenko & Ramos).
    static let weightY = 0.5053, weightI = 0.299, weightQ = 0.1957

    /// Squared YIQ distance between pixel `i` of `p` and pixel `j` of `q` (byte offsets); transparent
    /// pixels are blended over the background of position `i`.
    @inline(__always)
    static func squared(_ p: UnsafePointer<UInt8>, _ i: Int, _ q: UnsafePointer<UInt8>, _ j: Int) -> Double {
        let (dr, dg, db) = difference(p, i, q, j)
        // The transform is linear, so the difference of the YIQ values is the YIQ of the difference.
        let y = luma(dr, dg, db)
        let iq = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let qq = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        return weightY * y * y + weightI * iq * iq + weightQ * qq * qq
    }

    /// Brightness difference (Y of pixel `i` minus Y of pixel `j`, both of `p`), as the anti-aliasing
    /// detector needs it: it only looks at intensity slopes, not at hue.
    @inline(__always)
    static func lumaDelta(_ p: UnsafePointer<UInt8>, _ i: Int, _ j: Int) -> Double {
        let (dr, dg, db) = difference(p, i, p, j)
        return luma(dr, dg, db)
    }

    /// The Y (luma) row of the RGB → YIQ matrix.
    @inline(__always)
    static func luma(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }

    /// The per-channel difference of pixel `i` of `p` and pixel `j` of `q` after blending both over the
    /// background of position `i` (pixelmatch 7's `colorDelta`); opaque pixels, the common case, skip it.
    @inline(__always)
    static func difference(_ p: UnsafePointer<UInt8>, _ i: Int, _ q: UnsafePointer<UInt8>, _ j: Int) -> (Double, Double, Double) {
        let r1 = Double(p[i]), g1 = Double(p[i + 1]), b1 = Double(p[i + 2]), a1 = p[i + 3]
        let r2 = Double(q[j]), g2 = Double(q[j + 1]), b2 = Double(q[j + 2]), a2 = q[j + 3]
        if a1 == 255 && a2 == 255 { return (r1 - r2, g1 - g2, b1 - b2) }
        let alpha1 = Double(a1), alpha2 = Double(a2), da = alpha1 - alpha2
        let (rb, gb, bb) = background(i)
        return ((r1 * alpha1 - r2 * alpha2 - rb * da) / 255,
                (g1 * alpha1 - g2 * alpha2 - gb * da) / 255,
                (b1 * alpha1 - b2 * alpha2 - bb * da) / 255)
    }

    /// Pixelmatch 7's background at byte offset `k`: each channel 48 or 207, switching at different
    /// rates (1, the golden ratio and its square) so no colour matches every position.
    @inline(__always)
    static func background(_ k: Int) -> (Double, Double, Double) {
        let r = 48 + 159 * Double(k % 2)
        let g = 48 + 159 * Double(Int(Double(k) / 1.618033988749895) % 2)
        let b = 48 + 159 * Double(Int(Double(k) / 2.618033988749895) % 2)
        return (r, g, b)
    }
}
