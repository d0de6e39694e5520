import Foundation
import Testing
@testable import Imaging

/// Encoding then decoding gives back exactly the pixels, for both inputs, every filter and level.
struct PNGRoundTripTests {
    /// A 7x5 image with distinct colours and varied alpha (including 0 and 255).
    static let translucent: RGBAImage = {
        let alphas: [UInt8] = [0, 255, 128, 1, 200]
        var image = RGBAImage(width: 7, height: 5)
        for i in 0..<35 {
            let r = UInt8(i * 7 % 256), g = UInt8(255 - i * 5), b = UInt8(i * 13 % 256)
            image[i % 7, i / 7] = (r, g, b, alphas[i % 5])
        }
        return image
    }()
    static let opaque: RGBAImage = {
        var image = RGBAImage(width: 9, height: 4)
        for i in 0..<36 { image[i % 9, i / 9] = (UInt8(i * 11 % 256), UInt8(i * 3), UInt8(250 - i), 255) }
        return image
    }()

    /// Byte 25 of a PNG file is the IHDR colour type.
    static func colorType(_ png: [UInt8]) -> UInt8 { png[25] }

    @Test func rgbaRoundTripIsExact() throws {
        let png = try PNGEncoder().encode(Self.translucent)
        #expect(Array(png.prefix(8)) == TestPNG.signature)
        #expect(Self.colorType(png) == 6)
        #expect(try PNGDecoder().decode(png) == Self.translucent)
    }

    @Test func opaqueImageIsWrittenAsRGBAndRoundTrips() throws {
        let png = try PNGEncoder().encode(Self.opaque)
        #expect(Self.colorType(png) == 2)
        #expect(try PNGDecoder().decode(png) == Self.opaque)
    }

    @Test(arguments: PNGEncoder.Filter.allCases)
    func everyFilterRoundTrips(filter: PNGEncoder.Filter) throws {
        for level in [0, 1, 5, 9] {
            let encoder = PNGEncoder(compressionLevel: level, filter: filter)
            #expect(try PNGDecoder().decode(encoder.encode(Self.translucent)) == Self.translucent)
            #expect(try PNGDecoder().decode(encoder.encode(Self.opaque)) == Self.opaque)
        }
    }

    /// Noise over a few levels per channel: many equal neighbours, so every filter's tie-breaking rules
    /// (Paeth's in particular) are exercised, and any disagreement with libpng's decoder shows as a pixel.
    @Test(arguments: PNGEncoder.Filter.allCases)
    func lowContrastNoiseRoundTrips(filter: PNGEncoder.Filter) throws {
        var state: UInt32 = 12345
        let pixels = (0..<(64 * 48 * 4)).map { _ -> UInt8 in
            state = state &* 1_103_515_245 &+ 12345
            return UInt8((state >> 16) % 4) * 60
        }
        let image = RGBAImage(width: 64, height: 48, pixels: pixels)
        #expect(try PNGDecoder().decode(PNGEncoder(filter: filter).encode(image)) == image)
    }

    @Test func singlePixelImage() throws {
        let image = RGBAImage(width: 1, height: 1, fill: (1, 2, 3, 4))
        #expect(try PNGDecoder().decode(PNGEncoder().encode(image)) == image)
    }

    @Test func higherLevelsCompressAFlatImageSmaller() throws {
        var image = RGBAImage(width: 200, height: 100, fill: (240, 240, 245, 255))
        for x in 0..<200 { image[x, 50] = (UInt8(x), 0, 0, 255) }
        let stored = try PNGEncoder(compressionLevel: 0).encode(image).count
        let fast = try PNGEncoder(compressionLevel: 1).encode(image).count
        // Level 0 stores the 100 * (1 + 200 * 3) raw bytes plus zlib/PNG framing.
        #expect(stored > 100 * 601)
        #expect(fast < stored / 20)
    }

    // MARK: Cairo ARGB32 input

    /// Native-endian premultiplied 0xAARRGGBB words, as Cairo stores them, with `padding` unused words per row.
    static func cairoBuffer(width: Int, height: Int, padding: Int, pixel: (Int, Int) -> UInt32) -> [UInt32] {
        var words = [UInt32](repeating: 0xDEAD_BEEF, count: (width + padding) * height)
        for y in 0..<height { for x in 0..<width { words[y * (width + padding) + x] = pixel(x, y) } }
        return words
    }

    @Test func cairoTranslucentPixelsAreUnpremultiplied() throws {
        // (a, premultiplied r, g, b) -> straight values, rounded like cairo: (c * 255 + a / 2) / a.
        let samples: [(UInt32, UInt32, UInt32, UInt32)] = [
            (255, 10, 20, 30), (0, 0, 0, 0), (128, 64, 128, 0), (51, 51, 10, 1), (1, 1, 0, 1), (200, 100, 100, 100),
        ]
        let words = Self.cairoBuffer(width: samples.count, height: 2, padding: 3) { x, _ in
            let (a, r, g, b) = samples[x]
            return a << 24 | r << 16 | g << 8 | b
        }
        let png = try words.withUnsafeBytes { raw in
            try PNGEncoder().encodeCairoARGB32(raw.baseAddress!, width: samples.count, height: 2, stride: (samples.count + 3) * 4, opaque: false)
        }
        #expect(Self.colorType(png) == 6)
        let image = try PNGDecoder().decode(png)
        #expect(image.width == 6 && image.height == 2)
        for y in 0..<2 {
            #expect(image.hex(x: 0, y: y) == "#0A141E")
            #expect(image.hex(x: 1, y: y) == "#00000000")
            #expect(image.hex(x: 2, y: y) == "#80FF0080")  // 64*255+64 / 128 = 128, 128 -> 255
            #expect(image.hex(x: 3, y: y) == "#FF320533")  // 10*255+25 / 51 = 50, 1 -> 5
            #expect(image.hex(x: 4, y: y) == "#FF00FF01")
            #expect(image.hex(x: 5, y: y) == "#808080C8")  // 100*255+100 / 200 = 128 (truncating would give 127)
        }
    }

    @Test func cairoOpaqueBufferIsWrittenAsRGB() throws {
        let words = Self.cairoBuffer(width: 6, height: 3, padding: 2) { x, y in
            0xFF00_0000 | UInt32(x * 40) << 16 | UInt32(y * 90) << 8 | UInt32(x + y)
        }
        for filter in PNGEncoder.Filter.allCases {
            let png = try words.withUnsafeBytes { raw in
                try PNGEncoder(filter: filter).encodeCairoARGB32(raw.baseAddress!, width: 6, height: 3, stride: 32, opaque: true)
            }
            #expect(Self.colorType(png) == 2)
            let image = try PNGDecoder().decode(png)
            for y in 0..<3 { for x in 0..<6 { #expect(image[x, y] == (UInt8(x * 40), UInt8(y * 90), UInt8(x + y), 255)) } }
        }
    }

    /// Opaque rows are converted four pixels per vector shuffle with a scalar tail: every width from 1 to 13
    /// (no vector step, one, two, with 0-3 pixels left) keeps each pixel's channels in place.
    @Test(arguments: 1...13)
    func cairoOpaqueRowsOfEveryWidthKeepTheirChannels(_ width: Int) throws {
        let words = Self.cairoBuffer(width: width, height: 2, padding: 1) { x, y in
            0xFF00_0000 | UInt32(x * 19 + 3) << 16 | UInt32(x * 7 + y * 60) << 8 | UInt32(255 - x * 11)
        }
        let png = try words.withUnsafeBytes { raw in
            try PNGEncoder().encodeCairoARGB32(raw.baseAddress!, width: width, height: 2, stride: (width + 1) * 4, opaque: true)
        }
        let image = try PNGDecoder().decode(png)
        for y in 0..<2 {
            for x in 0..<width { #expect(image[x, y] == (UInt8(x * 19 + 3), UInt8(x * 7 + y * 60), UInt8(255 - x * 11), 255)) }
        }
    }

    /// Rows with translucent pixels are converted to straight RGBA four opaque pixels per vector shuffle,
    /// pixel by pixel from a group with a translucent one: every width from 1 to 13, with translucent and
    /// clear pixels at the start, inside and at the end of groups, unpremultiply exactly as the scalar rule.
    @Test(arguments: 1...13)
    func cairoTranslucentRowsOfEveryWidthUnpremultiplyEachPixel(_ width: Int) throws {
        // Row 0: every pixel opaque but the last; row 1: a translucent pixel every fifth; row 2: clear first.
        func alpha(_ x: Int, _ y: Int) -> UInt32 {
            switch y {
            case 0: x == width - 1 ? 128 : 255
            case 1: x % 5 == 2 ? 51 : 255
            default: x == 0 ? 0 : (x % 4 == 3 ? 200 : 255)
            }
        }
        func channel(_ x: Int, _ y: Int, _ c: Int) -> UInt32 { UInt32((x * 29 + y * 71 + c * 13) % 256) * alpha(x, y) / 255 }
        let words = Self.cairoBuffer(width: width, height: 3, padding: 1) { x, y in
            alpha(x, y) << 24 | channel(x, y, 0) << 16 | channel(x, y, 1) << 8 | channel(x, y, 2)
        }
        let png = try words.withUnsafeBytes { raw in
            try PNGEncoder().encodeCairoARGB32(raw.baseAddress!, width: width, height: 3, stride: (width + 1) * 4, opaque: false)
        }
        let image = try PNGDecoder().decode(png)
        for y in 0..<3 {
            for x in 0..<width {
                let a = alpha(x, y)
                func straight(_ c: Int) -> UInt8 { a == 0 ? 0 : UInt8((channel(x, y, c) * 255 + a / 2) / a) }
                #expect(image[x, y] == (straight(0), straight(1), straight(2), UInt8(a)), "width \(width) at \(x),\(y)")
            }
        }
    }

    // MARK: Refusals

    @Test func invalidEncoderInputsAreRejected() throws {
        let words = [UInt32](repeating: 0, count: 16)
        words.withUnsafeBytes { raw in
            let pointer = raw.baseAddress!
            #expect(throws: PNGEncodingError.self) { try PNGEncoder().encodeCairoARGB32(pointer, width: 4, height: 4, stride: 12, opaque: true) }
            #expect(throws: PNGEncodingError.self) { try PNGEncoder().encodeCairoARGB32(pointer, width: 3, height: 4, stride: 14, opaque: true) }
            #expect(throws: PNGEncodingError.self) { try PNGEncoder().encodeCairoARGB32(pointer, width: 0, height: 4, stride: 16, opaque: true) }
        }
        let error = #expect(throws: PNGEncodingError.self) { try PNGEncoder(compressionLevel: 10).encode(Self.opaque) }
        #expect(error?.reason == .invalidCompressionLevel)
        #expect(error?.description == "cannot encode PNG: compression level 10 is not in 0...9")
        let empty = #expect(throws: PNGEncodingError.self) { try PNGEncoder().encode(RGBAImage(width: 0, height: 3, pixels: [])) }
        #expect(empty?.reason == .invalidSize)
    }
}
