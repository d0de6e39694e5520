import Testing
@testable import Imaging

/// Large images are compressed in bands spread over the cores and joined into one zlib stream; the result
/// must decode to exactly the same pixels as any PNG.
@Suite struct PNGBandedEncodingTests {
    func image(width: Int, height: Int, opaque: Bool) -> RGBAImage {
        var img = RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                img[x, y] = (UInt8((x * 7 + y) & 0xFF), UInt8((y * 3) & 0xFF), UInt8((x ^ y) & 0xFF), opaque ? 255 : UInt8((x + y) & 0xFF))
            }
        }
        return img
    }

    @Test(arguments: [(1200, 901, true), (1200, 901, false), (1500, 1000, true)])
    func bandedRoundTrip(_ c: (Int, Int, Bool)) throws {
        let img = image(width: c.0, height: c.1, opaque: c.2)
        #expect((1 + c.0 * (c.2 ? 3 : 4)) * c.1 >= PNGEncoder.parallelThreshold, "large enough to be banded")
        for level in [1, 5, 9] {
            let data = try PNGEncoder(compressionLevel: level).encode(img)
            #expect(try PNGDecoder().decode(data) == img, "level \(level)")
        }
    }

    /// Rows longer than the 64 KiB conversion chunk go through zlib one row at a time; 2 and 3 rows per
    /// band, and a height that leaves the last band shorter, exercise the band arithmetic.
    @Test(arguments: [(16_384, 40), (16_000, 131), (700, 1000)])
    func bandEdges(_ c: (Int, Int)) throws {
        let img = image(width: c.0, height: c.1, opaque: false)
        #expect((1 + c.0 * 4) * c.1 >= PNGEncoder.parallelThreshold, "large enough to be banded")
        #expect(try PNGDecoder().decode(PNGEncoder(compressionLevel: 3).encode(img)) == img)
    }

    /// The band count follows the image, not the machine: the same pixels give the same bytes everywhere.
    @Test func sameBytesEveryTime() throws {
        let img = image(width: 1200, height: 901, opaque: true)
        let first = try PNGEncoder().encode(img), second = try PNGEncoder().encode(img)
        #expect(first == second)
        #expect(first.count < (1 + 1200 * 3) * 901 / 2, "compressed, not stored")
    }
}
