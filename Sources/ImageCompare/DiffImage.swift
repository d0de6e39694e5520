/// Paints the diff image pixel by pixel into a preallocated RGBA buffer.
///
/// Unchanged pixels are drawn as the gray of their luma blended towards white by `alpha` (so the
/// layout stays recognisable but recedes), real differences in `diffColor`, anti-aliasing in
/// `aaColor`. Everything is opaque. Values are truncated to bytes, as pixelmatch's output buffer does.
struct DiffImagePainter {
    let alpha: Double
    let diffColor: DiffColor
    let aaColor: DiffColor
    /// `alpha × 255 / 255`, evaluated once in pixelmatch's order so opaque pixels (nearly all of
    /// them) skip the division yet produce the same bytes.
    private let opaqueFactor: Double

    init(options: DiffOptions) {
        alpha = options.alpha; diffColor = options.diffColor; aaColor = options.aaColor
        opaqueFactor = options.alpha * 255 / 255
    }

    /// The faded-gray byte of pixel `i` (byte offset) of `source`.
    @inline(__always)
    func grayValue(_ source: UnsafePointer<UInt8>, _ i: Int) -> UInt8 {
        let a = source[i + 3]
        // Blend towards white by alpha, weighted by the pixel's own opacity.
        let factor = a == 255 ? opaqueFactor : alpha * Double(a) / 255
        let luma = YIQDelta.luma(Double(source[i]), Double(source[i + 1]), Double(source[i + 2]))
        let value = 255 + (luma - 255) * factor
        // Within 0…255 by construction; the clamp only absorbs rounding (luma of white is 255.000003).
        return UInt8(min(max(value, 0), 255))
    }

    /// Draws pixel `i` (byte offset) of `source` as faded gray into `out`.
    @inline(__always)
    func gray(_ source: UnsafePointer<UInt8>, _ i: Int, into out: UnsafeMutablePointer<UInt8>) {
        let byte = grayValue(source, i)
        out[i] = byte; out[i + 1] = byte; out[i + 2] = byte; out[i + 3] = 255
    }

    /// Draws the `count` pixels starting at byte offset `start` as faded gray. Screenshots are
    /// mostly runs of one flat colour, so the last colour's gray is reused instead of recomputed.
    func grayRun(_ source: UnsafePointer<UInt8>, from start: Int, count: Int, into out: UnsafeMutablePointer<UInt8>) {
        let raw = UnsafeRawPointer(source), rawOut = UnsafeMutableRawPointer(out)
        var lastColor: UInt32 = 0
        var lastGray: UInt32? = nil
        var i = start
        for _ in 0..<count {
            let color = raw.loadUnaligned(fromByteOffset: i, as: UInt32.self)
            let word: UInt32
            if let lastGray, color == lastColor {
                word = lastGray
            } else {
                // Bytes gray, gray, gray, 255 in memory order.
                word = (UInt32(grayValue(source, i)) * 0x01_0101 | 0xFF00_0000).littleEndian
                lastColor = color; lastGray = word
            }
            rawOut.storeBytes(of: word, toByteOffset: i, as: UInt32.self)
            i += 4
        }
    }

    @inline(__always)
    func paint(_ color: DiffColor, _ i: Int, into out: UnsafeMutablePointer<UInt8>) {
        out[i] = color.r; out[i + 1] = color.g; out[i + 2] = color.b; out[i + 3] = 255
    }
}
