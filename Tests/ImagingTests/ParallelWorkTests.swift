import Testing
@testable import Imaging

/// A batch worker keeps its PNG bands on its own thread (`ParallelWork`); the file must be the same
/// bytes as when the bands run on every core.
@Suite struct ParallelWorkTests {
    @Test func bandsOnOneThreadWriteTheSameBytes() throws {
        let img = RGBAImage.pattern(width: 1170, height: 1200) { x, y in (UInt8((x * 5 + y) & 0xFF), UInt8(y & 0xFF), UInt8((x ^ y) & 0x7F), 255) }
        #expect((1 + 1170 * 3) * 1200 >= PNGEncoder.parallelThreshold * 2, "large enough for several bands")
        let spread = try PNGEncoder().encode(img)
        let alone = try ParallelWork.$isAllowed.withValue(false) { try PNGEncoder().encode(img) }
        #expect(alone == spread)
        #expect(try PNGDecoder().decode(alone) == img)
        #expect(ParallelWork.isAllowed, "the binding ends with its scope")
    }
}
