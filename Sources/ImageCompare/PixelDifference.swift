/// The per-pixel "is this change visible?" test of a diff mode. `ImageDiff` is generic over it so
/// each mode gets its own specialised scan loop instead of a branch or a closure call per pixel.
protocol PixelDifference {
    /// Whether pixel `i` (byte offset) differs visibly between `expected` and `actual`. Only called
    /// for pixels whose bytes differ.
    func exceeds(_ expected: UnsafePointer<UInt8>, _ actual: UnsafePointer<UInt8>, _ i: Int) -> Bool
}

/// Pixelmatch's test: squared YIQ distance above `35215 × threshold²`.
struct YIQThreshold: PixelDifference {
    let maxSquaredDelta: Double

    init(threshold: Double) { maxSquaredDelta = YIQDelta.maximum * threshold * threshold }

    @inline(__always)
    func exceeds(_ expected: UnsafePointer<UInt8>, _ actual: UnsafePointer<UInt8>, _ i: Int) -> Bool {
        YIQDelta.squared(expected, i, actual, i) > maxSquaredDelta
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
