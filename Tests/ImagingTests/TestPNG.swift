/// Builds PNG files byte by byte, independently of `PNGEncoder`: CRC-32 and Adler-32 from their definitions,
/// the image data as stored (uncompressed) deflate blocks. Lets the tests feed the decoder every colour
/// type, bit depth and interlace mode, and hand-crafted broken headers.
enum TestPNG {
    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    /// CRC-32 (ISO 3309 / PNG), reflected polynomial 0xEDB88320, bit by bit.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = (crc & 1) != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return (b << 16) | a
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    /// length, type, data, CRC(type + data).
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeAndData = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typeAndData + bigEndian(crc32(typeAndData))
    }

    static func ihdr(width: UInt32, height: UInt32, bitDepth: UInt8, colorType: UInt8, interlaced: Bool = false) -> [UInt8] {
        chunk("IHDR", bigEndian(width) + bigEndian(height) + [bitDepth, colorType, 0, 0, interlaced ? 1 : 0])
    }

    /// A zlib stream of stored blocks (at most 65535 bytes each).
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65535, data.count - offset)
            let final: UInt8 = offset + count == data.count ? 1 : 0
            out += [final, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += data[offset..<(offset + count)]
            offset += count
        } while offset < data.count
        return out + bigEndian(adler32(data))
    }

    /// A complete file: IHDR, `extra` chunks (PLTE, tRNS...), one IDAT holding `scanlines` (filter bytes
    /// included), IEND.
    static func file(width: UInt32, height: UInt32, bitDepth: UInt8, colorType: UInt8, interlaced: Bool = false,
                     extra: [(String, [UInt8])] = [], scanlines: [UInt8]) -> [UInt8] {
        var bytes = signature + ihdr(width: width, height: height, bitDepth: bitDepth, colorType: colorType, interlaced: interlaced)
        for (type, data) in extra { bytes += chunk(type, data) }
        return bytes + chunk("IDAT", zlibStored(scanlines)) + chunk("IEND", [])
    }

    /// Unfiltered scanlines for 8-bit-per-sample pixels given as one byte array per pixel.
    static func scanlines(width: Int, height: Int, pixel: (Int, Int) -> [UInt8]) -> [UInt8] {
        var out = [UInt8]()
        for y in 0..<height {
            out.append(0)
            for x in 0..<width { out += pixel(x, y) }
        }
        return out
    }

    /// Adam7 interlaced, unfiltered scanlines: the seven passes one after the other, empty passes omitted.
    static func adam7Scanlines(width: Int, height: Int, pixel: (Int, Int) -> [UInt8]) -> [UInt8] {
        let passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        var out = [UInt8]()
        for (x0, y0, dx, dy) in passes where x0 < width && y0 < height {
            for y in Swift.stride(from: y0, to: height, by: dy) {
                out.append(0)
                for x in Swift.stride(from: x0, to: width, by: dx) { out += pixel(x, y) }
            }
        }
        return out
    }

    /// Offset of the first byte of the first IDAT chunk's data.
    static func idatDataOffset(_ file: [UInt8]) -> Int? {
        var offset = 8
        while offset + 8 <= file.count {
            let length = Int(file[offset]) << 24 | Int(file[offset + 1]) << 16 | Int(file[offset + 2]) << 8 | Int(file[offset + 3])
            if Array(file[(offset + 4)..<(offset + 8)]) == Array("IDAT".utf8) { return offset + 8 }
            offset += 12 + length
        }
        return nil
    }

    /// Recomputes the CRC of the chunk whose data starts at `dataOffset` (after editing its data).
    static func fixCRC(_ file: inout [UInt8], chunkDataOffset dataOffset: Int) {
        let start = dataOffset - 8
        let length = Int(file[start]) << 24 | Int(file[start + 1]) << 16 | Int(file[start + 2]) << 8 | Int(file[start + 3])
        let crc = bigEndian(crc32(Array(file[(start + 4)..<(dataOffset + length)])))
        file.replaceSubrange((dataOffset + length)..<(dataOffset + length + 4), with: crc)
    }
}
