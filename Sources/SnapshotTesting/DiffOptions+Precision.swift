import ImageCompare

extension DiffOptions {
    /// pointfree swift-snapshot-testing's tolerance, mapped onto mockshot's diff:
    /// - `precision` is the fraction of pixels that must match: `maxDiffPixelRatio = 1 − precision`.
    /// - `perceptualPrecision` is how alike a pixel must look to match: below 1 the comparison becomes
    ///   CIEDE2000 with `ΔE = (1 − perceptualPrecision) × 100`, pointfree's own mapping (0.98 → ΔE 2,
    ///   about the smallest difference the eye notices).
    /// nil for both (or 1 for both) is nil: the enclosing settings, else an exact comparison.
    public static func precision(_ precision: Float?, perceptualPrecision: Float?) -> DiffOptions? {
        let p = Double(precision ?? 1), pp = Double(perceptualPrecision ?? 1)
        guard p < 1 || pp < 1 else { return nil }
        var options = DiffOptions()
        if p < 1 { options.maxDiffPixelRatio = max(0, 1 - p) }
        if pp < 1 { options.mode = .perceptual(deltaE: max(0, 1 - pp) * 100) }
        return options
    }
}
