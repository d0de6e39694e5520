import CCairo

/// Recycles canvas surfaces between renders of the same size. A fresh 1170×2532 surface is 12 MB of
/// pages the kernel must fault in and zero on every render; golden-image suites, sheets and the bench
/// render the same sizes over and over, so a released canvas is kept for the next one. At most eight
/// surfaces and 256 MB are kept, the least recently released going first: an App Store set renders each
/// device's screens at several sizes (framed, tilted, side by side, bare), and with room for only two
/// surfaces most of its renders missed the pool (a quarter of its CPU time went to the kernel zeroing
/// fresh pages).
final class CanvasPool: @unchecked Sendable {
    // @unchecked: `free` is only touched under `lock`.
    static let shared = CanvasPool()
    static let maxSurfaces = 8
    static let maxBytes = 256 << 20

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

    /// Keeps `surface` for reuse, evicting the least recently released surfaces beyond the limits; returns
    /// false when the caller must destroy it (a failed surface, or one bigger than the whole pool).
    func give(_ surface: OpaquePointer) -> Bool {
        let bytes = Self.bytes(surface)
        guard bytes <= Self.maxBytes, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return false }
        let evicted: [OpaquePointer] = lock.withLock {
            free.append(surface)
            var held = free.reduce(0) { $0 + Self.bytes($1) }, evicted: [OpaquePointer] = []
            while free.count > Self.maxSurfaces || held > Self.maxBytes {
                let oldest = free.removeFirst()
                held -= Self.bytes(oldest)
                evicted.append(oldest)
            }
            return evicted
        }
        for old in evicted { cairo_surface_destroy(old) }
        return true
    }

    private static func bytes(_ surface: OpaquePointer) -> Int {
        Int(cairo_image_surface_get_stride(surface)) * Int(cairo_image_surface_get_height(surface))
    }
}
