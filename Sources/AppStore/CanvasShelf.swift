import CCairo
import Imaging

/// Canvases one thread draws on again, by size: a panorama's devices are drawn into layers of the same
/// few sizes image after image, and a fresh 10–15 MB surface costs the kernel faulting in and zeroing
/// its pages (twice over when the first touch is a read-modify-write, as the shadow's is). A size not on
/// the shelf is made over the memory of a shelved canvas large enough for it, so the pages stay the same
/// ones. Not shared between threads.
final class CanvasShelf {
    static let capacity = 4
    private var free: [CairoCanvas] = []

    init() {}

    /// A canvas of `width`×`height` px: a shelved one, or a new one. `cleared`: it is transparent; otherwise
    /// it holds what it (or the canvas whose memory it took) last held, for a caller that replaces every pixel
    /// or calls its `clear()`.
    func take(width: Int, height: Int, cleared: Bool = true) throws -> CairoCanvas {
        if let i = free.firstIndex(where: { $0.width == width && $0.height == height }) {
            let canvas = free.remove(at: i)
            if cleared { canvas.clear() }
            return canvas
        }
        // 1. The memory of the smallest shelved canvas that holds this size, else new memory.
        try ImageBudget.default.validate(width: width, height: height)
        let bytes = CairoCanvas.bytes(width: width, height: height)
        let fitting = free.indices.filter { (free[$0].memory?.capacity ?? 0) >= bytes }
        let memory: PixelBuffer
        if let i = fitting.min(by: { free[$0].memory!.capacity < free[$1].memory!.capacity }) {
            memory = free.remove(at: i).memory!
        } else {
            guard let fresh = PixelBuffer(capacity: bytes) else {
                throw CompositionError("cannot create a \(width)×\(height) px canvas (out of memory)")
            }
            memory = fresh
        }
        // 2. A canvas over it (cairo knows nothing of what the memory holds, so `clear()` writes every pixel).
        let canvas = try CairoCanvas(width: width, height: height, memory: memory)
        if cleared { canvas.clear() }
        return canvas
    }

    /// Keeps `canvas` for a later `take`, dropping the least recently given beyond `capacity`.
    func give(_ canvas: CairoCanvas) {
        free.append(canvas)
        if free.count > Self.capacity { free.removeFirst() }
    }
}
