import Testing
@testable import Imaging

/// The libdeflate fast path decodes exactly what libpng decodes, and leaves every file it is unsure of
/// to libpng.
struct PNGFastPathTests {
    static func photo(_ width: Int, _ height: Int, opaque: Bool) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        var seed: UInt32 = 7
        for y in 0..<height {
            for x in 0..<width {
                seed = seed &* 1_664_525 &+ 1_013_904_223
                let noise = UInt8(truncatingIfNeeded: seed >> 24)
                image[x, y] = (UInt8(truncatingIfNeeded: x * 3 &+ Int(noise % 16)), UInt8(truncatingIfNeeded: y * 5), noise,
                               opaque ? 255 : UInt8(truncatingIfNeeded: x &+ y))
            }
        }
        return image
    }

    /// Every filter, RGB and RGBA, small and banded (several IDAT chunks) images.
    @Test(arguments: PNGEncoder.Filter.allCases)
    func sameImageAsLibpng(_ filter: PNGEncoder.Filter) throws {
        var libpngOnly = PNGDecoder()
        libpngOnly.allowsFastPath = false
        for (width, height, opaque) in EncodedPhotos.sizes {
            let (image, bytes) = try EncodedPhotos.photo(width, height, opaque: opaque, filter: filter)
            let fast = try PNGDecoder().decode(bytes)
            #expect(fast == image, "\(filter) \(width)×\(height)")
            #expect(try libpngOnly.decode(bytes) == fast)
        }
    }

    /// Hand-made files with each filter byte on every row (the encoder uses one filter per image), a
    /// file split into many IDAT chunks, and formats the fast path leaves to libpng.
    @Test func handMadeFilesAgree() throws {
        var libpngOnly = PNGDecoder()
        libpngOnly.allowsFastPath = false
        // 4×4 RGBA, rows filtered None, Sub, Up, Average (then Paeth on a fifth row).
        var scanlines: [UInt8] = []
        for (row, filter) in [0, 1, 2, 3, 4].enumerated() {
            scanlines.append(UInt8(filter))
            for x in 0..<16 { scanlines.append(UInt8((row * 37 + x * 11) & 0xFF)) }
        }
        let rgba = TestPNG.file(width: 4, height: 5, bitDepth: 8, colorType: 6, scanlines: scanlines)
        #expect(try PNGDecoder().decode(rgba) == (try libpngOnly.decode(rgba)))
        // The same data split over one IDAT per 7 bytes.
        let stream = TestPNG.zlibStored(scanlines)
        var split = TestPNG.signature + TestPNG.ihdr(width: 4, height: 5, bitDepth: 8, colorType: 6)
        for start in stride(from: 0, to: stream.count, by: 7) { split += TestPNG.chunk("IDAT", Array(stream[start..<min(start + 7, stream.count)])) }
        split += TestPNG.chunk("IEND", [])
        #expect(try PNGDecoder().decode(split) == (try libpngOnly.decode(rgba)))
        // The same rows as RGB (5×5 px: 15 bytes a row after the filter byte), the fast path inflating them
        // into the image's own memory: each filter unfiltered against the row above, as libpng does.
        var rgbScanlines: [UInt8] = []
        for (row, filter) in [0, 1, 2, 3, 4].enumerated() {
            rgbScanlines.append(UInt8(filter))
            for x in 0..<15 { rgbScanlines.append(UInt8((row * 53 + x * 29) & 0xFF)) }
        }
        let rgb = TestPNG.file(width: 5, height: 5, bitDepth: 8, colorType: 2, scanlines: rgbScanlines)
        let rgbFast = try PNGDecoder().decode(rgb)
        #expect(rgbFast == (try libpngOnly.decode(rgb)))
        #expect(rgbFast.hex(x: 0, y: 0) == "#001D3A" && rgbFast.hex(x: 4, y: 0) == "#5C7996")
        // RGB with tRNS (colour-keyed transparency) goes to libpng, which applies it.
        let rgbLines: [UInt8] = [0, 1, 2, 3, 9, 9, 9]
        let keyed = TestPNG.file(width: 2, height: 1, bitDepth: 8, colorType: 2, extra: [("tRNS", [0, 9, 0, 9, 0, 9])], scanlines: rgbLines)
        #expect(try PNGDecoder().decode(keyed).hex(x: 1, y: 0) == "#09090900")
        // A bad filter byte is refused (by libpng) with its message.
        let badFilter = TestPNG.file(width: 1, height: 1, bitDepth: 8, colorType: 6, scanlines: [9, 1, 2, 3, 4])
        let error = #expect(throws: PNGDecodingError.self) { try PNGDecoder().decode(badFilter, source: "bad.png") }
        #expect(error?.reason == .corrupt)
    }
}
