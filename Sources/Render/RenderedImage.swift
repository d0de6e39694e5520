import CCairo
import Imaging
import Layout

/// A rendered view: the cairo ARGB32 surface it was painted into (premultiplied, native-endian), with the
/// layout it came from and any warnings (unknown font names, …).
public final class RenderedImage {
    public let layout: LayoutResult
    public let pixelWidth: Int
    public let pixelHeight: Int
    public let warnings: [String]
    private let surface: CairoSurface
    /// True when every pixel is known to be opaque (an opaque background, nothing that cuts holes); such
    /// images are written as RGB PNGs. Otherwise the alpha is checked when encoding.
    private let knownOpaque: Bool
    /// How long each step of the render took.
    public let timings: RenderTimings

    init(surface: CairoSurface, layout: LayoutResult, pixelWidth: Int, pixelHeight: Int, warnings: [String], knownOpaque: Bool,
         timings: RenderTimings = RenderTimings()) {
        self.timings = timings
        self.surface = surface
        self.layout = layout
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.warnings = warnings
        self.knownOpaque = knownOpaque
    }

    /// An unpremultiplied RGBA8 copy (rounded as the PNG writer rounds, so it equals the decoded PNG).
    public func rgbaImage() -> RGBAImage {
        surface.flush()
        let stride = surface.stride, width = pixelWidth
        guard let data = surface.data else { return RGBAImage(width: pixelWidth, height: pixelHeight) }
        let pixels = [UInt8](unsafeUninitializedCapacity: width * pixelHeight * 4) { buffer, count in
            for y in 0..<pixelHeight {
                mks_png_convert_cairo_row(data + y * stride, UInt32(width), 4, buffer.baseAddress! + y * width * 4)
            }
            count = width * pixelHeight * 4
        }
        return RGBAImage(width: width, height: pixelHeight, pixels: pixels)
    }

    /// Whether PNG bytes decode to exactly `rgbaImage()`'s pixels, found without making that copy: the
    /// surface's rows are converted one at a time and compared with the PNG's as it is inflated
    /// (`PNGDecoder.matches`). True is certain; false means a difference or "cannot tell cheaply" (a format
    /// only libpng decodes, a broken file), and the caller compares `rgbaImage()` with the decoded file.
    public func matchesPNG(_ bytes: UnsafeRawBufferPointer, decoder: PNGDecoder = PNGDecoder()) -> Bool {
        surface.flush()
        guard let data = surface.data else { return false }
        return decoder.matches(bytes, cairoARGB32: data, width: pixelWidth, height: pixelHeight, stride: surface.stride)
    }

    /// PNG bytes, encoded straight from the surface: RGB when every pixel is opaque, RGBA otherwise.
    /// `compressionLevel` is 0...9 (nil: `PNGEncoder.defaultCompressionLevel`).
    public func pngData(compressionLevel: Int? = nil) throws -> [UInt8] {
        surface.flush()
        guard let data = surface.data else {
            throw RenderError(message: "the \(pixelWidth)x\(pixelHeight) px surface has no pixel data")
        }
        let opaque = knownOpaque || isEveryPixelOpaque(data)
        let encoder = PNGEncoder(compressionLevel: compressionLevel ?? PNGEncoder.defaultCompressionLevel)
        return try encoder.encodeCairoARGB32(UnsafeRawPointer(data), width: pixelWidth, height: pixelHeight,
                                             stride: surface.stride, opaque: opaque)
    }

    /// Writes the PNG atomically: readers see the old file or the whole new one, never a partial file.
    public func writePNG(to path: String, compressionLevel: Int? = nil) throws {
        try AtomicFile.write(pngData(compressionLevel: compressionLevel), to: path)
    }

    /// The `cairo_surface_t *` (ARGB32 image), for callers that need cairo directly. Do not destroy it or
    /// keep it beyond `body`.
    public func withUnsafeSurface<R>(_ body: (OpaquePointer) throws -> R) rethrows -> R {
        try body(surface.pointer)
    }

    private func isEveryPixelOpaque(_ data: UnsafeMutablePointer<UInt8>) -> Bool {
        let stride = surface.stride
        for y in 0..<pixelHeight {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<pixelWidth where row[x] >> 24 != 255 { return false }
        }
        return true
    }
}
