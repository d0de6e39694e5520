/// Small PNG surgery for the hostile-input tests: chunk boundaries, CRC-32, big-endian fields.
enum PNGBytes {
    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    /// CRC-32 (PNG's polynomial, reflected) a byte at a time from a table: one lookup per byte instead of
    /// eight shifts, which counts in this unoptimised test build (the fuzz test fixes the CRCs of thousands
    /// of mutated files).
    static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = (c & 1) != 0 ? (c >> 1) ^ 0xEDB8_8320 : c >> 1 }
        return c
    }

    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        crcTable.withUnsafeBufferPointer { table in
            bytes.withUnsafeBufferPointer { data in
                var crc: UInt32 = 0xFFFF_FFFF
                for byte in data { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
                return ~crc
            }
        }
    }

    static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
    static func read32(_ b: [UInt8], _ i: Int) -> UInt32 {
        UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])
    }

    /// A chunk: length, type, data, CRC.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return be32(UInt32(data.count)) + body + be32(crc32(body[...]))
    }

    /// Signature and IHDR for an 8-bit RGBA image of the given size (33 bytes).
    static func header(width: UInt32, height: UInt32) -> [UInt8] {
        signature + chunk("IHDR", be32(width) + be32(height) + [8, 6, 0, 0, 0])
    }

    /// Offsets of every chunk's length field that lies wholly inside `b`.
    static func chunkOffsets(_ b: [UInt8]) -> [Int] {
        var offsets: [Int] = []
        var i = 8
        while i + 12 <= b.count {
            offsets.append(i)
            let length = Int(read32(b, i))
            guard length < b.count else { break }
            i += 12 + length
        }
        return offsets
    }

    /// Recomputes every chunk's CRC, so a mutation reaches the parser instead of failing the CRC.
    static func fixingCRCs(_ b: [UInt8]) -> [UInt8] {
        var out = b
        for i in chunkOffsets(b) {
            let length = Int(read32(b, i))
            guard i + 12 + length <= b.count else { break }
            out.replaceSubrange((i + 8 + length)..<(i + 12 + length), with: be32(crc32(out[(i + 4)..<(i + 8 + length)])))
        }
        return out
    }
}

/// SplitMix64: a tiny seeded generator, so every run fuzzes the same inputs.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
