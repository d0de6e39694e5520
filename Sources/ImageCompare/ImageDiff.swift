import Glibc
import Imaging

/// Compares two RGBA images the way pixelmatch 7 does: a perceptual per-pixel colour distance, a
/// threshold, and an anti-aliasing detector that excuses edge pixels moved by a sub-pixel offset.
///
/// Speed matters because every snapshot assertion runs it on full-screen images (1170×2532 is
/// ~3 M pixels): the scan walks raw buffers, never allocates per pixel, skips identical rows with
/// one `memcmp`, compares pixels as 32-bit words, computes a colour distance only for changed
/// pixels and runs the (costlier) anti-aliasing check only for pixels beyond the threshold.
public enum ImageDiff {
    /// Compares `expected` with `actual`.
    ///
    /// - Parameters:
    ///   - options: threshold, mode, anti-aliasing handling and diff-image colours.
    ///   - makeDiffImage: also paint the diff image (costs a pass over every pixel).
    /// - Throws: `ImageSizeMismatch` when the sizes differ; that is not a pixel comparison.
    public static func compare(
        _ expected: RGBAImage,
        _ actual: RGBAImage,
        options: DiffOptions = DiffOptions(),
        makeDiffImage: Bool = false
    ) throws(ImageSizeMismatch) -> DiffResult {
        guard expected.width == actual.width, expected.height == actual.height else {
            throw ImageSizeMismatch(
                expected: .init(width: expected.width, height: expected.height),
                actual: .init(width: actual.width, height: actual.height))
        }
        switch options.mode {
        case .pixelmatch:
            return scan(expected, actual, YIQThreshold(threshold: options.threshold), options, makeDiffImage)
        case .perceptual(let deltaE):
            return scan(expected, actual, CIEDE2000Threshold(deltaE: deltaE), options, makeDiffImage)
        }
    }

    /// The comparison proper, specialised per difference metric.
    private static func scan<Metric: PixelDifference>(
        _ expected: RGBAImage, _ actual: RGBAImage, _ metric: Metric, _ options: DiffOptions, _ makeDiffImage: Bool
    ) -> DiffResult {
        let width = expected.width, height = expected.height
        let byteCount = width * height * 4
        var counts = Counts()
        guard byteCount > 0 else {
            let empty = makeDiffImage ? RGBAImage(width: width, height: height, pixels: []) : nil
            return DiffResult(diffCount: 0, aaCount: 0, totalPixels: 0, identical: true, diffImage: empty)
        }

        let painter = DiffImagePainter(options: options)
        let detector = options.includeAA ? nil : AntiAliasingDetector(width: width, height: height)
        var diffPixels: [UInt8] = []

        expected.pixels.withUnsafeBufferPointer { expectedBuffer in
            actual.pixels.withUnsafeBufferPointer { actualBuffer in
                let a = expectedBuffer.baseAddress!, b = actualBuffer.baseAddress!
                if makeDiffImage {
                    // Every byte of the diff image is written by the scan, so skip zero-filling it.
                    diffPixels = [UInt8](unsafeUninitializedCapacity: byteCount) { out, initialized in
                        counts = scanRows(a, b, width: width, height: height, metric: metric,
                                          detector: detector, painter: painter, out: out.baseAddress!)
                        initialized = byteCount
                    }
                } else {
                    counts = scanRows(a, b, width: width, height: height, metric: metric,
                                      detector: detector, painter: painter, out: nil)
                }
            }
        }

        let diffImage = makeDiffImage ? RGBAImage(width: width, height: height, pixels: diffPixels) : nil
        return DiffResult(diffCount: counts.diff, aaCount: counts.antiAliased, totalPixels: width * height,
                          identical: counts.identical, diffImage: diffImage)
    }

    private struct Counts {
        var diff = 0
        var antiAliased = 0
        var identical = true
    }

    /// Walks the images row by row; `out`, when given, receives the diff image.
    @inline(__always)
    private static func scanRows<Metric: PixelDifference>(
        _ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, width: Int, height: Int, metric: Metric,
        detector: AntiAliasingDetector?, painter: DiffImagePainter, out: UnsafeMutablePointer<UInt8>?
    ) -> Counts {
        var counts = Counts()
        let rowBytes = width * 4
        let rawA = UnsafeRawPointer(a), rawB = UnsafeRawPointer(b)

        for y in 0..<height {
            let rowStart = y * rowBytes

            // 1. Identical rows (almost all of them in a typical failure) cost one memcmp; this is
            //    also the whole-image fast path when no row differs.
            if memcmp(rawA + rowStart, rawB + rowStart, rowBytes) == 0 {
                if let out { painter.grayRun(a, from: rowStart, count: width, into: out) }
                continue
            }
            counts.identical = false

            for x in 0..<width {
                let i = rowStart + x * 4

                // 2. Equal 32-bit words need no colour maths; neither do changes within the threshold.
                let same = rawA.loadUnaligned(fromByteOffset: i, as: UInt32.self)
                    == rawB.loadUnaligned(fromByteOffset: i, as: UInt32.self)
                if same || !metric.exceeds(a, b, i) {
                    if let out { painter.gray(a, i, into: out) }
                    continue
                }

                // 3. A visible change: excuse it when it is anti-aliasing in either image.
                if let detector,
                   detector.isAntiAliased(x, y, in: a, other: b) || detector.isAntiAliased(x, y, in: b, other: a) {
                    counts.antiAliased += 1
                    if let out { painter.paint(painter.aaColor, i, into: out) }
                } else {
                    counts.diff += 1
                    if let out { painter.paint(painter.diffColor, i, into: out) }
                }
            }
        }
        return counts
    }
}
