import Glibc
import Synchronization

/// Reusable working memory for the inflated scanlines of an RGBA PNG being decoded, or of any PNG being
/// compared with a canvas (`PNGDecoder.matches`): 4 MB for a 780×1688 screen, 40 MB for the gallery sheet.
/// (An RGB file's scanlines are inflated into the decoded image's own memory instead.)
///
/// Why: a golden check decodes one reference per assertion, and a fresh buffer of that size comes from
/// `mmap`, whose pages the kernel faults in and zeroes on first touch and unmaps again on `free`: per check
/// that is as much kernel time as the inflate's own writes. A released buffer is kept for the next decode
/// instead. At most `maxKept` buffers and `maxBytes` in all are kept (one per core decoding at once is the
/// common case), the least recently released going first; a buffer larger than `maxBytes` is not kept.
/// Kept memory holds whatever the last user left in it: users overwrite what they read.
final class ScratchPool: Sendable {
    static let shared = ScratchPool(maxKept: 4, maxBytes: 192 << 20)

    let maxKept: Int
    let maxBytes: Int
    private let kept = Mutex<[Buffer]>([])

    init(maxKept: Int, maxBytes: Int) {
        self.maxKept = maxKept
        self.maxBytes = maxBytes
    }

    /// One malloc'd block, freed with its owner.
    final class Buffer: @unchecked Sendable {
        // @unchecked: the pool hands a buffer to one user at a time.
        let bytes: UnsafeMutablePointer<UInt8>
        let capacity: Int
        init?(capacity: Int) {
            guard capacity > 0, let memory = malloc(capacity) else { return nil }
            bytes = memory.assumingMemoryBound(to: UInt8.self)
            self.capacity = capacity
        }
        deinit { free(bytes) }
    }

    /// Runs `body` with at least `count` bytes of scratch memory and its capacity (nil and 0 when even a
    /// fresh buffer cannot be allocated: callers then allocate their own or fail as they would have), then
    /// keeps the memory for the next caller.
    func with<R>(atLeast count: Int, _ body: (UnsafeMutablePointer<UInt8>?, Int) throws -> R) rethrows -> R {
        // 1. The smallest kept buffer that fits, else a new one of exactly this size.
        let reused: Buffer? = kept.withLock { list in
            let fitting = list.indices.filter { list[$0].capacity >= count }
            guard let best = fitting.min(by: { list[$0].capacity < list[$1].capacity }) else { return nil }
            return list.remove(at: best)
        }
        guard let buffer = reused ?? Buffer(capacity: count) else { return try body(nil, 0) }
        // 2. Kept again afterwards, even when `body` throws.
        defer { keep(buffer) }
        return try body(buffer.bytes, buffer.capacity)
    }

    /// Keeps `buffer`, dropping the least recently released buffers beyond the limits.
    private func keep(_ buffer: Buffer) {
        guard buffer.capacity <= maxBytes else { return }
        let dropped: [Buffer] = kept.withLock { list in
            list.append(buffer)
            var held = list.reduce(0) { $0 + $1.capacity }, dropped: [Buffer] = []
            while list.count > maxKept || held > maxBytes {
                let oldest = list.removeFirst()
                held -= oldest.capacity
                dropped.append(oldest)
            }
            return dropped
        }
        _ = dropped  // freed here, outside the lock
    }

    /// The capacities kept, oldest first (for tests).
    var keptCapacities: [Int] { kept.withLock { $0.map(\.capacity) } }
}
