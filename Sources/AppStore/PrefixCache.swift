import Glibc
import Synchronization

/// Canvas prefixes (`CanvasPrefix`) already drawn in this run, shared by its workers: most screenshots of a
/// set share one background per device, a panorama's slices recur in every locale, and a screenshot's
/// background with its device's shadow and frame recurs in every locale and in each screenshot of the same
/// layout. Each is drawn once and copied after that: a copy is a few milliseconds; painting a gradient onto
/// 4–6 million pixels, blurring a shadow and filling a frame's gradients are tens.
///
/// Holds the most recently used prefixes up to `capacityBytes` (each is a whole canvas, 15–23 MB) and
/// `capacity` entries; the least recently used go first.
final class PrefixCache: Sendable {
    static let capacity = 12
    static let capacityBytes = 192 << 20

    private struct Entry {
        let prefix: CanvasPrefix
        let pixels: [UInt32]
    }
    private struct State {
        var entries: [Entry] = []
        /// Pixel buffers of evicted entries, to copy the next prefix of that size into instead of faulting in
        /// fresh pages.
        var spare: [[UInt32]] = []
    }
    private let state = Mutex(State())

    init() {}

    /// Copies `prefix` onto `canvas` if the cache has it; false leaves the canvas as it was.
    func restore(_ prefix: CanvasPrefix, on canvas: CairoCanvas) -> Bool {
        guard prefix.width == canvas.width, prefix.height == canvas.height,
              let pixels = state.withLock({ state -> [UInt32]? in
                  guard let i = state.entries.firstIndex(where: { $0.prefix == prefix }) else { return nil }
                  let entry = state.entries.remove(at: i)
                  state.entries.append(entry)
                  return entry.pixels
              }),
              let data = canvas.pixels() else { return false }
        // Outside the lock: the array is a value, kept alive by this copy of it even if it is evicted meanwhile.
        let rowBytes = canvas.width * 4, stride = canvas.stride
        pixels.withUnsafeBytes { src in
            for y in 0..<canvas.height { memcpy(data + y * stride, src.baseAddress! + y * rowBytes, rowBytes) }
        }
        canvas.markDirty()
        return true
    }

    /// Keeps a copy of `canvas`, which shows `prefix`.
    func store(_ prefix: CanvasPrefix, from canvas: CairoCanvas) {
        let count = canvas.width * canvas.height
        guard count * 4 <= Self.capacityBytes, let data = canvas.pixels() else { return }
        // 1. A spare buffer of this size, if an evicted entry left one.
        var pixels = state.withLock { state -> [UInt32] in
            guard let i = state.spare.firstIndex(where: { $0.count == count }) else { return [] }
            return state.spare.remove(at: i)
        }
        // 2. The rows, without the canvas's padding.
        let rowBytes = canvas.width * 4, stride = canvas.stride
        if pixels.count == count {
            pixels.withUnsafeMutableBytes { dst in
                for y in 0..<canvas.height { memcpy(dst.baseAddress! + y * rowBytes, data + y * stride, rowBytes) }
            }
        } else {
            pixels = [UInt32](unsafeUninitializedCapacity: count) { buffer, initialized in
                let dst = UnsafeMutableRawPointer(buffer.baseAddress!)
                for y in 0..<canvas.height { memcpy(dst + y * rowBytes, data + y * stride, rowBytes) }
                initialized = count
            }
        }
        // 3. In, and the least recently used out past the limits (a prefix another worker stored meanwhile
        //    is the same pixels: the newer copy replaces it).
        state.withLock { state in
            state.entries.removeAll { $0.prefix == prefix }
            state.entries.append(Entry(prefix: prefix, pixels: pixels))
            var bytes = state.entries.reduce(0) { $0 + $1.pixels.count * 4 }
            var evicted: [[UInt32]] = []
            while state.entries.count > Self.capacity || bytes > Self.capacityBytes {
                let old = state.entries.removeFirst()
                bytes -= old.pixels.count * 4
                evicted.append(old.pixels)
            }
            // One spare of each size is enough: a prefix is stored at most once per image.
            for buffer in evicted where !state.spare.contains(where: { $0.count == buffer.count }) { state.spare.append(buffer) }
            if state.spare.count > 2 { state.spare.removeFirst(state.spare.count - 2) }
        }
    }
}
