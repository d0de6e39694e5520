/// Tuning of `ImageDiff.compare`: how pixels are judged, how many differences are tolerated and
/// how the diff image is painted. The defaults are pixelmatch's, with zero tolerated differences.
public struct DiffOptions: Hashable, Sendable {
    /// Matching threshold in 0…1 (pixelmatch mode); smaller is more sensitive. 0 counts every
    /// changed pixel (except anti-aliasing), 0.1 tolerates the slight colour drift of different
    /// rasterisers. Values outside 0…1 are clamped. Ignored in `.perceptual` mode, whose
    /// tolerance is its ΔE.
    public var threshold: Double {
        didSet { threshold = Self.unit(threshold) }
    }
    /// Count anti-aliased pixels as differences instead of excusing them. Turning it on also skips
    /// the anti-aliasing detector entirely, so `DiffResult.aaCount` is then 0.
    public var includeAA: Bool
    /// Most differing pixels still accepted by `DiffResult.passes(_:)`; `nil` means no count limit.
    public var maxDiffPixels: Int?
    /// Largest accepted `diffCount / totalPixels` (0…1); `nil` means no ratio limit.
    /// When both limits are `nil`, only a comparison without differences passes.
    public var maxDiffPixelRatio: Double?
    /// Diff-image colour of pixels that really differ.
    public var diffColor: DiffColor
    /// Diff-image colour of pixels excused as anti-aliasing.
    public var aaColor: DiffColor
    /// Opacity of the unchanged pixels in the diff image: they are drawn as their luminance blended
    /// towards white, 0 giving pure white and 1 the full-strength gray. Clamped to 0…1.
    public var alpha: Double {
        didSet { alpha = Self.unit(alpha) }
    }
    /// Which colour-difference metric decides that a pixel changed.
    public var mode: DiffMode

    public init(
        threshold: Double = 0.1,
        includeAA: Bool = false,
        maxDiffPixels: Int? = nil,
        maxDiffPixelRatio: Double? = nil,
        diffColor: DiffColor = .red,
        aaColor: DiffColor = .yellow,
        alpha: Double = 0.1,
        mode: DiffMode = .pixelmatch
    ) {
        self.threshold = Self.unit(threshold)
        self.includeAA = includeAA
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffPixelRatio = maxDiffPixelRatio
        self.diffColor = diffColor
        self.aaColor = aaColor
        self.alpha = Self.unit(alpha)
        self.mode = mode
    }

    /// Clamps to 0…1 (NaN becomes 0) so a bad setting can never make every pixel pass or fail.
    private static func unit(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}
