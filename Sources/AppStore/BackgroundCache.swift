import Glibc
import Synchronization

/// Backgrounds already painted in this run, by what they are and where: most screenshots of a set share
/// one background per device, and a panorama's slices each recur in every locale, so each is painted once
/// and copied after that (a copy is a few milliseconds; painting a gradient or scaling a photograph onto
/// 4–6 million pixels is tens).
///
/// Holds the last few (each is a whole canvas: 15–23 MB), shared by the run's workers.
final class BackgroundCache: Sendable {
    struct Key: Hashable, Sendable {
        let background: Background
        let width: Int
        let height: Int
        let areaWidth: Int
        let originX: Int
    }

    static let capacity = 6
    private let entries = Mutex<[(key: Key, pixels: [UInt32])]>([])

    /// Fills `canvas` with `background` (columns `originX…` of an area `areaWidth` wide), from the cache
    /// when it has it.
    func paint(_ background: Background, on canvas: CairoCanvas, areaWidth: Int, originX: Int) {
        let key = Key(background: background, width: canvas.width, height: canvas.height, areaWidth: areaWidth, originX: originX)
        guard let data = canvas.pixels() else { return }
        let rowBytes = canvas.width * 4, stride = canvas.stride
        if let pixels = entries.withLock({ list -> [UInt32]? in
            guard let i = list.firstIndex(where: { $0.key == key }) else { return nil }
            let entry = list.remove(at: i)
            list.append(entry)
            return entry.pixels
        }) {
            pixels.withUnsafeBytes { src in
                for y in 0..<canvas.height { memcpy(data + y * stride, src.baseAddress! + y * rowBytes, rowBytes) }
            }
            canvas.markDirty()
            return
        }
        BackgroundRaster.paint(background, on: canvas, areaWidth: areaWidth, originX: originX)
        var copy = [UInt32](repeating: 0, count: canvas.width * canvas.height)
        copy.withUnsafeMutableBytes { dst in
            for y in 0..<canvas.height { memcpy(dst.baseAddress! + y * rowBytes, data + y * stride, rowBytes) }
        }
        entries.withLock { list in
            list.append((key, copy))
            if list.count > Self.capacity { list.removeFirst() }
        }
    }
}
