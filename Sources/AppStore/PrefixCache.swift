import Glibc
import Synchronization

/// Canvas prefixes (`CanvasPrefix`) already drawn in this run, shared by its workers: most screenshots of a
/// set share one background per device, a panorama's slices recur in every locale, and a screenshot's
/// background with its device's shadow and frame recurs in every locale and in each screenshot of the same
/// layout. Each is drawn once and copied after that: a copy is a few milliseconds; painting a gradient onto
/// 4–6 million pixels, blurring a shadow and filling a frame's gradients are tens.
///
/// Holds the most recently used prefixes up to `capacityBytes` (each is a whole canvas, 15–23 MB, or a
/// device's layer) and `capacity` entries; the least recently used go first. Their buffers are kept for the
/// next prefixes (up to `spareBytes`) rather than freed: each device's canvases have another size, and
/// fresh memory costs the kernel faulting in and zeroing every page, as much as the copy itself.
final class PrefixCache: Sendable {
    static let capacity = 16
    static let capacityBytes = 192 << 20
    static let spareBytes = 96 << 20

    /// Buffers of runs that have finished (up to `spareBytes`), for the next run's first prefixes: a run's
    /// own spares start empty, so without these every run copied its first prefixes into fresh memory (a
    /// process that renders set after set, a test process, a server). What they held is never read: a store
    /// writes every byte a restore copies back.
    private static let leftover = Mutex<[PixelBuffer]>([])

    private struct Entry {
        let prefix: CanvasPrefix
        let pixels: PixelBuffer
    }
    private struct State {
        var entries: [Entry] = []
        var spare: [PixelBuffer] = []
        /// Buffers being copied from outside the lock, and by how many threads: not reused until done.
        var reading: [ObjectIdentifier: Int] = [:]
    }
    private let state = Mutex(State())

    init() {}

    /// Its buffers to `leftover`, the most recently used kept within `spareBytes`.
    deinit {
        let buffers = state.withLock { state in state.spare + state.entries.map(\.pixels) }
        Self.leftover.withLock { leftover in
            leftover += buffers
            while leftover.reduce(0, { $0 + $1.capacity }) > Self.spareBytes { leftover.removeFirst() }
        }
    }

    /// The smallest of `buffers` that holds `count` bytes and passes `usable`, taken out of them.
    private static func takeSmallest(_ buffers: inout [PixelBuffer], holding count: Int,
                                     where usable: (PixelBuffer) -> Bool = { _ in true }) -> PixelBuffer? {
        let fitting = buffers.indices.filter { buffers[$0].capacity >= count && usable(buffers[$0]) }
        guard let i = fitting.min(by: { buffers[$0].capacity < buffers[$1].capacity }) else { return nil }
        return buffers.remove(at: i)
    }

    /// Copies `prefix` onto `canvas` if the cache has it; false leaves the canvas as it was. (It never has a
    /// prefix that is not worth keeping.)
    func restore(_ prefix: CanvasPrefix, on canvas: CairoCanvas) -> Bool {
        guard prefix.isWorthKeeping, prefix.width == canvas.width, prefix.height == canvas.height,
              let pixels = state.withLock({ state -> PixelBuffer? in
                  guard let i = state.entries.firstIndex(where: { $0.prefix == prefix }) else { return nil }
                  let entry = state.entries.remove(at: i)
                  state.entries.append(entry)
                  state.reading[ObjectIdentifier(entry.pixels), default: 0] += 1
                  return entry.pixels
              }) else { return false }
        // Outside the lock: an entry's buffer is not written while it is being read (`reading`), even if it is
        // evicted meanwhile.
        defer {
            state.withLock { state in
                let id = ObjectIdentifier(pixels)
                state.reading[id]! -= 1
                if state.reading[id] == 0 { state.reading[id] = nil }
            }
        }
        guard let data = canvas.pixels() else { return false }
        let rowBytes = canvas.width * 4, stride = canvas.stride
        for y in 0..<canvas.height { memcpy(data + y * stride, pixels.bytes + y * rowBytes, rowBytes) }
        canvas.markDirty()
        return true
    }

    /// Keeps a copy of `canvas`, which shows `prefix`, if the prefix is worth keeping.
    func store(_ prefix: CanvasPrefix, from canvas: CairoCanvas) {
        let rowBytes = canvas.width * 4, count = rowBytes * canvas.height
        guard prefix.isWorthKeeping, count <= Self.capacityBytes, let data = canvas.pixels() else { return }
        // 1. The smallest spare buffer that holds it (one no reader still copies from), else the smallest a
        //    finished run left, else a new one.
        let reused = state.withLock { state -> PixelBuffer? in
            let reading = state.reading
            return Self.takeSmallest(&state.spare, holding: count) { reading[ObjectIdentifier($0)] == nil }
        } ?? Self.leftover.withLock { Self.takeSmallest(&$0, holding: count) }
        guard let pixels = reused ?? PixelBuffer(capacity: count) else { return }
        // 2. The rows, without the canvas's padding.
        let stride = canvas.stride
        for y in 0..<canvas.height { memcpy(pixels.bytes + y * rowBytes, data + y * stride, rowBytes) }
        // 3. In, and the least recently used out past the limits, their buffers to the spares (a prefix another
        //    worker stored meanwhile is the same pixels: the newer copy replaces it).
        state.withLock { state in
            state.entries.removeAll { $0.prefix == prefix }
            state.entries.append(Entry(prefix: prefix, pixels: pixels))
            var bytes = state.entries.reduce(0) { $0 + $1.prefix.width * $1.prefix.height * 4 }
            while state.entries.count > Self.capacity || bytes > Self.capacityBytes {
                let old = state.entries.removeFirst()
                bytes -= old.prefix.width * old.prefix.height * 4
                state.spare.append(old.pixels)
            }
            // The newest spares stay within their budget.
            while state.spare.reduce(0, { $0 + $1.capacity }) > Self.spareBytes { state.spare.removeFirst() }
        }
    }
}

/// Pixel memory of a cache entry, freed with it.
final class PixelBuffer: @unchecked Sendable {
    // @unchecked: `PrefixCache` writes one only while no thread reads it (its lock orders the two).
    let bytes: UnsafeMutableRawPointer
    let capacity: Int

    init?(capacity: Int) {
        guard let bytes = malloc(capacity) else { return nil }
        self.bytes = bytes
        self.capacity = capacity
    }

    deinit { free(bytes) }
}
