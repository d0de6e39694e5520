/// The per-pixel "is this change visible?" test of a diff mode. `ImageDiff` is generic over it so
/// each mode gets its own specialised scan loop instead of a branch or a closure call per pixel.
/// (`SendableMetatype`: the banded scan names the metric's type on several threads; each band still has
/// its own instance.)
protocol PixelDifference: SendableMetatype {
    /// Whether pixel `i` (byte offset) differs visibly between `expected` and `actual`. Only called
    /// for pixels whose bytes differ.
    func exceeds(_ expected: UnsafePointer<UInt8>, _ actual: UnsafePointer<UInt8>, _ i: Int) -> Bool
}

/// Pixelmatch's test: squared YIQ distance above `35215 × threshold²`.
///
/// The verdict for two opaque colours depends on the pair alone, and a screen has few distinct
/// colours: a whole-screen change (light against dark) asks about the same few pairs millions of
/// times. Opaque pairs are therefore memoised in a small direct-mapped table (one per scan band);
/// semi-transparent pixels depend on their position and are always computed.
struct YIQThreshold: PixelDifference {
    let maxSquaredDelta: Double
    private let memo = PairMemo()

    init(threshold: Double) { maxSquaredDelta = YIQDelta.maximum * threshold * threshold }

    @inline(__always)
    func exceeds(_ expected: UnsafePointer<UInt8>, _ actual: UnsafePointer<UInt8>, _ i: Int) -> Bool {
        let a = UnsafeRawPointer(expected).loadUnaligned(fromByteOffset: i, as: UInt32.self)
        let b = UnsafeRawPointer(actual).loadUnaligned(fromByteOffset: i, as: UInt32.self)
        // Both opaque (alpha is the high byte of the little-endian word): the pair decides.
        guard (a & b) >> 24 == 0xFF else { return YIQDelta.squared(expected, i, actual, i) > maxSquaredDelta }
        let key = UInt64(a) << 32 | UInt64(b)
        if let known = memo.lookup(key) { return known }
        let verdict = YIQDelta.squared(expected, i, actual, i) > maxSquaredDelta
        memo.store(key, verdict)
        return verdict
    }
}

/// A direct-mapped memo of yes/no answers keyed by a pair of RGBA words. Not shared between threads.
final class PairMemo {
    private static let bits = 12
    private let keys: UnsafeMutablePointer<UInt64>
    /// 0: empty, 1: no, 2: yes.
    private let values: UnsafeMutablePointer<UInt8>

    init() {
        keys = .allocate(capacity: 1 << Self.bits)
        keys.initialize(repeating: 0, count: 1 << Self.bits)
        values = .allocate(capacity: 1 << Self.bits)
        values.initialize(repeating: 0, count: 1 << Self.bits)
    }

    deinit {
        keys.deallocate()
        values.deallocate()
    }

    @inline(__always)
    private func slot(_ key: UInt64) -> Int { Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - Self.bits)) }

    @inline(__always)
    func lookup(_ key: UInt64) -> Bool? {
        let s = slot(key)
        guard values[s] != 0, keys[s] == key else { return nil }
        return values[s] == 2
    }

    @inline(__always)
    func store(_ key: UInt64, _ verdict: Bool) {
        let s = slot(key)
        keys[s] = key
        values[s] = verdict ? 2 : 1
    }
}

/// The perceptual test: CIEDE2000 between the two pixels (semi-transparent ones blended over the
/// pixelmatch background of their position) above `deltaE`.
struct CIEDE2000Threshold: PixelDifference {
    let deltaE: Double
    private let cache = LabCache()

    init(deltaE: Double) { self.deltaE = deltaE }

    @inline(__always)
    func exceeds(_ expected: UnsafePointer<UInt8>, _ actual: UnsafePointer<UInt8>, _ i: Int) -> Bool {
        let lab1 = cache.lab(expected, i), lab2 = cache.lab(actual, i)
        // ΔE₀₀ never exceeds √4.5 · ΔE₇₆ (its S weights are ≥ 1, the rotation term is bounded by the
        // chroma and hue terms, and a′ stretches a* by at most 1.5), so small Euclidean changes,
        // the bulk of a colour drift, are settled without the trigonometry.
        let dl = lab1.l - lab2.l, da = lab1.a - lab2.a, db = lab1.b - lab2.b
        if 4.5 * (dl * dl + da * da + db * db) < deltaE * deltaE { return false }
        return PerceptualDelta.ciede2000(lab1, lab2) > deltaE
    }
}
