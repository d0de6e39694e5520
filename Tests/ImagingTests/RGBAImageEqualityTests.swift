import Imaging
import Testing

/// `RGBAImage`'s hand-written `==` (a `memcmp`) must keep the derived semantics: same size and same bytes.
@Suite struct RGBAImageEqualityTests {
    @Test func equalSizeAndBytesAreEqual() {
        let a = RGBAImage(width: 3, height: 2, fill: (10, 20, 30, 255))
        #expect(a == RGBAImage(width: 3, height: 2, fill: (10, 20, 30, 255)))
        #expect(RGBAImage(width: 0, height: 0) == RGBAImage(width: 0, height: 0))
    }

    @Test func oneByteDiffersAnywhere() {
        let a = RGBAImage(width: 3, height: 2, fill: (10, 20, 30, 255))
        for index in [0, 11, 23] {
            var b = a
            b.pixels[index] &+= 1
            #expect(a != b, "byte \(index)")
            #expect(!a.hasSamePixels(as: b.pixels))
        }
    }

    @Test func sameBytesInAnotherShapeDiffer() {
        let a = RGBAImage(width: 3, height: 2, fill: (1, 2, 3, 4))
        let b = RGBAImage(width: 2, height: 3, pixels: a.pixels)
        #expect(a.hasSamePixels(as: b.pixels))
        #expect(a != b)
        #expect(!a.hasSamePixels(as: Array(a.pixels.dropLast(4))))
    }
}
