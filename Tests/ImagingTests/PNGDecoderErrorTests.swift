import Foundation
import Testing
@testable import Imaging

/// Broken inputs give the right `PNGDecodingError`, with a one-line message naming the file, and never crash.
struct PNGDecoderErrorTests {
    /// A small valid RGBA PNG from the encoder (compressed, so IDAT holds a real deflate stream).
    static let valid: [UInt8] = {
        let image = RGBAImage(width: 6, height: 5, pixels: (0..<120).map { UInt8($0 * 37 % 256) })
        return Array(try! PNGEncoder(compressionLevel: 9).encode(image))
    }()

    func decode(_ bytes: [UInt8], limits: PNGDecoder = PNGDecoder()) -> PNGDecodingError? {
        #expect(throws: PNGDecodingError.self) { try limits.decode(bytes, source: "test.png") }
    }

    @Test func validFixtureDecodes() throws {
        #expect(try PNGDecoder().decode(Self.valid).width == 6)
    }

    @Test func notAPNG() {
        let error = decode(Array("hello, this is text and not an image".utf8))
        #expect(error?.reason == .notPNG)
        #expect(error?.description == "test.png: not a PNG file (bad signature)")
        #expect(decode([0xFF, 0xD8, 0xFF, 0xE0])?.reason == .notPNG)
        #expect(decode([])?.reason == .notPNG)
    }

    @Test func truncatedFiles() {
        #expect(decode(Array(Self.valid.prefix(4)))?.reason == .truncated)
        #expect(decode(Array(Self.valid.prefix(20)))?.reason == .truncated)
        let half = decode(Array(Self.valid.prefix(Self.valid.count / 2)))
        #expect(half?.reason == .truncated)
        #expect(half?.description.hasPrefix("test.png: truncated PNG") == true)
        // Every prefix fails; none crashes. Cut inside the signature or after it: truncated, never "not a PNG".
        for count in 1..<Self.valid.count {
            #expect(decode(Array(Self.valid.prefix(count)))?.reason == .truncated, "prefix of \(count) bytes")
        }
    }

    @Test func flippedIDATBytesAreCorrupt() throws {
        let idat = try #require(TestPNG.idatDataOffset(Self.valid))
        let length = Int(Self.valid[idat - 5])
        // In the data: zlib usually trips over it before libpng reaches the CRC at the end of the chunk.
        var data = Self.valid
        data[idat + 3] ^= 0x10
        let dataError = decode(data)
        #expect(dataError?.reason == .corrupt)
        #expect(dataError?.detail.isEmpty == false)
        // In the CRC itself.
        var crc = Self.valid
        crc[idat + length + 1] ^= 0x10
        let crcError = decode(crc)
        #expect(crcError?.reason == .corrupt)
        #expect(crcError?.description == "test.png: corrupt PNG (IDAT: CRC error)")
    }

    @Test func brokenZlibStreamWithValidCRC() throws {
        var bytes = Self.valid
        let idat = try #require(TestPNG.idatDataOffset(bytes))
        bytes[idat] = 0x79  // zlib CMF byte: the header check (CMF*256 + FLG) % 31 now fails
        TestPNG.fixCRC(&bytes, chunkDataOffset: idat)
        let error = decode(bytes)
        #expect(error?.reason == .corrupt)
        #expect(error?.detail.contains("header") == true)
    }

    @Test func badIHDRCRC() {
        var bytes = Self.valid
        bytes[17] ^= 0x01  // a width byte
        #expect(decode(bytes)?.reason == .corrupt)
        #expect(decode(bytes)?.detail == "IHDR CRC mismatch")
    }

    @Test func everySingleByteFlipIsDetected() {
        for index in Self.valid.indices {
            var bytes = Self.valid
            bytes[index] ^= 0x01
            let error = decode(bytes)
            if index < 8 {
                #expect(error?.reason == .notPNG, "flip at byte \(index)")
            } else {
                #expect(error?.reason == .corrupt || error?.reason == .truncated, "flip at byte \(index)")
            }
        }
    }

    /// Random edits of the compressed data with CRCs repaired, so they reach zlib and libpng's row
    /// handling: each decode either fails cleanly or yields an image of the declared size.
    @Test func mutatedCompressedDataNeverCrashes() throws {
        let image = RGBAImage(width: 40, height: 30, pixels: (0..<4800).map { UInt8($0 * 7 % 251) })
        let base = Array(try PNGEncoder(compressionLevel: 6, filter: .adaptive).encode(image))
        let idat = try #require(TestPNG.idatDataOffset(base))
        let length = Int(base[idat - 8]) << 24 | Int(base[idat - 7]) << 16 | Int(base[idat - 6]) << 8 | Int(base[idat - 5])
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33)
        }
        var failures = 0
        for _ in 0..<300 {
            var bytes = base
            for _ in 0..<(1 + next() % 4) { bytes[idat + next() % length] = UInt8(truncatingIfNeeded: next()) }
            TestPNG.fixCRC(&bytes, chunkDataOffset: idat)
            do {
                let decoded = try PNGDecoder().decode(bytes)
                #expect(decoded.width == 40 && decoded.height == 30)
            } catch {
                #expect(error.reason == .corrupt || error.reason == .truncated)
                failures += 1
            }
        }
        #expect(failures > 0)
    }

    @Test func hugeDimensionsAreRefusedBeforeAllocating() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("huge.png")
        // A valid IHDR claiming 100000 x 100000 RGBA (40 GB), then a token IDAT and IEND.
        let bytes = TestPNG.signature + TestPNG.ihdr(width: 100_000, height: 100_000, bitDepth: 8, colorType: 6)
            + TestPNG.chunk("IDAT", TestPNG.zlibStored([0, 0, 0, 0, 0])) + TestPNG.chunk("IEND", [])
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let error = #expect(throws: PNGDecodingError.self) { try PNGDecoder().decode(contentsOf: path) }
        #expect(error?.reason == .tooLarge(width: 100_000, height: 100_000))
        #expect(error?.description == "\(path): PNG too large (100000x100000 px exceeds the limit of 16384 px per side and 100000000 pixels)")
    }

    @Test func pixelCountLimitApplies() {
        let png = TestPNG.file(width: 10, height: 10, bitDepth: 8, colorType: 0, scanlines: TestPNG.scanlines(width: 10, height: 10) { _, _ in [7] })
        #expect(decode(png, limits: PNGDecoder(maxSide: 100, maxPixels: 99))?.reason == .tooLarge(width: 10, height: 10))
        #expect(decode(png, limits: PNGDecoder(maxSide: 9, maxPixels: 1000))?.reason == .tooLarge(width: 10, height: 10))
        #expect(throws: Never.self) { try PNGDecoder(maxSide: 10, maxPixels: 100).decode(png) }
    }

    @Test func unreadableFilesNameThePath() throws {
        let directory = try TemporaryDirectory()
        let missing = directory.file("missing.png")
        let error = #expect(throws: PNGDecodingError.self) { try PNGDecoder().decode(contentsOf: missing) }
        #expect(error?.reason == .unreadable)
        #expect(error?.description == "\(missing): cannot read file (No such file or directory)")
        let folder = #expect(throws: PNGDecodingError.self) { try PNGDecoder().decode(contentsOf: directory.path) }
        #expect(folder?.reason == .unreadable)
        #expect(folder?.description.hasPrefix(directory.path + ": cannot read file") == true)
    }
}
