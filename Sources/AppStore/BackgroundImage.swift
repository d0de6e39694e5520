import CCairo
import Glibc
import Imaging
import Layout

/// A background picture, decoded once and shared by every screenshot (and worker) that paints it: its
/// pixels are premultiplied cairo ARGB32, made opaque over black, in memory that is never written again,
/// so each painter wraps them in a cairo surface of its own.
public final class BackgroundImage: @unchecked Sendable, Hashable {
    // @unchecked: `pixels` is written only in `init`; afterwards it is only read.
    /// The file it came from, for messages.
    public let path: String
    public let width: Int
    public let height: Int
    private let pixels: UnsafeMutableRawPointer
    private let stride: Int

    /// Decodes the PNG or JPEG at `path` (told apart by their signatures, not by the name).
    public convenience init(contentsOf path: String) throws(BackgroundImageError) {
        let raw = RawPath(path)
        let data: [UInt8]
        guard let bytes = FileSystem.contents(path) else {
            throw BackgroundImageError(path: path, reason: FileSystem.exists(path) ? "cannot be read" : "no such file")
        }
        data = bytes
        let image: RGBAImage
        if JPEGDecoder.isJPEG(data) {
            do { image = try JPEGDecoder().decode(data, source: raw.display) } catch {
                throw BackgroundImageError(path: path, reason: "cannot be decoded as JPEG: \(error.detail)")
            }
        } else if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            do { image = try PNGDecoder().decode(data, source: raw.display) } catch {
                throw BackgroundImageError(path: path, reason: "cannot be decoded as PNG: \(error.detail)")
            }
        } else {
            throw BackgroundImageError(path: path, reason: "is neither a PNG nor a JPEG image")
        }
        self.init(image, path: path)
    }

    /// An image already in memory.
    public init(_ image: RGBAImage, path: String = "image") {
        self.path = path
        width = image.width; height = image.height
        stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(max(1, image.width))))
        pixels = UnsafeMutableRawPointer.allocate(byteCount: max(1, stride * image.height), alignment: 16)
        // Straight RGBA over black → premultiplied, opaque ARGB32 in native byte order.
        image.pixels.withUnsafeBufferPointer { src in
            for y in 0..<image.height {
                let row = (pixels + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<image.width {
                    let i = (y * image.width + x) * 4
                    let a = UInt32(src[i + 3])
                    let r = (UInt32(src[i]) * a + 127) / 255, g = (UInt32(src[i + 1]) * a + 127) / 255, b = (UInt32(src[i + 2]) * a + 127) / 255
                    row[x] = 0xFF00_0000 | (r << 16) | (g << 8) | b
                }
            }
        }
    }

    deinit { pixels.deallocate() }

    public static func == (a: BackgroundImage, b: BackgroundImage) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// Paints the image over `area` (points, in the context's user space scaled by `scale` to pixels):
    /// covering it (`fill`) or inside it over `color` (`fit`), centred.
    func paint(in area: Rect, fit: Background.ImageFit, color: RGBA, scale: Double, on cr: OpaquePointer) {
        guard width > 0, height > 0,
              let surface = cairo_image_surface_create_for_data(pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                                Int32(width), Int32(height), Int32(stride)) else { return }
        defer { cairo_surface_destroy(surface) }
        cairo_save(cr)
        cairo_scale(cr, scale, scale)
        cairo_rectangle(cr, area.minX, area.minY, area.width, area.height)
        cairo_clip(cr)
        cairo_set_source_rgb(cr, color.r, color.g, color.b)
        cairo_paint(cr)
        let k = fit == .fill ? max(area.width / Double(width), area.height / Double(height))
                             : min(area.width / Double(width), area.height / Double(height))
        cairo_translate(cr, area.midX - Double(width) * k / 2, area.midY - Double(height) * k / 2)
        cairo_scale(cr, k, k)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_rectangle(cr, 0, 0, Double(width), Double(height))
        cairo_fill(cr)
        cairo_restore(cr)
    }
}

/// Why a background image cannot be used; `description` is one clause naming the file.
public struct BackgroundImageError: Error, Sendable, Equatable, CustomStringConvertible {
    public let path: String
    public let reason: String
    public var description: String { "background image '\(RawPath(path).display)' \(reason)" }
}
