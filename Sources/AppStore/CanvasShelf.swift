import CCairo

/// Canvases one thread draws on again, by size: a panorama's devices are drawn into layers of the same
/// few sizes image after image, and a fresh 10–15 MB surface costs the kernel faulting in and zeroing
/// its pages (twice over when the first touch is a read-modify-write, as the shadow's is). Not shared
/// between threads.
final class CanvasShelf {
    static let capacity = 4
    private var free: [CairoCanvas] = []

    init() {}

    /// A canvas of `width`×`height` px: a shelved one, or a new one (transparent). `cleared`: a shelved one
    /// is cleared first; otherwise it holds what it last held, for a caller that replaces every pixel or
    /// calls its `clear()`.
    func take(width: Int, height: Int, cleared: Bool = true) throws -> CairoCanvas {
        guard let i = free.firstIndex(where: { $0.width == width && $0.height == height }) else {
            return try CairoCanvas(width: width, height: height)
        }
        let canvas = free.remove(at: i)
        if cleared { canvas.clear() }
        return canvas
    }

    /// Keeps `canvas` for a later `take`, dropping the least recently given beyond `capacity`.
    func give(_ canvas: CairoCanvas) {
        free.append(canvas)
        if free.count > Self.capacity { free.removeFirst() }
    }
}
