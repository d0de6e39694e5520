import CCairo
import Testing
@testable import Imaging

/// Large images are compressed in bands spread over the cores and joined into one zlib stream; the result
/// must decode to exactly the same pixels as any PNG.
@Suite struct PNGBandedEncodingTests {
    func image(width: Int, height: Int, opaque: Bool) -> RGBAImage {
        RGBAImage.pattern(width: width, height: height) { x, y in
            (UInt8((x * 7 + y) & 0xFF), UInt8((y * 3) & 0xFF), UInt8((x ^ y) & 0xFF), opaque ? 255 : UInt8((x + y) & 0xFF))
        }
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
        // Stored blocks would be the payload plus headers; igzip (the default level's engine) takes this
        // synthetic pattern to about 65 %, zlib to under half.
        #expect(first.count < (1 + 1200 * 3) * 901 * 3 / 4, "compressed, not stored")
    }

    /// Rows that repeat the row above are written as copy blocks (mockshot_deflate.h), not through zlib.
    /// Runs of every length from 1 to 60 rows, so the copied byte counts cover every remainder modulo
    /// 258 (the longest match), starting right after a band's first row and ending on a band's last row.
    @Test(arguments: [(1200, 3, true), (1200, 4, false), (777, 3, true), (2000, 4, true)])
    func repeatedRowsRoundTrip(_ c: (width: Int, channels: Int, varied: Bool)) throws {
        // Each run's rows are its first row (the pixels depend on the run's start `y`, not on the row in
        // it), so the first row is made pixel by pixel and the others are copies of it: the same image as
        // setting every pixel, without ~30× the per-pixel work in unoptimised test code.
        let height = 1900, rowBytes = c.width * 4
        let pixels = [UInt8](unsafeUninitializedCapacity: rowBytes * height) { buffer, count in
            let base = buffer.baseAddress!
            var y = 0, run = 1
            while y < height {
                let first = base + y * rowBytes
                for x in 0..<c.width {
                    let v = c.varied ? UInt8((x * 13 + y * 7) & 0xFF) : UInt8(run & 0xFF)
                    first[x * 4] = v
                    first[x * 4 + 1] = UInt8((x / 3) & 0xFF)
                    first[x * 4 + 2] = UInt8(y & 0xFF)
                    first[x * 4 + 3] = c.channels == 3 ? 255 : UInt8((x + y) & 0xFF)
                }
                for r in 1..<max(1, min(run, height - y)) { (first + r * rowBytes).update(from: first, count: rowBytes) }
                y += run
                run = run % 60 + 1
            }
            count = rowBytes * height
        }
        let img = RGBAImage(width: c.width, height: height, pixels: pixels)
        #expect(img[c.width - 1, 2] == img[c.width - 1, 1] && img[0, 3] != img[0, 2], "a run of 2 rows, then a new run")
        #expect((1 + c.width * c.channels) * img.height >= PNGEncoder.parallelThreshold, "large enough to be banded")
        for level in [1, 3, 6] {
            #expect(try PNGDecoder().decode(PNGEncoder(compressionLevel: level).encode(img)) == img, "level \(level)")
        }
    }

    /// A flat image is one run of copies per band after its first row, and every band ends in copies.
    @Test func flatImageIsAlmostAllCopies() throws {
        let img = RGBAImage(width: 1170, height: 2532, fill: (0xF7, 0xF7, 0xF8, 255))
        let png = try PNGEncoder().encode(img)
        #expect(try PNGDecoder().decode(png) == img)
        #expect(png.count < 20_000, "a flat row copies its first pixel from one row back, the rest from one pixel back: \(png.count) bytes")
    }

    /// The hand-written copy blocks must be valid deflate for any inflater, not just zlib's: libdeflate's
    /// decompressor (a separate implementation, strict about code completeness) inflates the whole IDAT
    /// stream to exactly the unfiltered rows.
    @Test func anotherInflaterReadsTheCopyBlocks() throws {
        var img = RGBAImage(width: 1000, height: 1400, fill: (240, 240, 244, 255))
        for y in 0..<img.height where (y / 37) % 2 == 0 {   // bands of busy rows and of flat repeated rows
            for x in 0..<img.width { img[x, y] = (UInt8(x & 0xFF), UInt8((x * y) & 0xFF), 9, 255) }
        }
        let png = try PNGEncoder().encode(img)
        var idat: [UInt8] = []
        var offset = 8
        while offset + 8 <= png.count {
            let length = Int(png[offset]) << 24 | Int(png[offset + 1]) << 16 | Int(png[offset + 2]) << 8 | Int(png[offset + 3])
            if Array(png[(offset + 4)..<(offset + 8)]) == Array("IDAT".utf8) { idat += png[(offset + 8)..<(offset + 8 + length)] }
            offset += 12 + length
        }
        let rowLength = 1 + img.width * 3
        var raw = [UInt8](repeating: 0xAA, count: rowLength * img.height)
        let decompressor = try #require(libdeflate_alloc_decompressor())
        defer { libdeflate_free_decompressor(decompressor) }
        var produced = 0
        let result = libdeflate_zlib_decompress(decompressor, idat, idat.count, &raw, raw.count, &produced)
        #expect(result == LIBDEFLATE_SUCCESS)
        #expect(produced == raw.count)
        for y in [0, 1, 36, 37, 38, 73, 74, 500, 1399] {
            #expect(raw[y * rowLength] == 0, "filter byte of row \(y)")
            let p = img[517, y]
            #expect(Array(raw[(y * rowLength + 1 + 517 * 3)..<(y * rowLength + 1 + 518 * 3)]) == [p.r, p.g, p.b], "row \(y)")
        }
    }
}
