import Glibc

/// An 8-bit RGBA image with straight (non-premultiplied) alpha, rows top to bottom, no padding.
/// The common currency of the PNG codec, the image diff and the snapshot library.
public struct RGBAImage: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes: R, G, B, A per pixel.
    public var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height * 4, "RGBAImage: pixel buffer does not match \(width)x\(height)")
        self.width = width; self.height = height; self.pixels = pixels
    }

    /// A solid image of one color.
    public init(width: Int, height: Int, fill: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (0, 0, 0, 0)) {
        var px = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: px.count, by: 4) { px[i] = fill.r; px[i + 1] = fill.g; px[i + 2] = fill.b; px[i + 3] = fill.a }
        self.init(width: width, height: height, pixels: px)
    }

    public subscript(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        get {
            let i = (y * width + x) * 4
            return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
        }
        set {
            let i = (y * width + x) * 4
            pixels[i] = newValue.r; pixels[i + 1] = newValue.g; pixels[i + 2] = newValue.b; pixels[i + 3] = newValue.a
        }
    }

    /// Equal when the sizes and every byte match. Written out (rather than derived) because the derived
    /// `==` compares the arrays element by element through generic code in unoptimised callers, which made
    /// image comparisons a tenth of the test suite's time; `memcmp` does it at memory speed.
    public static func == (lhs: RGBAImage, rhs: RGBAImage) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.hasSamePixels(as: rhs.pixels)
    }

    /// Whether `other` holds exactly these pixel bytes (same count, same bytes), compared with `memcmp`.
    public func hasSamePixels(as other: [UInt8]) -> Bool {
        guard pixels.count == other.count else { return false }
        return pixels.withUnsafeBytes { a in
            other.withUnsafeBytes { b in
                a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0
            }
        }
    }

    /// `#RRGGBB` (or `#RRGGBBAA` when not opaque) of the pixel at (x, y); handy in test assertions.
    public func hex(x: Int, y: Int) -> String {
        let p = self[x, y]
        func hex(_ v: UInt8) -> String {
            let digits = Array("0123456789ABCDEF")
            return String([digits[Int(v >> 4)], digits[Int(v & 15)]])
        }
        let rgb = "#" + hex(p.r) + hex(p.g) + hex(p.b)
        return p.a == 255 ? rgb : rgb + hex(p.a)
    }
}
