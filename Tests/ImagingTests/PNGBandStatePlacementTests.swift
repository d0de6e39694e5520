import CCairo
import Glibc
import Testing

/// A band's bytes must not depend on where the deflate engine's state lives in memory.
///
/// Why this is a test of its own: ISA-L's igzip (levels 1 and 2, our PNG levels 2 and 3), when it starts
/// without history, hashes one position from a register that still holds the address of its
/// `isal_zstream` (see mockshot_band_compressor.h). Which hash slot that is follows bits 16–47 of the
/// address (`crc32c(address >> 16)`, masked), so it changed with the thread's stack and with address-space
/// randomisation: `--jobs 1` and `--jobs 2` wrote different (valid) PNGs about once in a hundred processes.
/// Here the state is placed on purpose at an address of each kind, so the dependence shows every time
/// instead of by chance.
@Suite struct PNGBandStatePlacementTests {
    /// 16 rows of 1170 RGB pixels, built like a UI band: 4 noisy rows ("text"), 6 repeats of the last one
    /// (a copy block), a black row, noise, black, noise.
    static let width = 1170, rows = 16
    static let pixels: [UInt8] = {
        var p = [UInt8](repeating: 255, count: width * rows * 4)
        var seed: UInt32 = 1
        for y in 0..<rows {
            for x in 0..<width {
                let i = (y * width + x) * 4
                if (4..<10).contains(y) {
                    for c in 0..<3 { p[i + c] = p[(3 * width + x) * 4 + c] }
                } else if y == 10 || y == 13 {
                    p[i] = 0; p[i + 1] = 0; p[i + 2] = 0
                } else {
                    seed = seed &* 1_103_515_245 &+ 12345
                    let v = UInt8((seed >> 16) & 0xFF)
                    p[i] = v; p[i + 1] = v ^ 0x5A; p[i + 2] = v &+ UInt8(truncatingIfNeeded: x)
                }
            }
        }
        return p
    }()

    /// The one hash slot (of igzip level 2's 32 768) whose choice changed this band's bytes before the fix:
    /// found by encoding it with the state at an address of every kind (the other 32 767 gave the common
    /// bytes).
    static let criticalSlot: UInt32 = 0x7F86

    /// CRC-32C of a 32-bit value, as the `crc32` instruction igzip hashes with computes it (from 0, no
    /// final inversion).
    static func crc32c(_ value: UInt32) -> UInt32 {
        var c: UInt32 = 0
        for i in 0..<4 {
            c ^= (value >> (8 * UInt32(i))) & 0xFF
            for _ in 0..<8 { c = (c >> 1) ^ (c & 1 == 1 ? 0x82F6_3B78 : 0) }
        }
        return c
    }

    /// The hash slots the states are placed at: the critical one, and a few others.
    static let slots: [UInt32] = [criticalSlot, 0, 0x1234, 0x7F85]

    /// The first address (`>> 16`) of each slot's kind, found once in one scan for every level's test
    /// (each scan is some 10^5 CRCs in unoptimised code); `mapState` starts there, so it tries exactly the
    /// addresses it would find by scanning from the bottom itself.
    static let firstCandidates: [UInt32: UInt32] = {
        var found: [UInt32: UInt32] = [:]
        var v: UInt32 = 0x10_0000
        while v < 0x7FFF_0000 && found.count < slots.count {
            let slot = crc32c(v) & 0x7FFF
            if slots.contains(slot), found[slot] == nil { found[slot] = v }
            v += 1
        }
        return found
    }()

    /// Maps room for one engine state at an address whose hash slot (`crc32c(address >> 16) & 0x7fff`) is
    /// `slot`, trying addresses of that kind until one is free.
    static func mapState(slot: UInt32) -> (UnsafeMutableRawPointer, Int)? {
        let length = (MemoryLayout<mks_band_compressor>.size + 0xFFFF) & ~0xFFFF
        var v: UInt32 = firstCandidates[slot] ?? 0x10_0000
        while v < 0x7FFF_0000 {
            if crc32c(v) & 0x7FFF == slot {
                let wanted = UInt(v) << 16
                let p = mmap(UnsafeMutableRawPointer(bitPattern: wanted), length, PROT_READ | PROT_WRITE,
                             MAP_PRIVATE | MAP_ANONYMOUS | 0x10_0000 /* MAP_FIXED_NOREPLACE */, -1, 0)
                if let p, p != MAP_FAILED {
                    if UInt(bitPattern: p) == wanted { return (p, length) }
                    munmap(p, length)
                }
            }
            v += 1
        }
        return nil
    }

    /// Compresses the band as the last one of a stream, with the state at `state` (nil: on the stack, as
    /// the encoder does). Returns the raw deflate bytes.
    static func encode(level: Int32, state: UnsafeMutableRawPointer?) -> [UInt8] {
        let rowLength = 1 + width * 3
        let capacity = mks_deflate_piece_bound(rowLength * rows)
        var out = [UInt8](repeating: 0, count: capacity)
        var sum: UInt = 0
        let count = pixels.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                if let state {
                    return mks_deflate_band_in(state.assumingMemoryBound(to: mks_band_compressor.self), src.baseAddress!,
                                               width * 4, UInt32(width), UInt32(rows), 0, 3, level, 1,
                                               dst.baseAddress!, capacity, &sum)
                }
                return mks_deflate_band(src.baseAddress!, width * 4, UInt32(width), UInt32(rows), 0, 3, level, 1,
                                        dst.baseAddress!, capacity, &sum)
            }
        }
        return count < 0 ? [] : Array(out[0..<count])
    }

    /// The scanlines the band must decode to: a NONE filter byte, then RGB.
    static var scanlines: [UInt8] {
        var s: [UInt8] = []
        for y in 0..<rows {
            s.append(0)
            for x in 0..<width { s += pixels[((y * width + x) * 4)..<((y * width + x) * 4 + 3)] }
        }
        return s
    }

    static func inflate(_ deflated: [UInt8], size: Int) -> [UInt8]? {
        guard let d = libdeflate_alloc_decompressor() else { return nil }
        defer { libdeflate_free_decompressor(d) }
        var out = [UInt8](repeating: 0, count: size)
        var actual = 0
        let r = libdeflate_deflate_decompress(d, deflated, deflated.count, &out, size, &actual)
        return r == LIBDEFLATE_SUCCESS && actual == size ? out : nil
    }

    /// Levels 2 and 3 are igzip's 1 and 2 (the affected loop); 1 is igzip's 0 and 4 is zlib, for contrast.
    @Test(arguments: [Int32(3), 2, 1, 4])
    func theBytesDoNotDependOnWhereTheStateLives(level: Int32) throws {
        let onStack = Self.encode(level: level, state: nil)
        #expect(!onStack.isEmpty)
        #expect(Self.inflate(onStack, size: Self.scanlines.count) == Self.scanlines, "decodes to the band")
        // The critical kind of address, and a few others.
        for slot in Self.slots {
            let (state, length) = try #require(Self.mapState(slot: slot), "no free address of kind \(slot)")
            defer { munmap(state, length) }
            let same = Self.encode(level: level, state: state) == onStack  // (outside #expect, which would print both)
            #expect(same, "level \(level): state at \(state) (hash slot \(String(slot, radix: 16))) changed the bytes")
        }
    }
}
