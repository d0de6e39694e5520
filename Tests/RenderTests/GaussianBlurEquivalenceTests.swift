import Testing
@testable import Render

/// The fused, vectorised blur (32-bit lanes, and 16-bit ones for narrow boxes) against the reference it
/// replaced (`GaussianBlurReference`): every byte equal, for every size from 1 to 13 each way (rows shorter
/// than, as long as and longer than the windows, so the edge-only, edge-and-inside and vector paths all
/// run), one and four channels, both edge modes, rows padded past their pixels, and sigmas whose boxes run
/// from 3 to 25 pixels wide.
struct GaussianBlurEquivalenceTests {
    static let sigmas = [0.3, 0.8, 1.5, 3.0, 7.0]

    /// Deterministic bytes with long runs and sharp steps (a linear congruential generator), so sums
    /// both change at every pixel and hold still.
    static func noise(count: Int, seed: UInt64) -> [UInt8] {
        var state = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return (0..<count).map { i in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let v = UInt8(truncatingIfNeeded: state >> 56)
            return i % 7 == 0 ? 255 : i % 5 == 0 ? 0 : v
        }
    }

    /// `input` blurred by the fast blur and by the reference.
    static func blurred(_ input: [UInt8], width: Int, height: Int, stride: Int, channels: Int, sigma: Double,
                        edges: GaussianBlur.Edges) -> (fast: [UInt8], reference: [UInt8]) {
        var fast = input, reference = input
        fast.withUnsafeMutableBufferPointer {
            GaussianBlur.apply($0.baseAddress!, width: width, height: height, stride: stride, channels: channels,
                               sigma: sigma, edges: edges)
        }
        reference.withUnsafeMutableBufferPointer {
            GaussianBlurReference.apply($0.baseAddress!, width: width, height: height, stride: stride,
                                        channels: channels, sigma: sigma, edges: edges)
        }
        return (fast, reference)
    }

    @Test(arguments: [1, 4], [GaussianBlur.Edges.transparent, .clamp])
    func everySizeMatchesTheReference(channels: Int, edges: GaussianBlur.Edges) {
        var mismatches: [String] = []
        for width in 1...13 {
            for height in 1...13 {
                let stride = width * channels + 3
                for sigma in Self.sigmas {
                    let input = Self.noise(count: stride * height, seed: UInt64(width * 131 + height * 17 + channels))
                    let (fast, reference) = Self.blurred(input, width: width, height: height, stride: stride, channels: channels,
                                                         sigma: sigma, edges: edges)
                    if fast != reference { mismatches.append("\(width)x\(height) σ\(sigma)") }
                }
            }
        }
        #expect(mismatches.isEmpty, "differs from the reference at \(mismatches.prefix(10))")
    }

    /// A large, wide blur: the ring of horizontal rows wraps many times, and the vertical window is taller
    /// than the ring's smallest size for the narrower boxes.
    @Test(arguments: [1, 4], [GaussianBlur.Edges.transparent, .clamp])
    func largeImagesMatchTheReference(channels: Int, edges: GaussianBlur.Edges) {
        let width = 97, height = 150, stride = width * channels
        for sigma in [2.2, 12.0] {
            let input = Self.noise(count: stride * height, seed: UInt64(sigma * 10) + UInt64(channels))
            let (fast, reference) = Self.blurred(input, width: width, height: height, stride: stride, channels: channels,
                                                 sigma: sigma, edges: edges)
            #expect(fast == reference, "σ \(sigma)")
            #expect(fast != input, "σ \(sigma): the blur changed nothing")
        }
    }

    /// Boxes either side of the 16-bit limit (255, 257 pixels wide, and the two mixed in one blur), on a
    /// saturated image, whose sums reach the limit (`255 × 255 + 127` is the largest a narrow box rounds),
    /// and on noise; rows wider than the boxes, so windows lie wholly inside them too.
    @Test(arguments: [1, 4], [GaussianBlur.Edges.transparent, .clamp])
    func boxesAtTheNarrowLimitMatchTheReference(channels: Int, edges: GaussianBlur.Edges) {
        let width = 300, height = 40, stride = width * channels
        #expect(GaussianBlur.boxSizes(sigma: 127.5) == [255, 255, 255])
        #expect(GaussianBlur.boxSizes(sigma: 128) == [255, 255, 257])
        #expect(GaussianBlur.boxSizes(sigma: 128.5) == [257, 257, 257])
        for sigma in [127.5, 128, 128.5] {
            for input in [[UInt8](repeating: 255, count: stride * height), Self.noise(count: stride * height, seed: 99)] {
                let (fast, reference) = Self.blurred(input, width: width, height: height, stride: stride, channels: channels,
                                                     sigma: sigma, edges: edges)
                #expect(fast == reference, "σ \(sigma), \(input[1] == 255 ? "saturated" : "noise")")
            }
        }
    }

    /// The 16-bit division is exact for every divisor and every 16-bit dividend. It is monotone in the
    /// dividend (t and so (n + t) / 2 never decrease as n grows), so it is exact everywhere when it is at
    /// both ends of every quotient's run of dividends, `q × d` and `q × d + d − 1`, which is what is checked.
    @Test func narrowDivisionIsExact() {
        var wrong: [String] = []
        for d in 2...65535 {
            let divisor = GaussianBlur.NarrowDivisor(d)
            for q in 0...(65535 / d) {
                for n in [q * d, min(65535, q * d + d - 1)] where Int(divisor.quotient(UInt16(n))) != n / d {
                    wrong.append("\(n)/\(d)")
                }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }

    /// The rounding is the same function of the sum everywhere: `(sum + size / 2) / size`, for every sum a
    /// box can hold.
    @Test func averageIsRoundedDivision() {
        var wrong: [String] = []
        for size in Array(stride(from: 3, through: 61, by: 2)) + [101, 255, 401, 1001, 4095] {
            let reciprocal = UInt32((1 << 32) / size + 1), half = UInt32(size / 2)
            for sum in 0...(size * 255) where Int(GaussianBlur.average(UInt32(sum), half, reciprocal)) != (sum + size / 2) / size {
                wrong.append("\(sum)/\(size)")
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }
}
