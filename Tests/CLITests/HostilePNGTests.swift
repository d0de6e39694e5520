import Foundation
import Glibc
import Imaging
import Testing

/// Issue 13, part 2: PNGs made to hang, exhaust memory or fool the comparison.
@Suite struct HostilePNGTests {
    let dir: ScratchDirectory
    init() throws {
        dir = try ScratchDirectory()
        try #require(FileManager.default.isExecutableFile(atPath: ProcessRunner.timeTool), "GNU time measures peak memory (Debian package time)")
    }

    func diff(_ args: String...) -> ProcessRunner.Result { CLIRunner.run(["diff"] + args) }
    /// As a process with a time limit, for a test whose failure would be a hang (in process it would stop
    /// the whole test run).
    func diffWithTimeLimit(_ args: String...) -> ProcessRunner.Result { ProcessRunner.run(["diff"] + args, timeout: 20) }
    func png(_ width: Int, _ height: Int, _ fill: (UInt8, UInt8, UInt8, UInt8) = (255, 255, 255, 255)) throws -> [UInt8] {
        try PNGEncoder().encode(RGBAImage(width: width, height: height, fill: fill))
    }
    func refused(_ r: ProcessRunner.Result, _ fragments: String..., sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(r.status == 2 && !r.timedOut, "exit \(String(describing: r.status)), signal \(String(describing: r.signal)): \(r.stderr)", sourceLocation: sourceLocation)
        #expect(r.stderr.split(separator: "\n").count == 1, "one line: \(r.stderr)", sourceLocation: sourceLocation)
        for f in fragments { #expect(r.stderr.contains(f), "stderr should mention '\(f)': \(r.stderr)", sourceLocation: sourceLocation) }
    }

    @Test func fifoInputDoesNotBlock() throws {
        try dir.write("a.png", try png(4, 4))
        mkfifo(dir.file("f.png"), 0o644)
        refused(diffWithTimeLimit(dir.file("f.png"), dir.file("a.png")), "f.png", "FIFO")
        refused(diffWithTimeLimit(dir.file("a.png"), dir.file("f.png")), "f.png", "FIFO")
        refused(diff(dir.file("a.png"), dir.path), "directory")
    }

    /// 44 bytes: IHDR, then an ancillary chunk declaring 2³¹−1 bytes. libpng must not allocate them.
    /// One at a time: a decoder without the limits would touch 2 GiB per image.
    @Test(.serialized, arguments: ["tEXt", "zTXt", "iTXt", "sPLT", "pCAL", "sCAL", "iCCP", "eXIf", "unKn"])
    func hugeAncillaryChunkCostsNothing(_ type: String) throws {
        let bytes = PNGBytes.header(width: 1, height: 1) + PNGBytes.be32(0x7FFF_FFFF) + Array(type.utf8) + [0, 0, 0]
        #expect(bytes.count == 44)
        try dir.write("lie.png", bytes)
        // The address-space limit only keeps a decoder without limits from taking 4 GiB of this machine.
        let r = ProcessRunner.run(["diff", dir.file("lie.png"), dir.file("lie.png")], shellPrefix: "ulimit -v 2800000;", timeout: 20,
                                  measureMemory: true)
        refused(r, "lie.png", "truncated")
        #expect(!r.stderr.contains("memory"), "\(r.stderr)")
        #expect(r.maxRSSKiB > 0 && r.maxRSSKiB < 200_000, "peak \(r.maxRSSKiB) KiB")
    }

    /// A small file declaring 10000×10000 is refused from its header against the documented budget of
    /// 64 Mi pixels, before anything is allocated; --max-pixels moves the limit.
    @Test func decompressionBombIsRefusedFromItsHeader() throws {
        let bomb = PNGBytes.header(width: 10_000, height: 10_000) + PNGBytes.chunk("IDAT", [0x78, 0x9C, 0x03, 0x00]) + PNGBytes.chunk("IEND", [])
        try dir.write("bomb.png", bomb)
        let r = ProcessRunner.run(["diff", dir.file("bomb.png"), dir.file("bomb.png")], timeout: 20, measureMemory: true)
        refused(r, "bomb.png", "10000x10000", "67108864", "--max-pixels")
        #expect(r.maxRSSKiB > 0 && r.maxRSSKiB < 200_000, "peak \(r.maxRSSKiB) KiB")
        try dir.write("a.png", try png(8, 8))
        refused(diff(dir.file("a.png"), dir.file("a.png"), "--max-pixels", "63"), "8x8", "--max-pixels")
        let raised = diff(dir.file("a.png"), dir.file("a.png"), "--max-pixels", "64")
        #expect(raised.status == 0, "\(raised.stderr)")
    }

    /// Sizes are compared from the headers, before either image is decoded: a mismatch with a file whose
    /// pixel data is broken (or huge) is reported as a mismatch, at once.
    @Test func sizeMismatchIsReportedBeforeDecoding() throws {
        try dir.write("a.png", try png(8, 8))
        try dir.write("broken.png", PNGBytes.header(width: 16, height: 16) + PNGBytes.chunk("IDAT", [1, 2, 3]) + PNGBytes.chunk("IEND", []))
        refused(diff(dir.file("a.png"), dir.file("broken.png")), "sizes differ", "8×8", "16×16")
    }

    /// A snapshot that lost its background fails: transparency is blended over pixelmatch's checkerboard.
    @Test func transparentIsNotWhite() throws {
        try dir.write("white.png", try png(16, 16))
        try dir.write("clear.png", try png(16, 16, (0, 0, 0, 0)))
        let r = diff(dir.file("white.png"), dir.file("clear.png"))
        #expect(r.status == 1 && r.stdoutText.hasPrefix("256 different pixels"), "\(r.stdoutText) \(r.stderr)")
    }
}
