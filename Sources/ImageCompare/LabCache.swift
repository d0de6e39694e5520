/// A small direct-mapped memo of RGBA → CIELAB conversions for the perceptual diff.
///
/// Why: converting a pixel to Lab costs three gamma curves and three cube roots, and a perceptual
/// comparison of two renderings that drifted slightly in colour converts millions of pixels. UI
/// screenshots contain few distinct colours (backgrounds, fills, text), so remembering recent
/// conversions turns almost all of them into a load. One instance serves one comparison; it is
/// not shared between threads.
final class LabCache {
    private static let slotBits = 12
    private static let slotCount = 1 << slotBits

    /// Key per slot: the RGBA word in the low 32 bits, bit 32 set once the slot is filled.
    private let keys: UnsafeMutablePointer<UInt64>
    private let values: UnsafeMutablePointer<LabColor>

    init() {
        keys = .allocate(capacity: Self.slotCount)
        keys.initialize(repeating: 0, count: Self.slotCount)
        values = .allocate(capacity: Self.slotCount)
        values.initialize(repeating: LabColor(l: 0, a: 0, b: 0), count: Self.slotCount)
    }

    deinit {
        keys.deallocate()
        values.deallocate()
    }

    /// The Lab colour of pixel `i` (byte offset) of `p`; a pixel that is not opaque is blended over the
    /// pixelmatch background of its position (see `YIQDelta`), which depends on where it is, so it
    /// bypasses the memo.
    @inline(__always)
    func lab(_ p: UnsafePointer<UInt8>, _ i: Int) -> LabColor {
        if p[i + 3] != 255 {
            let alpha = Double(p[i + 3]) / 255
            let (rb, gb, bb) = YIQDelta.background(i)
            return LabColor(srgbRed: rb + (Double(p[i]) - rb) * alpha, green: gb + (Double(p[i + 1]) - gb) * alpha,
                            blue: bb + (Double(p[i + 2]) - bb) * alpha)
        }
        let word = UnsafeRawPointer(p).loadUnaligned(fromByteOffset: i, as: UInt32.self)
        let key = UInt64(word) | 1 << 32
        // Fibonacci hashing spreads nearby colours over the table.
        let slot = Int((word &* 0x9E37_79B1) >> UInt32(32 - Self.slotBits))
        if keys[slot] == key { return values[slot] }
        let lab = LabColor(srgbRed: Double(p[i]), green: Double(p[i + 1]), blue: Double(p[i + 2]))
        keys[slot] = key; values[slot] = lab
        return lab
    }
}
