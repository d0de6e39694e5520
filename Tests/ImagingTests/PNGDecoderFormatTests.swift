import Foundation
import Testing
@testable import Imaging

/// Every colour type, bit depth and interlacing comes out as straight RGBA8, built with `TestPNG` so the
/// expectations do not depend on our own encoder.
struct PNGDecoderFormatTests {
    func decode(_ bytes: [UInt8]) throws -> RGBAImage { try PNGDecoder().decode(bytes) }

    @Test func gray1BitExpandsToBlackAndWhite() throws {
        // 3 pixels 1, 0, 1 packed MSB first: 0b1010_0000.
        let image = try decode(TestPNG.file(width: 3, height: 1, bitDepth: 1, colorType: 0, scanlines: [0, 0b1010_0000]))
        #expect(image.pixels == [255, 255, 255, 255, 0, 0, 0, 255, 255, 255, 255, 255])
    }

    @Test func gray8WithTransparencyKey() throws {
        let png = TestPNG.file(width: 2, height: 1, bitDepth: 8, colorType: 0, extra: [("tRNS", [0, 0x40])], scanlines: [0, 0x40, 0x80])
        #expect(try decode(png).pixels == [0x40, 0x40, 0x40, 0, 0x80, 0x80, 0x80, 255])
    }

    @Test func grayAlpha16IsRoundedTo8Bits() throws {
        // 0x12FF / 257 = 18.92: rounding gives 19 (stripping the low byte would give 18). 0x8080 = 128 * 257.
        let png = TestPNG.file(width: 2, height: 1, bitDepth: 16, colorType: 4, scanlines: [0, 0x12, 0xFF, 0xFF, 0xFF, 0x80, 0x80, 0x00, 0x00])
        #expect(try decode(png).pixels == [19, 19, 19, 255, 128, 128, 128, 0])
    }

    @Test func palette2BitWithPartialTransparency() throws {
        // Indices 0, 1, 2 packed in 2 bits each: 0b00_01_10_00. tRNS covers entries 0 and 1 only.
        let plte: [UInt8] = [255, 0, 0, 0, 255, 0, 0, 0, 255]
        let png = TestPNG.file(width: 3, height: 1, bitDepth: 2, colorType: 3, extra: [("PLTE", plte), ("tRNS", [255, 128])], scanlines: [0, 0b0001_1000])
        #expect(try decode(png).pixels == [255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 255, 255])
    }

    @Test func rgb8WithTransparencyKeyAndRGB16() throws {
        let keyed = TestPNG.file(width: 2, height: 1, bitDepth: 8, colorType: 2, extra: [("tRNS", [0, 1, 0, 2, 0, 3])], scanlines: [0, 1, 2, 3, 4, 5, 6])
        #expect(try decode(keyed).pixels == [1, 2, 3, 0, 4, 5, 6, 255])
        let deep = TestPNG.file(width: 1, height: 1, bitDepth: 16, colorType: 2, scanlines: [0, 0xFF, 0xFF, 0x00, 0x00, 0x64, 0x64])
        #expect(try decode(deep).pixels == [255, 0, 100, 255])
    }

    @Test func interlacedRGBAMatchesItsPixels() throws {
        let (width, height) = (10, 9)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { [UInt8(x * 20), UInt8(y * 25), UInt8(x + y), UInt8(255 - x * 7)] }
        let png = TestPNG.file(width: 10, height: 9, bitDepth: 8, colorType: 6, interlaced: true,
                               scanlines: TestPNG.adam7Scanlines(width: width, height: height, pixel: pixel))
        let image = try decode(png)
        #expect(image.width == width && image.height == height)
        #expect(image.pixels == (0..<height).flatMap { y in (0..<width).flatMap { x in pixel(x, y) } })
    }

    @Test func decodesFromAFile() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("tiny.png")
        let png = TestPNG.file(width: 1, height: 2, bitDepth: 8, colorType: 6, scanlines: [0, 1, 2, 3, 4, 0, 5, 6, 7, 8])
        try Data(png).write(to: URL(fileURLWithPath: path))
        #expect(try PNGDecoder().decode(contentsOf: path).pixels == [1, 2, 3, 4, 5, 6, 7, 8])
    }
}
