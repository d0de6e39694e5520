import Imaging
import Testing

/// JPEG with libjpeg-turbo: what goes in comes back within JPEG's error, the same bytes every time, EXIF
/// orientation applied, limits and damage reported.
@Suite struct JPEGCodecTests {
    /// 64×48 px in four flat quadrants (red, green, blue, white) with a black top-left corner pixel block.
    static func quadrants() -> RGBAImage {
        var image = RGBAImage(width: 64, height: 48)
        for y in 0..<48 {
            for x in 0..<64 {
                let c: (UInt8, UInt8, UInt8) = switch (x < 32, y < 24) {
                case (true, true): (220, 30, 30)
                case (false, true): (30, 200, 60)
                case (true, false): (40, 60, 220)
                case (false, false): (250, 250, 250)
                }
                image[x, y] = (c.0, c.1, c.2, 255)
            }
        }
        for y in 0..<8 { for x in 0..<8 { image[x, y] = (0, 0, 0, 255) } }
        return image
    }

    static func close(_ a: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ b: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), within d: Int) -> Bool {
        abs(Int(a.r) - Int(b.r)) <= d && abs(Int(a.g) - Int(b.g)) <= d && abs(Int(a.b) - Int(b.b)) <= d && a.a == b.a
    }

    @Test func roundTripsWithinJPEGsErrorAndIsDeterministic() throws {
        let image = Self.quadrants()
        let bytes = try JPEGEncoder(quality: 95).encode(image)
        #expect(bytes.starts(with: [0xFF, 0xD8, 0xFF]) && bytes.suffix(2) == [0xFF, 0xD9])
        #expect(try JPEGEncoder(quality: 95).encode(image) == bytes)
        let back = try JPEGDecoder().decode(bytes)
        #expect(back.width == 64 && back.height == 48)
        // Away from the quadrants' edges, where 8×8 blocks are flat, colours come back within a few levels.
        for (x, y) in [(20, 12), (50, 12), (20, 40), (50, 40), (3, 3)] {
            #expect(Self.close(back[x, y], image[x, y], within: 4), "(\(x), \(y)): \(back.hex(x: x, y: y)) for \(image.hex(x: x, y: y))")
        }
    }

    @Test func chromaSubsamplingAndQualityTradeSizeForFidelity() throws {
        // Colour that changes everywhere, so there is chroma detail to keep or drop.
        var image = RGBAImage(width: 256, height: 256)
        for y in 0..<256 { for x in 0..<256 { image[x, y] = (UInt8(x), UInt8(y), UInt8((x * 7 + y * 13) % 256), 255) } }
        let full = try JPEGEncoder(quality: 90, subsampleChroma: false).encode(image)
        let half = try JPEGEncoder(quality: 90, subsampleChroma: true).encode(image)
        let low = try JPEGEncoder(quality: 30).encode(image)
        #expect(half.count < full.count && low.count < full.count)
    }

    /// The file with an EXIF APP1 segment saying how the camera was held, right after the start marker.
    static func withOrientation(_ jpeg: [UInt8], _ orientation: UInt8) -> [UInt8] {
        let tiff: [UInt8] = Array("MM".utf8) + [0, 42, 0, 0, 0, 8] + [0, 1] + [0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0] + [0, 0, 0, 0]
        let payload = Array("Exif".utf8) + [0, 0] + tiff
        let length = payload.count + 2
        return [0xFF, 0xD8, 0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload + jpeg.dropFirst(2)
    }

    @Test func theEXIFOrientationIsApplied() throws {
        let bytes = try JPEGEncoder(quality: 95).encode(Self.quadrants())
        // 6: the camera was turned a quarter clockwise; shown upright, the image turns a quarter clockwise:
        // 48 wide, 64 tall, and the black top-left corner moves to the top right.
        let turned = try JPEGDecoder().decode(Self.withOrientation(bytes, 6))
        #expect(turned.width == 48 && turned.height == 64)
        #expect(Self.close(turned[44, 3], (0, 0, 0, 255), within: 6), "\(turned.hex(x: 44, y: 3))")
        #expect(Self.close(turned[3, 3], (40, 60, 220, 255), within: 6), "\(turned.hex(x: 3, y: 3))")
        // 3: upside down; 1: as stored.
        let flipped = try JPEGDecoder().decode(Self.withOrientation(bytes, 3))
        #expect(flipped.width == 64 && Self.close(flipped[60, 44], (0, 0, 0, 255), within: 6))
        let upright = try JPEGDecoder().decode(Self.withOrientation(bytes, 1))
        #expect(upright.width == 64 && Self.close(upright[3, 3], (0, 0, 0, 255), within: 6))
    }

    @Test func damageAndLimitsAreReported() throws {
        let bytes = try JPEGEncoder().encode(Self.quadrants())
        #expect(throws: JPEGError.self) { try JPEGDecoder().decode(Array(bytes.prefix(40)), source: "cut.jpg") }
        do { _ = try JPEGDecoder().decode(Array("GIF89a".utf8), source: "x.jpg") } catch {
            #expect(error.description == "x.jpg: not a readable JPEG (does not start with a JPEG marker)")
        }
        do { _ = try JPEGDecoder(maxSide: 32).decode(bytes, source: "big.jpg") } catch {
            #expect(error.reason == .tooLarge(width: 64, height: 48))
        }
        #expect(throws: JPEGError.self) { try JPEGEncoder(quality: 0).encode(Self.quadrants()) }
        #expect(throws: JPEGError.self) { try JPEGEncoder().encode(RGBAImage(width: 0, height: 0)) }
    }
}
