import Testing
@testable import Render

/// The three-box approximation of a Gaussian.
struct GaussianBlurTests {
    @Test(arguments: [1.0, 2.0, 3.5, 8.0, 20.0])
    func boxesHaveTheGaussiansVariance(_ sigma: Double) {
        let sizes = GaussianBlur.boxSizes(sigma: sigma)
        #expect(sizes.count == 3)
        #expect(sizes.allSatisfy { $0 % 2 == 1 })
        // A box of width w has variance (w² − 1) / 12; variances add.
        let variance = sizes.reduce(0.0) { $0 + Double($1 * $1 - 1) / 12 }
        #expect(abs(variance.squareRoot() - sigma) < 0.35)
    }

    @Test func impulseSpreadsSymmetricallyAndKeepsItsMass() {
        let width = 41, height = 41
        var pixels = [UInt8](repeating: 0, count: width * height)
        pixels[20 * width + 20] = 255
        // A wide impulse so rounding loses little: a 5 × 5 block.
        for y in 18...22 { for x in 18...22 { pixels[y * width + x] = 255 } }
        pixels.withUnsafeMutableBufferPointer {
            GaussianBlur.apply($0.baseAddress!, width: width, height: height, stride: width, channels: 1, sigma: 3, edges: .transparent)
        }
        let mass = pixels.reduce(0) { $0 + Int($1) }
        #expect(abs(mass - 25 * 255) < 25 * 255 / 20)
        #expect(pixels[20 * width + 10] == pixels[20 * width + 30])
        #expect(pixels[10 * width + 20] == pixels[30 * width + 20])
        #expect(pixels[20 * width + 20] < 255 && pixels[20 * width + 20] > pixels[20 * width + 14])
        #expect(pixels[0] == 0)
    }

    @Test func clampedEdgesKeepAFlatImageFlat() {
        var pixels = [UInt8](repeating: 200, count: 10 * 10 * 4)
        pixels.withUnsafeMutableBufferPointer {
            GaussianBlur.apply($0.baseAddress!, width: 10, height: 10, stride: 40, channels: 4, sigma: 4, edges: .clamp)
        }
        #expect(pixels.allSatisfy { $0 == 200 })
    }

    @Test func saturationBoostsColourAndLeavesGreyAlone() {
        // Premultiplied ARGB32 as native UInt32: an opaque grey and an opaque muted red.
        var pixels: [UInt32] = [0xFF80_8080, 0xFFA0_6060]
        pixels.withUnsafeMutableBytes {
            SaturationFilter.apply($0.baseAddress!.assumingMemoryBound(to: UInt8.self), width: 2, height: 1, stride: 8, saturation: 2)
        }
        #expect(pixels[0] == 0xFF80_8080)
        let r = (pixels[1] >> 16) & 255, g = (pixels[1] >> 8) & 255
        #expect(r > 0xA0 && g < 0x60)
    }
}
