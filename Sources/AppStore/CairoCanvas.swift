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
    convenience init(width: Int, height: Int) throws {
        try ImageBudget.default.validate(width: width, height: height)
        try self.init(surface: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
                      width: width, height: height, memory: nil)
    }

    /// A canvas of `width`×`height` px over `memory` (at least `bytes(width:height:)` long), whose pixels are
    /// what the memory holds: for a caller that replaces every pixel, so one buffer serves canvases of several
    /// sizes one after another without the kernel faulting in and zeroing fresh pages for each.
    convenience init(width: Int, height: Int, memory: PixelBuffer) throws {
        try ImageBudget.default.validate(width: width, height: height)
        precondition(Self.bytes(width: width, height: height) <= memory.capacity, "CairoCanvas: \(memory.capacity) bytes for \(width)×\(height)")
        let stride = cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width))
        try self.init(surface: cairo_image_surface_create_for_data(memory.bytes.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                                   Int32(width), Int32(height), stride),
                      width: width, height: height, memory: memory)
    }

    /// Takes `surface` (destroyed here if cairo failed to make it) and a context on it.
    private init(surface: OpaquePointer?, width: Int, height: Int, memory: PixelBuffer?) throws {
        guard let surface else { throw CompositionError("cannot create a \(width)×\(height) px canvas") }
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

    /// An `RGBAImage` copy (tests, goldens, a panorama's strip), un-premultiplied by the PNG writer's row
    /// conversion (`mks_png_convert_cairo_row`: opaque runs four pixels per shuffle, the same rounding), into
    /// an array written once rather than zeroed first.
    func rgbaImage() -> RGBAImage {
        guard let data = pixels() else { return RGBAImage(width: width, height: height) }
        let width = width, height = height, stride = stride
        let out = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            for y in 0..<height {
                mks_png_convert_cairo_row(data + y * stride, UInt32(width), 4, buffer.baseAddress! + y * width * 4)
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
