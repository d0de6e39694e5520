import CCairo

/// Writes the PNG container around an already-compressed zlib stream: signature, IHDR, IDAT chunk(s) and
/// IEND, each chunk as length, type, data, CRC-32 (libdeflate's CRC, computed over type + data).
struct PNGChunkWriter {
    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
    /// IDAT chunks are split at 1 GiB: a chunk length must stay below 2^31.
    static let maxChunkLength = 1 << 30
    /// PNG colour types used by the encoder: 2 = RGB, 6 = RGBA.
    static func colorType(channels: Int) -> UInt8 { channels == 3 ? 2 : 6 }

    /// Total size of the file for a zlib stream of `zlibCount` bytes.
    static func fileSize(zlibCount: Int) -> Int {
        let idatChunks = max(1, (zlibCount + maxChunkLength - 1) / maxChunkLength)
        return signature.count + (12 + 13) + idatChunks * 12 + zlibCount + 12
    }

    private var out: UnsafeMutablePointer<UInt8>
    private(set) var written = 0

    /// Writes into `out`, which must hold `fileSize(zlibCount:)` bytes.
    init(out: UnsafeMutablePointer<UInt8>) { self.out = out }

    /// 1. Signature, 2. IHDR (8-bit depth, deflate, adaptive filtering method 0, no interlace),
    /// 3. the zlib stream as IDAT chunks, 4. IEND.
    mutating func writeFile(width: Int, height: Int, channels: Int, zlib: UnsafePointer<UInt8>, zlibCount: Int) {
        append(Self.signature)
        var header = [UInt8]()
        header.reserveCapacity(13)
        header += Self.bigEndian(UInt32(width)) + Self.bigEndian(UInt32(height))
        header += [8, Self.colorType(channels: channels), 0, 0, 0]
        header.withUnsafeBufferPointer { chunk("IHDR", $0.baseAddress, $0.count) }
        var offset = 0
        repeat {
            let length = min(Self.maxChunkLength, zlibCount - offset)
            chunk("IDAT", zlib + offset, length)
            offset += length
        } while offset < zlibCount
        chunk("IEND", nil, 0)
    }

    private mutating func chunk(_ type: StaticString, _ data: UnsafePointer<UInt8>?, _ count: Int) {
        append(Self.bigEndian(UInt32(count)))
        let typeStart = out + written
        type.withUTF8Buffer { append(Array($0)) }
        if let data, count > 0 {
            (out + written).update(from: data, count: count)
            written += count
        }
        append(Self.bigEndian(libdeflate_crc32(0, typeStart, 4 + count)))
    }

    private mutating func append(_ bytes: [UInt8]) {
        for byte in bytes {
            out[written] = byte
            written += 1
        }
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xff), UInt8((value >> 8) & 0xff), UInt8(value & 0xff)]
    }
}
