import Testing
@testable import Imaging

/// `PNGDecoder.matches` says "identical" only when a full decode would give the image's very pixels, and
/// hands everything else (a difference anywhere, another size, formats the fast path leaves to libpng,
/// broken files) back to the full decode. The decoder's scratch memory is reused without leaking one
/// file's rows into another's pixels.
struct PNGMatchTests {
    static let photo = PNGFastPathTests.photo

    /// Each filter, RGB and RGBA files, one row to banded (several IDAT chunks) images.
    @Test(arguments: PNGEncoder.Filter.allCases)
    func identicalImagesMatch(_ filter: PNGEncoder.Filter) throws {
        for (width, height, opaque) in EncodedPhotos.sizes {
            let (image, bytes) = try EncodedPhotos.photo(width, height, opaque: opaque, filter: filter)
            #expect(PNGDecoder().matches(bytes, image), "\(filter) \(width)×\(height)")
            #expect(try PNGDecoder().decode(bytes) == image)
        }
    }

    /// One byte off in the first row, the last row and the very last byte (alpha of the last pixel; for an
    /// RGB file, an actual pixel that is not opaque): no match, and the full decode differs too.
    @Test(arguments: [true, false])
    func oneByteOffDoesNotMatch(opaque: Bool) throws {
        let reference = Self.photo(40, 30, opaque)
        let bytes = try PNGEncoder(filter: .paeth).encode(reference)
        let last = reference.pixels.count - 1
        for index in [0, 2, 40 * 29 * 4 + 5, last] {
            var actual = reference
            actual.pixels[index] &+= 1
            #expect(!PNGDecoder().matches(bytes, actual), "byte \(index)")
            #expect(try PNGDecoder().decode(bytes) != actual)
        }
    }

    @Test func otherSizesDoNotMatch() throws {
        let reference = Self.photo(20, 10, true)
        let bytes = try PNGEncoder().encode(reference)
        #expect(!PNGDecoder().matches(bytes, Self.photo(10, 20, true)))
        #expect(!PNGDecoder().matches(bytes, Self.photo(20, 9, true)))
        #expect(!PNGDecoder().matches(bytes, RGBAImage(width: 0, height: 0, pixels: [])))
    }

    /// Beyond the decoder's limits there is no match, as `decode` would refuse the file.
    @Test func limitsApply() throws {
        let image = Self.photo(30, 20, true)
        let bytes = try PNGEncoder().encode(image)
        #expect(!PNGDecoder(maxSide: 25).matches(bytes, image))
        #expect(!PNGDecoder(maxPixels: 599).matches(bytes, image))
        #expect(PNGDecoder(maxSide: 30, maxPixels: 600).matches(bytes, image))
    }

    /// Formats the fast path leaves to libpng (16-bit, interlaced, palette) are never judged here, even
    /// when their pixels are the image's; nor is anything with `allowsFastPath` off.
    @Test func libpngFormatsAreHandedOver() throws {
        // 2×1 RGB at 16 bits: (0x1234, 0x5678, 0x9ABC) and (0xFFFF, 0, 0x8080).
        let deep = TestPNG.file(width: 2, height: 1, bitDepth: 16, colorType: 2,
                                scanlines: [0, 0x12, 0x34, 0x56, 0x78, 0x9A, 0xBC, 0xFF, 0xFF, 0, 0, 0x80, 0x80])
        let decoded = try PNGDecoder().decode(deep)
        #expect(!PNGDecoder().matches(deep, decoded))
        let image = Self.photo(9, 9, false)
        let bytes = try PNGEncoder().encode(image)
        var libpngOnly = PNGDecoder()
        libpngOnly.allowsFastPath = false
        #expect(!libpngOnly.matches(bytes, image))
    }

    /// Broken files: no match, and `decode` still refuses them with its message.
    @Test func brokenFilesDoNotMatch() throws {
        let image = Self.photo(16, 16, true)
        let bytes = try PNGEncoder().encode(image)
        var badCRC = bytes
        badCRC[bytes.count - 20] ^= 0x40  // inside the last IDAT chunk
        #expect(!PNGDecoder().matches(badCRC, image))
        #expect(throws: PNGDecodingError.self) { try PNGDecoder().decode(badCRC) }
        #expect(!PNGDecoder().matches(Array(bytes.prefix(40)), image))
        #expect(!PNGDecoder().matches([], image))
        let badFilter = TestPNG.file(width: 1, height: 1, bitDepth: 8, colorType: 6, scanlines: [9, 1, 2, 3, 4])
        #expect(!PNGDecoder().matches(badFilter, RGBAImage(width: 1, height: 1, pixels: [1, 2, 3, 4])))
    }

    /// Scratch memory is kept after a decode and reused by the next; the rows a larger file left in it do
    /// not show through in a smaller one's pixels, nor make a mismatch pass.
    @Test func scratchMemoryIsReusedSafely() throws {
        let big = Self.photo(300, 200, false), small = Self.photo(50, 40, true)
        let bigBytes = try PNGEncoder(filter: .up).encode(big), smallBytes = try PNGEncoder(filter: .sub).encode(small)
        #expect(try PNGDecoder().decode(bigBytes) == big)
        #expect(try PNGDecoder().decode(smallBytes) == small)
        #expect(PNGDecoder().matches(bigBytes, big))
        #expect(PNGDecoder().matches(smallBytes, small))
        var changed = small
        changed[49, 39] = (0, 0, 0, 255)
        #expect(!PNGDecoder().matches(smallBytes, changed))
        #expect(try PNGDecoder().decode(smallBytes) == small)
    }

    /// The pool hands back the smallest kept buffer that fits, keeps at most `maxKept` buffers and
    /// `maxBytes`, drops the least recently released first and never keeps one larger than `maxBytes`.
    @Test func poolReusesAndBoundsMemory() {
        let pool = ScratchPool(maxKept: 2, maxBytes: 1000)
        var first: UnsafeMutablePointer<UInt8>?
        pool.with(atLeast: 300) { bytes, capacity in first = bytes; #expect(capacity == 300) }
        #expect(pool.keptCapacities == [300])
        pool.with(atLeast: 200) { bytes, capacity in #expect(bytes == first); #expect(capacity == 300) }
        pool.with(atLeast: 400) { _, capacity in #expect(capacity == 400) }
        #expect(pool.keptCapacities == [300, 400])
        // The smallest that fits: 300 for 250, while 400 stays.
        pool.with(atLeast: 250) { bytes, _ in #expect(bytes == first) }
        #expect(pool.keptCapacities == [400, 300])
        pool.with(atLeast: 500) { _, _ in }
        #expect(pool.keptCapacities == [300, 500], "three kept would exceed maxKept: the oldest (400) goes")
        pool.with(atLeast: 600) { _, _ in }
        #expect(pool.keptCapacities == [600], "1100 bytes would exceed maxBytes: the oldest go until it fits")
        pool.with(atLeast: 2000) { _, capacity in #expect(capacity == 2000) }
        #expect(pool.keptCapacities == [600], "larger than maxBytes: not kept")
    }
}
