import Foundation
import Imaging
import Testing

/// A fuzz test kept in the suite: mutated PNGs (bit flips, truncations, length lies, bad CRCs, huge
/// dimensions, mutations behind fixed-up CRCs) must each end in a clear refusal (exit 2, one line
/// naming the file) or a verdict, never a crash, a hang or unbounded memory. Seeded, so every run
/// tries the same inputs; thousands go through the decoder in-process, a sample through the binary.
@Suite struct PNGFuzzTests {
    /// Seeds for the valid images the mutations start from: RGBA, opaque and interlace-free variants.
    static func bases() throws -> [[UInt8]] {
        var gradient = RGBAImage(width: 37, height: 23)
        for y in 0..<23 { for x in 0..<37 { gradient[x, y] = (UInt8(x * 6), UInt8(y * 11), UInt8(truncatingIfNeeded: (x ^ y) * 8), UInt8(255 - x)) } }
        return [try PNGEncoder().encode(gradient), try PNGEncoder().encode(RGBAImage(width: 64, height: 3, fill: (9, 80, 200, 255)))]
    }

    enum Mutation: CaseIterable { case bitFlips, truncation, lengthLie, badCRC, hugeDimensions, flipsBehindFixedCRCs, chunkSplice }

    static func mutate(_ base: [UInt8], _ kind: Mutation, _ rng: inout SeededGenerator) -> [UInt8] {
        var b = base
        let chunks = PNGBytes.chunkOffsets(base)
        switch kind {
        case .bitFlips:
            for _ in 0..<Int.random(in: 1...8, using: &rng) {
                let i = Int.random(in: 0..<b.count, using: &rng)
                b[i] ^= UInt8(1) << UInt8.random(in: 0...7, using: &rng)
            }
        case .truncation:
            b = Array(b.prefix(Int.random(in: 0..<b.count, using: &rng)))
        case .lengthLie:
            let i = chunks.randomElement(using: &rng)!
            let lies: [UInt32] = [0x7FFF_FFFF, 0xFFFF_FFFF, 0x8000_0000, UInt32.random(in: 0...UInt32.max, using: &rng), 0]
            b.replaceSubrange(i..<(i + 4), with: PNGBytes.be32(lies.randomElement(using: &rng)!))
        case .badCRC:
            let i = chunks.randomElement(using: &rng)!
            let end = i + 12 + Int(PNGBytes.read32(b, i))
            b[end - 1 - Int.random(in: 0...3, using: &rng)] ^= 0x5A
        case .hugeDimensions:
            let sides: [UInt32] = [0, 1, 16_385, 100_000, 0x7FFF_FFFF, 0x8000_0000, 0xFFFF_FFFF, 65_535]
            b.replaceSubrange(16..<20, with: PNGBytes.be32(sides.randomElement(using: &rng)!))
            b.replaceSubrange(20..<24, with: PNGBytes.be32(sides.randomElement(using: &rng)!))
            b = PNGBytes.fixingCRCs(b)
        case .flipsBehindFixedCRCs:
            // Past the signature and IHDR's length/type: the damage reaches libpng and zlib.
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                let i = Int.random(in: 16..<b.count, using: &rng)
                b[i] ^= UInt8(1) << UInt8.random(in: 0...7, using: &rng)
            }
            b = PNGBytes.fixingCRCs(b)
        case .chunkSplice:
            // An ancillary chunk of random type and size inserted after IHDR.
            let types = ["tEXt", "zTXt", "iTXt", "iCCP", "sPLT", "PLTE", "tRNS", "gAMA", "acTL", "IDAT", "IEND"]
            let data = (0..<Int.random(in: 0...300, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
            b.insert(contentsOf: PNGBytes.chunk(types.randomElement(using: &rng)!, data), at: 33)
        }
        return b
    }

    /// The CRC helper the mutations rely on (`flipsBehindFixedCRCs`, `hugeDimensions`) agrees with the
    /// encoder's: re-fixing a valid file changes nothing, and IEND's CRC is the one every PNG ends with.
    @Test func crcHelperAgreesWithTheEncoder() throws {
        for base in try Self.bases() { #expect(PNGBytes.fixingCRCs(base) == base) }
        #expect(PNGBytes.crc32(Array("IEND".utf8)[...]) == 0xAE42_6082)
    }

    /// Thousands of mutations through the decoder in this process: each returns an image or throws a
    /// `PNGDecodingError` naming the source, within the budget of time.
    @Test func decoderSurvivesMutations() throws {
        var rng = SeededGenerator(state: 13)
        let bases = try Self.bases()
        let start = ContinuousClock.now
        var refused = 0
        for n in 0..<3_000 {
            let kind = Mutation.allCases[n % Mutation.allCases.count]
            let bytes = Self.mutate(bases[n % bases.count], kind, &rng)
            do {
                let image = try PNGDecoder().decode(bytes, source: "case-\(n)")
                #expect(image.pixels.count == image.width * image.height * 4)
            } catch {
                refused += 1
                #expect(error.description.hasPrefix("case-\(n): ") && !error.description.contains("\n"), "\(kind): \(error)")
            }
        }
        #expect(refused > 2_500, "nearly every mutation is refused (\(refused))")
        #expect(start.duration(to: .now) < .seconds(30), "no decode hangs")
    }

    /// A sample through the binary: exit 2 with one line naming the file (or a verdict), bounded
    /// memory, no hang, never a crash.
    @Test func binaryRefusesMutationsCleanly() throws {
        let dir = try ScratchDirectory()
        try #require(FileManager.default.isExecutableFile(atPath: ProcessRunner.timeTool), "GNU time measures peak memory (Debian package time)")
        var rng = SeededGenerator(state: 2026)
        let bases = try Self.bases()
        try dir.write("base.png", bases[0])
        for n in 0..<42 {
            let kind = Mutation.allCases[n % Mutation.allCases.count]
            let name = "m\(n).png"
            try dir.write(name, Self.mutate(bases[0], kind, &rng))
            let r = ProcessRunner.run(["diff", dir.file(name), dir.file("base.png")], timeout: 20, measureMemory: true)
            #expect(!r.timedOut && r.signal == nil, "\(kind) \(name): \(r)")
            #expect([0, 1, 2].contains(r.status ?? -1), "\(kind) \(name): \(r.stderr)")
            if r.status == 2 {
                #expect(r.stderr.hasPrefix("mockshot: error: ") && r.stderr.contains(name) && r.stderr.split(separator: "\n").count == 1,
                        "\(kind): \(r.stderr)")
            }
            #expect(r.maxRSSKiB > 0 && r.maxRSSKiB < 200_000, "\(kind) \(name): peak \(r.maxRSSKiB) KiB")
        }
    }
}
