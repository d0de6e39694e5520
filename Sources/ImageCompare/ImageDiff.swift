import Dispatch
import Glibc
import Imaging

/// Compares two RGBA images the way pixelmatch 7 does: a perceptual per-pixel colour distance, a
/// threshold, and an anti-aliasing detector that excuses edge pixels moved by a sub-pixel offset.
///
/// Speed matters because every snapshot assertion runs it on full-screen images (1170×2532 is
/// ~3 M pixels): the scan walks raw buffers, never allocates per pixel, skips identical rows with
/// one `memcmp`, compares pixels as 32-bit words, computes a colour distance only for changed
/// pixels and runs the (costlier) anti-aliasing check only for pixels beyond the threshold. Large
/// images are scanned in bands of rows, one per core: a whole-screen change (light against dark)
/// sends every pixel through the anti-aliasing check, and the bands are independent (each reads both
/// images and writes only its own rows of the diff image), so the counts are the same as one pass.
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
            return scan(expected, actual, { YIQThreshold(threshold: options.threshold) }, options, makeDiffImage)
        case .perceptual(let deltaE):
            return scan(expected, actual, { CIEDE2000Threshold(deltaE: deltaE) }, options, makeDiffImage)
        }
    }

    /// Images with fewer pixels than this are scanned in one pass (threads would cost more than they save).
    static let parallelThreshold = 256 * 1024
    /// Online processors.
    private static let cores = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))

    /// The comparison proper, specialised per difference metric. `makeMetric` gives each band its own
    /// metric, as a metric may keep a cache that is not shared between threads.
    private static func scan<Metric: PixelDifference>(
        _ expected: RGBAImage, _ actual: RGBAImage, _ makeMetric: () -> Metric, _ options: DiffOptions, _ makeDiffImage: Bool,
        bands requestedBands: Int? = nil
    ) -> DiffResult {
        let width = expected.width, height = expected.height
        let byteCount = width * height * 4
        guard byteCount > 0 else {
            let empty = makeDiffImage ? RGBAImage(width: width, height: height, pixels: []) : nil
            return DiffResult(diffCount: 0, aaCount: 0, totalPixels: 0, identical: true, diffImage: empty)
        }

        let painter = DiffImagePainter(options: options)
        let detector = options.includeAA ? nil : AntiAliasingDetector(width: width, height: height)
        let bands = requestedBands ?? (width * height < parallelThreshold ? 1 : max(1, min(cores, height)))
        let metrics = (0..<bands).map { _ in makeMetric() }
        var bandCounts = [Counts](repeating: Counts(), count: bands)
        var diffPixels: [UInt8] = []

        // 1. Each band scans its rows into its own counts (and its own rows of the diff image).
        func run(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ out: UnsafeMutablePointer<UInt8>?) {
            bandCounts.withUnsafeMutableBufferPointer { slots in
                // Unchecked sharing: the bands read the images, each writes only its own slot and rows.
                nonisolated(unsafe) let slots = slots
                nonisolated(unsafe) let (a, b, out) = (a, b, out)
                nonisolated(unsafe) let metrics = metrics
                let work: @Sendable (Int) -> Void = { band in
                    let rows = (height * band / bands)..<(height * (band + 1) / bands)
                    slots[band] = scanRows(a, b, width: width, rows: rows, metric: metrics[band],
                                           detector: detector, painter: painter, out: out)
                }
                if bands == 1 { work(0) } else { DispatchQueue.concurrentPerform(iterations: bands, execute: work) }
            }
        }
        expected.pixels.withUnsafeBufferPointer { expectedBuffer in
            actual.pixels.withUnsafeBufferPointer { actualBuffer in
                let a = expectedBuffer.baseAddress!, b = actualBuffer.baseAddress!
                if makeDiffImage {
                    // Every byte of the diff image is written by the scan, so skip zero-filling it.
                    diffPixels = [UInt8](unsafeUninitializedCapacity: byteCount) { out, initialized in
                        run(a, b, out.baseAddress!)
                        initialized = byteCount
                    }
                } else {
                    run(a, b, nil)
                }
            }
        }

        // 2. The bands' counts add up.
        let counts = bandCounts.reduce(into: Counts()) { total, band in
            total.diff += band.diff
            total.antiAliased += band.antiAliased
            total.identical = total.identical && band.identical
        }
        let diffImage = makeDiffImage ? RGBAImage(width: width, height: height, pixels: diffPixels) : nil
        return DiffResult(diffCount: counts.diff, aaCount: counts.antiAliased, totalPixels: width * height,
                          identical: counts.identical, diffImage: diffImage)
    }

    /// The same comparison in exactly `bands` bands (tests check that the split changes no count).
    static func compare(_ expected: RGBAImage, _ actual: RGBAImage, options: DiffOptions, bands: Int) -> DiffResult {
        switch options.mode {
        case .pixelmatch: scan(expected, actual, { YIQThreshold(threshold: options.threshold) }, options, true, bands: bands)
        case .perceptual(let deltaE): scan(expected, actual, { CIEDE2000Threshold(deltaE: deltaE) }, options, true, bands: bands)
        }
    }

    private struct Counts {
        var diff = 0
        var antiAliased = 0
        var identical = true
    }

    /// Walks `rows` of the images row by row; `out`, when given, receives the diff image. The loop is
    /// instantiated separately with and without a diff image, so the common case (counting only)
    /// carries no painting state through its registers.
    @inline(__always)
    private static func scanRows<Metric: PixelDifference>(
        _ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, width: Int, rows: Range<Int>, metric: Metric,
        detector: AntiAliasingDetector?, painter: DiffImagePainter, out: UnsafeMutablePointer<UInt8>?
    ) -> Counts {
        if let out {
            return scanRowsBody(a, b, width: width, rows: rows, metric: metric, detector: detector, painter: painter, out: out)
        }
        return scanRowsBody(a, b, width: width, rows: rows, metric: metric, detector: detector, painter: painter, out: nil)
    }

    @inline(__always)
    private static func scanRowsBody<Metric: PixelDifference>(
        _ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, width: Int, rows: Range<Int>, metric: Metric,
        detector: AntiAliasingDetector?, painter: DiffImagePainter, out: UnsafeMutablePointer<UInt8>?
    ) -> Counts {
        var counts = Counts()
        let rowBytes = width * 4
        let rawA = UnsafeRawPointer(a), rawB = UnsafeRawPointer(b)
        // Per row, which pixels of each image lie in a flat area (the anti-aliasing check's fast
        // answer), filled on the row's first visible change.
        let flatA = UnsafeMutablePointer<UInt8>.allocate(capacity: width), flatB = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
        defer { flatA.deallocate(); flatB.deallocate() }

        for y in rows {
            let rowStart = y * rowBytes

            // 1. Identical rows (almost all of them in a typical failure) cost one memcmp; this is
            //    also the whole-image fast path when no row differs.
            if memcmp(rawA + rowStart, rawB + rowStart, rowBytes) == 0 {
                if let out { painter.grayRun(a, from: rowStart, count: width, into: out) }
                continue
            }
            counts.identical = false

            // The last opaque pair of colours and its verdict: along a row of a flat area the same
            // pair repeats, and for opaque pixels the verdict depends on the pair alone.
            var lastA: UInt32 = 0, lastB: UInt32 = 0, lastExceeds = false
            var masksReady = false
            for x in 0..<width {
                let i = rowStart &+ x &* 4

                // 2. Equal 32-bit words need no colour maths; neither do changes within the threshold.
                let wordA = rawA.loadUnaligned(fromByteOffset: i, as: UInt32.self)
                let wordB = rawB.loadUnaligned(fromByteOffset: i, as: UInt32.self)
                let visible: Bool
                if wordA == wordB {
                    visible = false
                } else if wordA == lastA && wordB == lastB {
                    visible = lastExceeds
                } else {
                    visible = metric.exceeds(a, b, i)
                    if (wordA & wordB) >> 24 == 0xFF { lastA = wordA; lastB = wordB; lastExceeds = visible }
                }
                if !visible {
                    if let out { painter.gray(a, i, into: out) }
                    continue
                }

                // 3. A visible change: excuse it when it is anti-aliasing in either image (never for a
                //    pixel in a flat area of identical colour, see `AntiAliasingDetector`).
                if let detector, !masksReady {
                    detector.siblingMask(row: y, in: a, into: flatA)
                    detector.siblingMask(row: y, in: b, into: flatB)
                    masksReady = true
                }
                if let detector,
                   (flatA[x] == 0 && detector.slopeCheck(x, y, in: a, other: b))
                    || (flatB[x] == 0 && detector.slopeCheck(x, y, in: b, other: a)) {
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
