import CCairo
import Imaging

/// A cairo ARGB32 image surface and a context on it, owned together and freed together. User space is
/// pixels; painters scale by points-to-pixels themselves.
final class CairoCanvas {
    let surface: OpaquePointer
    let context: OpaquePointer
    let width: Int
    let height: Int
    /// The pixels' memory when the canvas was made over memory of its own (kept as long as the surface).
    let memory: PixelBuffer?

    /// A transparent canvas of `width`×`height` px, checked against the image budget before allocating.
    init(width: Int, height: Int) throws {
        try ImageBudget.default.validate(width: width, height: height)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw CompositionError("cannot create a \(width)×\(height) px canvas")
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let context = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            throw CompositionError("cannot create a \(width)×\(height) px canvas (out of memory)")
        }
        self.surface = surface; self.context = context; self.width = width; self.height = height; memory = nil
    }

    /// A canvas of `width`×`height` px over `memory` (at least `bytes(width:height:)` long), whose pixels are
    /// what the memory holds: for a caller that replaces every pixel, so one buffer serves canvases of several
    /// sizes one after another without the kernel faulting in and zeroing fresh pages for each.
    init(width: Int, height: Int, memory: PixelBuffer) throws {
        try ImageBudget.default.validate(width: width, height: height)
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        precondition(stride * height <= memory.capacity, "CairoCanvas: \(memory.capacity) bytes for \(width)×\(height)")
        guard let surface = cairo_image_surface_create_for_data(memory.bytes.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                                Int32(width), Int32(height), Int32(stride)) else {
            throw CompositionError("cannot create a \(width)×\(height) px canvas")
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let context = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            throw CompositionError("cannot create a \(width)×\(height) px canvas (out of memory)")
        }
        self.surface = surface; self.context = context; self.width = width; self.height = height; self.memory = memory
    }

    /// The bytes a canvas of `width`×`height` px needs.
    static func bytes(width: Int, height: Int) -> Int {
        Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width))) * height
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    var stride: Int { Int(cairo_image_surface_get_stride(surface)) }

    /// The pixels, after pending drawing is flushed.
    func pixels() -> UnsafeMutablePointer<UInt8>? {
        cairo_surface_flush(surface)
        return cairo_image_surface_get_data(surface)
    }

    /// Tells cairo its pixels were written directly: a new surface is known to be clear, and cairo would
    /// otherwise composite onto it as if it still were (copying over what was written).
    func markDirty() { cairo_surface_mark_dirty(surface) }

    /// Makes every pixel transparent through cairo, so the surface is known to be clear again, exactly as a
    /// new one is (cairo draws the first operation onto a clear surface as a copy).
    func clear() {
        cairo_save(context)
        cairo_set_operator(context, CAIRO_OPERATOR_CLEAR)
        cairo_paint(context)
        cairo_restore(context)
    }

    /// Throws if cairo has failed on this context.
    func check() throws {
        let status = cairo_status(context)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw CompositionError("cairo failed while composing: \(String(cString: cairo_status_to_string(status)))")
        }
    }

    /// An `RGBAImage` copy (tests, goldens, a panorama's strip), un-premultiplied. Opaque pixels, nearly all of
    /// a screenshot, are copied as they are (dividing by an alpha of 255 gives the same values back), and the
    /// array is written once rather than zeroed first.
    func rgbaImage() -> RGBAImage {
        guard let data = pixels() else { return RGBAImage(width: width, height: height) }
        let width = width, height = height, stride = stride
        let out = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let v = row[x], a = v >> 24, i = (y &* width &+ x) &* 4
                    if a == 255 {
                        buffer[i] = UInt8(truncatingIfNeeded: v >> 16); buffer[i + 1] = UInt8(truncatingIfNeeded: v >> 8)
                        buffer[i + 2] = UInt8(truncatingIfNeeded: v); buffer[i + 3] = 255
                        continue
                    }
                    func un(_ c: UInt32) -> UInt8 { a == 0 ? 0 : UInt8((c * 255 + a / 2) / a) }
                    buffer[i] = un((v >> 16) & 255); buffer[i + 1] = un((v >> 8) & 255); buffer[i + 2] = un(v & 255); buffer[i + 3] = UInt8(a)
                }
            }
            count = width * height * 4
        }
        return RGBAImage(width: width, height: height, pixels: out)
    }
}

/// A failure while composing a screenshot; `description` is one line.
public struct CompositionError: Error, Sendable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
