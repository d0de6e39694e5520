import Testing
@testable import Imaging

/// A batch worker keeps its PNG bands on its own thread (`ParallelWork`); the file must be the same
/// bytes as when the bands run on every core.
@Suite struct ParallelWorkTests {
    @Test func bandsOnOneThreadWriteTheSameBytes() throws {
        // The pixels written through a buffer pointer: the same image as per-pixel subscripts, which cost
        // several times more in unoptimised test code.
        let width = 1170, height = 1200
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            for y in 0..<height {
                for x in 0..<width {
                    let i = (y * width + x) * 4
                    buffer[i] = UInt8((x * 5 + y) & 0xFF); buffer[i + 1] = UInt8(y & 0xFF)
                    buffer[i + 2] = UInt8((x ^ y) & 0x7F); buffer[i + 3] = 255
                }
            }
            count = width * height * 4
        }
        let img = RGBAImage(width: width, height: height, pixels: pixels)
        #expect((1 + 1170 * 3) * 1200 >= PNGEncoder.parallelThreshold * 2, "large enough for several bands")
        let spread = try PNGEncoder().encode(img)
        let alone = try ParallelWork.$isAllowed.withValue(false) { try PNGEncoder().encode(img) }
        #expect(alone == spread)
        #expect(try PNGDecoder().decode(alone) == img)
        #expect(ParallelWork.isAllowed, "the binding ends with its scope")
    }
}
