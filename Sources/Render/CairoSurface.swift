import CCairo

/// Owns a `cairo_surface_t *` image surface. Every surface the renderer allocates (the canvas, blur and
/// shadow scratch images) goes through here so its status is checked once and it is always destroyed.
final class CairoSurface {
    let pointer: OpaquePointer

    /// A new, cleared image surface; throws if cairo could not create it (out of memory, invalid size).
    init(width: Int, height: Int, format: cairo_format_t = CAIRO_FORMAT_ARGB32) throws(RenderError) {
        pointer = try Self.checked(cairo_image_surface_create(format, Int32(clamping: width), Int32(clamping: height)),
                                   "a \(width)x\(height) px image surface")
    }

    /// `surface` if cairo made it, else destroyed and reported as "cannot create `what`: reason".
    private static func checked(_ surface: OpaquePointer, _ what: String) throws(RenderError) -> OpaquePointer {
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw RenderError(message: "cannot create \(what): \(CairoStatus.text(status))")
        }
        return surface
    }

    /// Canvases of at least this many bytes (a full iPhone screen at @2x or more) live on huge pages,
    /// see mockshot_canvas.h.
    static let hugePageThreshold = 4 << 20
    /// ... up to this many bytes, exclusive (every iPhone screen at @3x, 1320 x 2868 px, is 15.1 MB): larger
    /// canvases take ordinary pages, which fresh are several times quicker to fault in on virtual machines
    /// that return free memory to their host (see mockshot_canvas.h).
    static let hugePageLimit = 16 << 20

    /// Canvases go back to `CanvasPool` when released; scratch surfaces are destroyed.
    private var recyclable = false
    /// Whether this canvas came from the pool (its old pixels are still there).
    private(set) var isRecycled = false

    /// A canvas: a pooled surface of this size if one is free, else a new one.
    init(canvasWidth width: Int, height: Int) throws(RenderError) {
        if let pooled = CanvasPool.shared.take(width: width, height: height) {
            pointer = pooled
            isRecycled = true
        } else {
            pointer = try Self.checked(mks_canvas_surface_create(Int32(clamping: width), Int32(clamping: height),
                                                                 Self.hugePageThreshold, Self.hugePageLimit),
                                       "a \(width)x\(height) px canvas")
        }
        recyclable = true
    }

    deinit {
        if recyclable && CanvasPool.shared.give(pointer) { return }
        cairo_surface_destroy(pointer)
    }

    var width: Int { Int(cairo_image_surface_get_width(pointer)) }
    var height: Int { Int(cairo_image_surface_get_height(pointer)) }
    var stride: Int { Int(cairo_image_surface_get_stride(pointer)) }
    /// The pixel buffer; call `flush()` before reading and `markDirty()` after writing it directly.
    var data: UnsafeMutablePointer<UInt8>? { cairo_image_surface_get_data(pointer) }
    func flush() { cairo_surface_flush(pointer) }
    func markDirty() { cairo_surface_mark_dirty(pointer) }
}

/// Owns a `cairo_t *`.
final class CairoContext {
    let pointer: OpaquePointer

    init(surface: CairoSurface) throws(RenderError) {
        let context: OpaquePointer = cairo_create(surface.pointer)
        let status = cairo_status(context)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(context)
            throw RenderError(message: "cannot create a cairo context: \(CairoStatus.text(status))")
        }
        pointer = context
    }

    deinit { cairo_destroy(pointer) }
}

/// Owns a `cairo_pattern_t *` (gradients, meshes, popped groups).
final class CairoPattern {
    let pointer: OpaquePointer

    /// Takes ownership of `pointer` (one reference), or returns nil if cairo reports an error for it.
    init?(taking pointer: OpaquePointer?) {
        guard let pointer else { return nil }
        guard cairo_pattern_status(pointer) == CAIRO_STATUS_SUCCESS else {
            cairo_pattern_destroy(pointer)
            return nil
        }
        self.pointer = pointer
    }

    deinit { cairo_pattern_destroy(pointer) }
}

enum CairoStatus {
    static func text(_ status: cairo_status_t) -> String { String(cString: cairo_status_to_string(status)) }
}
