import Imaging

extension RGBAImage {
    /// An image whose pixel at (x, y) is `pixel(x, y)`, written straight into its buffer: the same image as
    /// setting every pixel by subscript, which costs several times more for the megapixel images of the
    /// encoder tests.
    static func pattern(width: Int, height: Int,
                        _ pixel: (_ x: Int, _ y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> RGBAImage {
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            for y in 0..<height {
                for x in 0..<width {
                    let i = (y * width + x) * 4, p = pixel(x, y)
                    buffer[i] = p.r; buffer[i + 1] = p.g; buffer[i + 2] = p.b; buffer[i + 3] = p.a
                }
            }
            count = width * height * 4
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }
}
