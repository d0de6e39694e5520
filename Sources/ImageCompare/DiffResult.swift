import Imaging

/// The outcome of comparing two images of the same size.
public struct DiffResult: Equatable, Sendable {
    /// Pixels that differ beyond the threshold and are not excused as anti-aliasing.
    public let diffCount: Int
    /// Pixels that differ beyond the threshold but were classified as anti-aliasing (not counted).
    public let aaCount: Int
    /// `width × height` of the compared images.
    public let totalPixels: Int
    /// True when the two pixel buffers were byte-identical (the fast path).
    public let identical: Bool
    /// The diff image, only when `makeDiffImage` was requested: unchanged pixels as faded gray,
    /// differences in `diffColor`, anti-aliasing in `aaColor`.
    public let diffImage: RGBAImage?

    public init(diffCount: Int, aaCount: Int, totalPixels: Int, identical: Bool, diffImage: RGBAImage?) {
        self.diffCount = diffCount; self.aaCount = aaCount; self.totalPixels = totalPixels
        self.identical = identical; self.diffImage = diffImage
    }

    /// Fraction of pixels that differ, 0…1 (0 for empty images).
    public var ratio: Double {
        totalPixels == 0 ? 0 : Double(diffCount) / Double(totalPixels)
    }

    /// Whether the differences are within the tolerance of `options`: every limit that is set must
    /// hold (`diffCount ≤ maxDiffPixels`, `ratio ≤ maxDiffPixelRatio`); with no limit set, any
    /// difference fails, because silently accepting changes is the one thing a snapshot must not do.
    public func passes(_ options: DiffOptions) -> Bool {
        if options.maxDiffPixels == nil && options.maxDiffPixelRatio == nil { return diffCount == 0 }
        if let limit = options.maxDiffPixels, diffCount > limit { return false }
        if let limit = options.maxDiffPixelRatio, ratio > limit { return false }
        return true
    }
}
