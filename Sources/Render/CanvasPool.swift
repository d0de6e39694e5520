import CCairo

/// Recycles canvas memory between renders. A fresh 1170×2532 surface is 12 MB of pages the kernel must
/// fault in and zero on every render; golden-image suites, sheets and the bench render the same sizes
/// over and over, so a released canvas is kept for the next one. At most eight large and eight small
/// surfaces, 256 MB in all, are kept, the least recently released going first: an App Store set renders
/// each device's screens at several sizes (framed, tilted, side by side, bare), and with room for only two
/// surfaces most of its renders missed the pool (a quarter of its CPU time went to the kernel zeroing
/// fresh pages).
///
/// A canvas of a size the pool does not hold borrows the memory of a kept one that is at least as large
/// and at most twice as large (`take`): suites render many sizes once each (every kit's sheet, each
/// device's screen, App Store outputs), and without this each of them faulted in fresh memory. Only large
/// canvases borrow (small ones come cheaply from the heap), and the borrowed memory belongs to the surface
/// it was first made for (the *root*), which stays alive as long as any surface made over it.
///
/// Large surfaces (those that may lend their memory, `minimumBorrowBytes` and up) and small ones are counted
/// apart, `maxSurfaces` each: a run of component renders (dozens of sizes under a megabyte) used to push
/// every screen-sized surface out of a pool of eight, so the next screen faulted in fresh memory again (in
/// the test suite, 122 large canvases, 1 GB, were made afresh; most of those now reuse memory). The small
/// ones are a few megabytes in all; `maxBytes` bounds both together.
///
/// A surface over `maxSurfaceBytes` (a quarter of the budget) is not kept: the Copilot sheet at @3x is a
/// 245 MB canvas that would push every other large surface out, could lend its memory to nothing under half
/// its size, and would stay mapped for the rest of a long-lived process (a user's test run).
final class CanvasPool: @unchecked Sendable {
    // @unchecked: `free` and `borrowed` are only touched under `lock`.
    static let shared = CanvasPool()
    static let maxSurfaces = 8
    static let maxBytes = 256 << 20
    static let maxSurfaceBytes = maxBytes / 4
    /// Canvases smaller than this never borrow memory.
    static let minimumBorrowBytes = 1 << 20

    /// A kept surface: its memory (`capacity` bytes at the root's data) may serve any size that fits.
    private struct Entry {
        let surface: OpaquePointer
        let root: OpaquePointer
        let capacity: Int
        /// Large enough to lend its memory; large and small surfaces are counted apart.
        var isLarge: Bool { capacity >= CanvasPool.minimumBorrowBytes }
    }

    private let lock = Lock()
    private var free: [Entry] = []
    /// Surfaces handed out over another surface's memory: their root and its capacity.
    private var borrowed: [OpaquePointer: (root: OpaquePointer, capacity: Int)] = [:]

    /// A pooled ARGB32 surface of exactly this size, else one made over the memory of a kept surface that
    /// holds it (its old pixels are still there, at another stride), else nil.
    func take(width: Int, height: Int) -> OpaquePointer? {
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(clamping: width)))
        let needed = stride * height
        let (exact, donor): (OpaquePointer?, Entry?) = lock.withLock {
            if let i = free.firstIndex(where: {
                Int(cairo_image_surface_get_width($0.surface)) == width && Int(cairo_image_surface_get_height($0.surface)) == height
            }) {
                let entry = free.remove(at: i)
                if entry.root != entry.surface { borrowed[entry.surface] = (entry.root, entry.capacity) }
                return (entry.surface, nil)
            }
            guard stride > 0, needed >= Self.minimumBorrowBytes else { return (nil, nil) }
            let fitting = free.indices.filter { free[$0].capacity >= needed && free[$0].capacity <= 2 * needed }
            guard let i = fitting.min(by: { free[$0].capacity < free[$1].capacity }) else { return (nil, nil) }
            return (nil, free.remove(at: i))
        }
        if let exact { return exact }
        guard let donor else { return nil }
        // The new surface keeps the root (and so the memory) alive; the donor surface itself is done with.
        let surface = cairo_image_surface_create_for_data(cairo_image_surface_get_data(donor.root), CAIRO_FORMAT_ARGB32,
                                                          Int32(width), Int32(height), Int32(stride))!
        let root = cairo_surface_reference(donor.root)!
        let attached = cairo_surface_set_user_data(surface, Self.rootKey, UnsafeMutableRawPointer(root), { root in
            cairo_surface_destroy(OpaquePointer(root))
        })
        cairo_surface_destroy(donor.surface)
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, attached == CAIRO_STATUS_SUCCESS else {
            if attached != CAIRO_STATUS_SUCCESS { cairo_surface_destroy(root) }
            cairo_surface_destroy(surface)
            return nil
        }
        lock.withLock { borrowed[surface] = (donor.root, donor.capacity) }
        return surface
    }

    /// Keeps `surface` for reuse, evicting the least recently released surfaces beyond the limits; returns
    /// false when the caller must destroy it (a failed surface, or one over `maxSurfaceBytes`).
    func give(_ surface: OpaquePointer) -> Bool {
        let (root, capacity) = lock.withLock { borrowed.removeValue(forKey: surface) } ?? (surface, Self.bytes(surface))
        guard capacity <= Self.maxSurfaceBytes, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return false }
        let evicted: [OpaquePointer] = lock.withLock {
            let entry = Entry(surface: surface, root: root, capacity: capacity)
            free.append(entry)
            // The oldest of the kind past its count, then the oldest of all while past the bytes.
            var evicted: [OpaquePointer] = []
            let large = entry.isLarge
            if free.count(where: { $0.isLarge == large }) > Self.maxSurfaces, let i = free.firstIndex(where: { $0.isLarge == large }) {
                evicted.append(free.remove(at: i).surface)
            }
            var held = free.reduce(0) { $0 + $1.capacity }
            while held > Self.maxBytes {
                let oldest = free.removeFirst()
                held -= oldest.capacity
                evicted.append(oldest.surface)
            }
            return evicted
        }
        for old in evicted { cairo_surface_destroy(old) }
        return true
    }

    /// The sizes kept, oldest first (for tests).
    var keptSizes: [(width: Int, height: Int)] {
        lock.withLock {
            free.map { (Int(cairo_image_surface_get_width($0.surface)), Int(cairo_image_surface_get_height($0.surface))) }
        }
    }

    private static func bytes(_ surface: OpaquePointer) -> Int {
        Int(cairo_image_surface_get_stride(surface)) * Int(cairo_image_surface_get_height(surface))
    }

    /// The user-data key under which a borrowing surface holds its root.
    nonisolated(unsafe) private static let rootKey: UnsafeMutablePointer<cairo_user_data_key_t> = .allocate(capacity: 1)
}
