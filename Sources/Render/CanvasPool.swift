import CCairo

/// Recycles canvas surfaces between renders of the same size. A fresh 1170×2532 surface is 12 MB of
/// pages the kernel must fault in and zero on every render; golden-image suites, sheets and the bench
/// render the same sizes over and over, so a released canvas is kept for the next one. At most two
/// surfaces and 64 MB are kept.
final class CanvasPool: @unchecked Sendable {
    // @unchecked: `free` is only touched under `lock`.
    static let shared = CanvasPool()
    static let maxSurfaces = 2
    static let maxBytes = 64 << 20

    private let lock = Lock()
    private var free: [OpaquePointer] = []

    /// A pooled ARGB32 surface of exactly this size, or nil.
    func take(width: Int, height: Int) -> OpaquePointer? {
        lock.withLock {
            guard let i = free.firstIndex(where: {
                Int(cairo_image_surface_get_width($0)) == width && Int(cairo_image_surface_get_height($0)) == height
            }) else { return nil }
            return free.remove(at: i)
        }
    }

    /// Keeps `surface` for reuse if there is room; returns false when the caller must destroy it.
    func give(_ surface: OpaquePointer) -> Bool {
        let bytes = Int(cairo_image_surface_get_stride(surface)) * Int(cairo_image_surface_get_height(surface))
        return lock.withLock {
            let held = free.reduce(0) { $0 + Int(cairo_image_surface_get_stride($1)) * Int(cairo_image_surface_get_height($1)) }
            guard free.count < Self.maxSurfaces, held + bytes <= Self.maxBytes,
                  cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return false }
            free.append(surface)
            return true
        }
    }
}
