import Foundation
import Imaging
import Testing
@testable import ImageCompare

/// Hand-made images with known differences, asserting pixelmatch 7's counting rules.
@Suite struct ImageDiffTests {
    /// Flat background (100, 150, 200): its faded gray is 255 + (140.779 − 255) · 0.1 = 243.58 → 243.
    static let background: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (100, 150, 200, 255)

    static func flat(_ width: Int = 10, _ height: Int = 10) -> RGBAImage {
        RGBAImage(width: width, height: height, fill: background)
    }

    /// A 16×16 gradient, red along x and green along y, so no two neighbours share a colour.
    static func gradient(blue: UInt8 = 128) -> RGBAImage {
        var image = RGBAImage(width: 16, height: 16)
        for y in 0..<16 {
            for x in 0..<16 { image[x, y] = (UInt8(x * 16), UInt8(y * 16), blue, 255) }
        }
        return image
    }

    /// A black vertical bar covering [left, right) on white, rasterised with exact coverage:
    /// a pixel column partly covered gets the coverage-weighted blend, rounded.
    static func bar(left: Double, right: Double, width: Int = 12, height: Int = 8) -> RGBAImage {
        var image = RGBAImage(width: width, height: height, fill: (255, 255, 255, 255))
        for x in 0..<width {
            let coverage = max(0, min(Double(x + 1), right) - max(Double(x), left))
            let value = UInt8((255 * (1 - coverage)).rounded())
            for y in 0..<height { image[x, y] = (value, value, value, 255) }
        }
        return image
    }

    // MARK: - Counting

    @Test func identicalImagesTakeTheFastPath() throws {
        let a = Self.gradient()
        let b = RGBAImage(width: a.width, height: a.height, pixels: a.pixels)
        let result = try ImageDiff.compare(a, b)
        #expect(result.diffCount == 0)
        #expect(result.aaCount == 0)
        #expect(result.identical)
        #expect(result.totalPixels == 256)
        #expect(result.ratio == 0)
        #expect(result.diffImage == nil)
    }

    @Test func onePixelChangeInAFlatAreaCountsOnce() throws {
        var changed = Self.flat()
        changed[4, 6] = (200, 40, 40, 255)
        let result = try ImageDiff.compare(Self.flat(), changed)
        #expect(result.diffCount == 1)
        #expect(result.aaCount == 0)
        #expect(!result.identical)
        #expect(result.ratio == 0.01)
    }

    @Test func onePixelChangeInACornerCountsOnce() throws {
        var changed = Self.flat()
        changed[0, 0] = (0, 0, 0, 255)
        changed[9, 9] = (255, 255, 255, 255)
        #expect(try ImageDiff.compare(Self.flat(), changed).diffCount == 2)
    }

    @Test func thresholdZeroCountsEveryChangedPixel() throws {
        let a = Self.gradient(blue: 128), b = Self.gradient(blue: 129)
        let strict = try ImageDiff.compare(a, b, options: DiffOptions(threshold: 0))
        #expect(strict.diffCount == 256)
        #expect(strict.aaCount == 0)
        let tolerant = try ImageDiff.compare(a, b, options: DiffOptions(threshold: 0.1))
        #expect(tolerant.diffCount == 0)
        #expect(!tolerant.identical)
    }

    @Test func thresholdScalesTheSquaredYIQLimit() throws {
        // Gray 100 → 110 on a flat area: ΔY = 10.0000001, I = Q ≈ 0, so the squared distance is
        // 0.5053 · 10² ≈ 50.53. The limit 35215 · t² passes it at t = 0.037 (48.2)
        // and not at t = 0.038 (50.85).
        let a = RGBAImage(width: 5, height: 5, fill: (100, 100, 100, 255))
        var b = a
        b[2, 2] = (110, 110, 110, 255)
        #expect(try ImageDiff.compare(a, b, options: DiffOptions(threshold: 0.037)).diffCount == 1)
        #expect(try ImageDiff.compare(a, b, options: DiffOptions(threshold: 0.038)).diffCount == 0)
    }

    @Test func yiqDistanceMatchesKotsarenkoRamosWeights() {
        // Values of 0.5053·Y² + 0.299·I² + 0.1957·Q² for known pairs; red vs cyan is the maximum
        // that makes 35215 the scale of `threshold`.
        let cases: [([UInt8], [UInt8], Double)] = [
            ([255, 0, 0, 255], [0, 255, 255, 255], 35214.74895545784),
            ([0, 0, 0, 255], [255, 255, 255, 255], 32857.13315714265),
            ([0, 0, 255, 255], [0, 0, 0, 255], 3676.001361388604),
            ([10, 200, 30, 255], [10, 190, 30, 255], 24.98146917174314),
            // Transparent red against white: both over pixelmatch's background at offset 0 (48, 48, 48).
            ([255, 0, 0, 0], [255, 255, 255, 255], 21651.600133032),
        ]
        for (p, q, expected) in cases {
            let value = YIQDelta.squared(p, 0, q, 0)
            #expect(abs(value - expected) < 1e-6, "\(p) vs \(q): \(value)")
        }
    }

    /// A snapshot that lost its background must fail: transparency is blended over pixelmatch 7's
    /// position-dependent background (48 or 207 per channel), which no opaque colour matches.
    @Test func transparentPixelsAreBlendedOverACheckerboard() throws {
        let clear = RGBAImage(width: 4, height: 4, fill: (0, 0, 0, 0))
        let white = RGBAImage(width: 4, height: 4, fill: (255, 255, 255, 255))
        #expect(try ImageDiff.compare(white, clear).diffCount == 16)
        #expect(try ImageDiff.compare(RGBAImage(width: 4, height: 4, fill: (0, 0, 0, 255)), clear).diffCount == 16)
        // The background changes with the position: dark gray equals transparency only at pixel 0,
        // whose background is (48, 48, 48); pixels 1 and 3 have 207 in blue and in green.
        #expect(YIQDelta.background(0) == (48, 48, 48) && YIQDelta.background(4) == (48, 48, 207)
                && YIQDelta.background(12) == (48, 207, 48))
        #expect(try ImageDiff.compare(RGBAImage(width: 4, height: 4, fill: (48, 48, 48, 255)), clear).diffCount == 15)
        // Equal semi-transparent pixels still match, and so do transparent pixels of any colour.
        let half = RGBAImage(width: 4, height: 4, fill: (10, 20, 30, 128))
        #expect(try ImageDiff.compare(half, half).identical)
        #expect(try ImageDiff.compare(clear, RGBAImage(width: 4, height: 4, fill: (255, 0, 0, 0)), options: DiffOptions(threshold: 0)).diffCount == 0)
    }

    @Test func emptyImagesCompareEqual() throws {
        let empty = RGBAImage(width: 0, height: 0)
        let result = try ImageDiff.compare(empty, empty, makeDiffImage: true)
        #expect(result.diffCount == 0)
        #expect(result.ratio == 0)
        #expect(result.diffImage?.pixels.isEmpty == true)
    }

    // MARK: - Anti-aliasing

    @Test func subPixelEdgeShiftIsAntiAliasing() throws {
        // The bar moves from [3.3, 6.3) to [3.6, 6.6): only columns 3 and 6 change (coverage
        // 0.7→0.4 and 0.3→0.6), each between a flat black and a flat white area.
        let expected = Self.bar(left: 3.3, right: 6.3), actual = Self.bar(left: 3.6, right: 6.6)
        let changedColumns = Set((0..<12).filter { expected[$0, 0] != actual[$0, 0] })
        #expect(changedColumns == [3, 6])
        #expect(expected.hex(x: 4, y: 0) == "#000000" && actual.hex(x: 6, y: 0) == "#666666")
        let result = try ImageDiff.compare(expected, actual)
        #expect(result.diffCount == 0)
        #expect(result.aaCount == 2 * 8)

        let counted = try ImageDiff.compare(expected, actual, options: DiffOptions(includeAA: true))
        #expect(counted.diffCount == 2 * 8)
        #expect(counted.aaCount == 0)
    }

    @Test func realChangeNextToAnAntiAliasedEdgeStillCounts() throws {
        let expected = Self.bar(left: 3.3, right: 6.3)
        var actual = Self.bar(left: 3.6, right: 6.6)
        actual[10, 4] = (0, 0, 0, 255)   // a dark dot on the flat white area
        let result = try ImageDiff.compare(expected, actual)
        #expect(result.diffCount == 1)
        #expect(result.aaCount == 16)
    }

    @Test func edgeChangeWithoutFlatSurroundingsIsNotAntiAliasing() throws {
        // On a gradient, no neighbour has 3+ equal siblings, so nothing qualifies as anti-aliasing.
        var b = Self.gradient()
        b[8, 8] = (0, 0, 0, 255)
        let result = try ImageDiff.compare(Self.gradient(), b)
        #expect(result.diffCount == 1)
        #expect(result.aaCount == 0)
    }

    @Test func pixelWithThreeEqualNeighboursIsARealChange() throws {
        // Edge column 3 (gray, 100 → 160) between white and black, plus a bump at (2, 3) of the
        // same gray. (3, 2), (3, 3) and (3, 4) then have 3 equal-brightness neighbours, which rules
        // out anti-aliasing; the other edge pixels keep 2 and stay anti-aliasing.
        func image(_ gray: UInt8) -> RGBAImage {
            var image = Self.bar(left: 4, right: 8, width: 8, height: 7)
            for y in 0..<7 { image[3, y] = (gray, gray, gray, 255) }
            image[2, 3] = (gray, gray, gray, 255)
            return image
        }
        let result = try ImageDiff.compare(image(100), image(160), makeDiffImage: true)
        #expect(result.diffCount == 4)
        #expect(result.aaCount == 4)
        let diff = try #require(result.diffImage)
        #expect([diff.hex(x: 2, y: 3), diff.hex(x: 3, y: 2), diff.hex(x: 3, y: 3), diff.hex(x: 3, y: 4)]
                == ["#FF0000", "#FF0000", "#FF0000", "#FF0000"])
        #expect([0, 1, 5, 6].map { diff.hex(x: 3, y: $0) } == ["#FFFF00", "#FFFF00", "#FFFF00", "#FFFF00"])
    }

    @Test func siblingsNeedThreeEqualNeighboursWithTheBorderCountingAsOne() {
        // 4×4, all distinct colours except the ones set equal to the probed pixel.
        func image(equalTo probe: (Int, Int), at equal: [(Int, Int)]) -> RGBAImage {
            var image = RGBAImage(width: 4, height: 4)
            for y in 0..<4 { for x in 0..<4 { image[x, y] = (UInt8(x * 40), UInt8(y * 40), 90, 255) } }
            for (x, y) in equal { image[x, y] = image[probe.0, probe.1] }
            return image
        }
        let detector = AntiAliasingDetector(width: 4, height: 4)
        func siblings(_ image: RGBAImage, _ x: Int, _ y: Int) -> Bool {
            image.pixels.withUnsafeBufferPointer { detector.hasManySiblings(x, y, in: $0.baseAddress!) }
        }
        #expect(!siblings(image(equalTo: (1, 1), at: [(0, 0), (2, 2)]), 1, 1))
        #expect(siblings(image(equalTo: (1, 1), at: [(0, 0), (2, 2), (1, 2)]), 1, 1))
        // A border pixel starts at one: two equal neighbours suffice.
        #expect(!siblings(image(equalTo: (0, 1), at: [(0, 0)]), 0, 1))
        #expect(siblings(image(equalTo: (0, 1), at: [(0, 0), (1, 2)]), 0, 1))
    }

    @Test func antiAliasingNeedsTheFlatAreasInBothImages() {
        // Edge pixel (3, 3) between a white and a black area. Its darkest neighbour is (4, 2) and
        // its brightest (2, 2) (the first found, walking columns); `other` breaks both flat areas.
        let a = Self.bar(left: 3.5, right: 8, width: 8, height: 7)
        var b = a
        for (index, (x, y)) in [(4, 1), (5, 1), (5, 2), (5, 3)].enumerated() { b[x, y] = (UInt8(10 + index), 0, 0, 255) }
        for (index, (x, y)) in [(1, 1), (1, 2), (1, 3), (2, 1)].enumerated() { b[x, y] = (255, 255, UInt8(240 + index), 255) }
        let detector = AntiAliasingDetector(width: 8, height: 7)
        a.pixels.withUnsafeBufferPointer { pa in
            b.pixels.withUnsafeBufferPointer { pb in
                #expect(detector.isAntiAliased(3, 3, in: pa.baseAddress!, other: pa.baseAddress!))
                #expect(!detector.isAntiAliased(3, 3, in: pa.baseAddress!, other: pb.baseAddress!))
                // Breaking only the dark side leaves the bright extreme flat in both: still anti-aliasing.
                var darkOnly = a
                for (x, y) in [(4, 1), (5, 1), (5, 2), (5, 3)] { darkOnly[x, y] = b[x, y] }
                darkOnly.pixels.withUnsafeBufferPointer { pd in
                    #expect(detector.isAntiAliased(3, 3, in: pa.baseAddress!, other: pd.baseAddress!))
                }
            }
        }
    }

    // MARK: - Sizes and tolerance

    @Test func sizeMismatchIsReportedWithBothSizes() {
        let a = RGBAImage(width: 3, height: 4), b = RGBAImage(width: 4, height: 3)
        #expect(throws: ImageSizeMismatch(expected: .init(width: 3, height: 4), actual: .init(width: 4, height: 3))) {
            try ImageDiff.compare(a, b)
        }
        do {
            _ = try ImageDiff.compare(a, b)
        } catch {
            #expect(error.description == "image size differs: expected 3×4, got 4×3")
        }
    }

    @Test func passBoundariesForPixelCountAndRatio() throws {
        var changed = Self.flat()
        changed[5, 5] = (0, 0, 0, 255)
        let result = try ImageDiff.compare(Self.flat(), changed)   // 1 of 100 pixels: ratio 0.01
        #expect(result.diffCount == 1 && result.ratio == 0.01)

        #expect(!result.passes(DiffOptions()))
        #expect(result.passes(DiffOptions(maxDiffPixels: 1)))
        #expect(!result.passes(DiffOptions(maxDiffPixels: 0)))
        #expect(result.passes(DiffOptions(maxDiffPixelRatio: 0.01)))
        #expect(!result.passes(DiffOptions(maxDiffPixelRatio: 0.0099)))
        #expect(result.passes(DiffOptions(maxDiffPixels: 1, maxDiffPixelRatio: 0.01)))
        #expect(!result.passes(DiffOptions(maxDiffPixels: 1, maxDiffPixelRatio: 0.0099)))
        #expect(!result.passes(DiffOptions(maxDiffPixels: 0, maxDiffPixelRatio: 0.5)))

        let same = try ImageDiff.compare(Self.flat(), Self.flat())
        #expect(same.passes(DiffOptions()))
        #expect(same.passes(DiffOptions(maxDiffPixels: 0, maxDiffPixelRatio: 0)))
    }

    @Test func optionsClampOutOfRangeValues() {
        var options = DiffOptions(threshold: 3, alpha: -1)
        #expect(options.threshold == 1)
        #expect(options.alpha == 0)
        options.threshold = -0.5
        options.alpha = .nan
        #expect(options.threshold == 0)
        #expect(options.alpha == 0)
    }

    // MARK: - Perceptual mode

    /// Published CIEDE2000 test pairs from Sharma, Wu & Dalal (2005), Table 1.
    static let sharmaPairs: [(LabColor, LabColor, Double)] = [
        (LabColor(l: 50, a: 2.6772, b: -79.7751), LabColor(l: 50, a: 0, b: -82.7485), 2.0425),
        (LabColor(l: 50, a: 3.1571, b: -77.2803), LabColor(l: 50, a: 0, b: -82.7485), 2.8615),
        (LabColor(l: 50, a: -1.3802, b: -84.2814), LabColor(l: 50, a: 0, b: -82.7485), 1.0000),
        (LabColor(l: 50, a: 0, b: 0), LabColor(l: 50, a: -1, b: 2), 2.3669),
        (LabColor(l: 50, a: 2.49, b: -0.001), LabColor(l: 50, a: -2.49, b: 0.0009), 7.1792),
        (LabColor(l: 50, a: 2.5, b: 0), LabColor(l: 50, a: 0, b: -2.5), 4.3065),
        (LabColor(l: 50, a: 2.5, b: 0), LabColor(l: 73, a: 25, b: -18), 27.1492),
        (LabColor(l: 60.2574, a: -34.0099, b: 36.2677), LabColor(l: 60.4626, a: -34.1751, b: 39.4387), 1.2644),
        (LabColor(l: 2.0776, a: 0.0795, b: -1.1350), LabColor(l: 0.9033, a: -0.0636, b: -0.5514), 0.9082),
    ]

    @Test(arguments: sharmaPairs.indices)
    func ciede2000MatchesSharmaTestData(index: Int) {
        let (c1, c2, expected) = Self.sharmaPairs[index]
        let forward = PerceptualDelta.ciede2000(c1, c2)
        #expect((forward * 10_000).rounded() / 10_000 == expected, "pair \(index): \(forward)")
        #expect(abs(PerceptualDelta.ciede2000(c2, c1) - forward) < 1e-12)
    }

    @Test func perceptualShortcutNeverChangesTheVerdict() {
        // The ΔE76-based early exit must agree with the full CIEDE2000 test for every pair,
        // including near-neutral colours where ΔE00 exceeds ΔE76.
        // Near-black grays shifted along red/green are where ΔE00 / ΔE76 peaks (≈ 1.45): (10, 10, 10)
        // vs (12, 9, 10) has ΔE76 0.960 but ΔE00 1.388.
        var pairs: [([UInt8], [UInt8])] = [([10, 10, 10, 255], [12, 9, 10, 255]), ([5, 5, 5, 255], [8, 4, 5, 255])]
        for base in stride(from: 0, through: 255, by: 17) {
            for (dr, dg, db) in [(1, 0, 0), (0, 1, 0), (0, 0, 1), (1, 1, 0), (0, 2, -1), (3, -2, 1), (-4, 0, 3), (2, -1, 0)] {
                pairs.append(([UInt8(base), UInt8(base), UInt8(255 - base), 255],
                              [UInt8(clamping: base + dr), UInt8(clamping: base + dg), UInt8(clamping: 255 - base + db), 255]))
                pairs.append(([UInt8(base), UInt8(base), UInt8(base), 255],
                              [UInt8(clamping: base + dr), UInt8(clamping: base + dg), UInt8(clamping: base + db), 255]))
            }
        }
        var disagreements: [String] = []
        for tolerance in [0.3, 1.0, 1.5, 2.3] {
            let metric = CIEDE2000Threshold(deltaE: tolerance)
            for (p, q) in pairs {
                let full = PerceptualDelta.ciede2000(
                    LabColor(srgbRed: Double(p[0]), green: Double(p[1]), blue: Double(p[2])),
                    LabColor(srgbRed: Double(q[0]), green: Double(q[1]), blue: Double(q[2]))) > tolerance
                if metric.exceeds(p, q, 0) != full { disagreements.append("\(p) vs \(q) at \(tolerance)") }
            }
        }
        #expect(CIEDE2000Threshold(deltaE: 1).exceeds([10, 10, 10, 255], [12, 9, 10, 255], 0))
        #expect(disagreements.isEmpty, "\(disagreements)")
    }

    @Test func srgbToLabUsesD65() {
        let white = LabColor(srgbRed: 255, green: 255, blue: 255)
        #expect(abs(white.l - 100) < 0.001 && abs(white.a) < 0.01 && abs(white.b) < 0.01)
        let red = LabColor(srgbRed: 255, green: 0, blue: 0)
        #expect(abs(red.l - 53.2408) < 0.001 && abs(red.a - 80.0925) < 0.01 && abs(red.b - 67.2032) < 0.01)
        let black = LabColor(srgbRed: 0, green: 0, blue: 0)
        #expect(black.l == 0 && black.a == 0 && black.b == 0)
    }

    @Test func perceptualModeCountsOnlyVisibleChanges() throws {
        let gray = RGBAImage(width: 5, height: 5, fill: (128, 128, 128, 255))
        var slight = gray, visible = gray
        slight[2, 2] = (129, 128, 128, 255)    // ΔE00 ≈ 0.5
        visible[2, 2] = (140, 128, 128, 255)   // ΔE00 ≈ 6
        let perceptual = DiffOptions(mode: .perceptual())
        #expect(try ImageDiff.compare(gray, slight, options: perceptual).diffCount == 0)
        #expect(try ImageDiff.compare(gray, visible, options: perceptual).diffCount == 1)
        #expect(try ImageDiff.compare(gray, slight, options: DiffOptions(mode: .perceptual(deltaE: 0.1))).diffCount == 1)
        // The same slight change fails pixelmatch at threshold 0 but passes its default.
        #expect(try ImageDiff.compare(gray, slight, options: DiffOptions(threshold: 0)).diffCount == 1)
        #expect(try ImageDiff.compare(gray, slight).diffCount == 0)
    }

    @Test func perceptualModeStillExcusesAntiAliasing() throws {
        let result = try ImageDiff.compare(Self.bar(left: 3.3, right: 6.3), Self.bar(left: 3.6, right: 6.6),
                                           options: DiffOptions(mode: .perceptual()))
        #expect(result.diffCount == 0)
        #expect(result.aaCount == 16)
    }

    // MARK: - Diff image

    @Test func diffImagePaintsDifferencesRedAndTheRestFadedGray() throws {
        var changed = Self.flat()
        changed[4, 6] = (200, 40, 40, 255)
        let result = try ImageDiff.compare(Self.flat(), changed, makeDiffImage: true)
        let diff = try #require(result.diffImage)
        #expect(diff.width == 10 && diff.height == 10)
        #expect(diff.hex(x: 4, y: 6) == "#FF0000")
        #expect(diff.hex(x: 0, y: 0) == "#F3F3F3")
        #expect(diff.hex(x: 5, y: 6) == "#F3F3F3")
        #expect(diff.hex(x: 9, y: 9) == "#F3F3F3")
        #expect(diff.pixels.enumerated().filter { $0.offset % 4 == 0 && $0.element == 255 }.count == 1)
    }

    @Test func diffImageOfIdenticalImagesIsAllGray() throws {
        let result = try ImageDiff.compare(Self.flat(), Self.flat(), makeDiffImage: true)
        let diff = try #require(result.diffImage)
        #expect(Set(stride(from: 0, to: diff.pixels.count, by: 4).map { diff.hex(x: $0 / 4 % 10, y: $0 / 40) }) == ["#F3F3F3"])
    }

    @Test func diffImagePaintsAntiAliasingYellow() throws {
        let result = try ImageDiff.compare(Self.bar(left: 3.3, right: 6.3), Self.bar(left: 3.6, right: 6.6),
                                           makeDiffImage: true)
        let diff = try #require(result.diffImage)
        #expect(diff.hex(x: 3, y: 2) == "#FFFF00")
        #expect(diff.hex(x: 6, y: 7) == "#FFFF00")
        // Unchanged: white stays 255 (255.000003 clamped); black fades to 255 − 25.5 = 229.5 → 229.
        #expect(diff.hex(x: 0, y: 2) == "#FFFFFF")
        #expect(diff.hex(x: 4, y: 2) == "#E5E5E5")
    }

    @Test func diffImageHonoursCustomColoursAndAlpha() throws {
        var changed = Self.flat()
        changed[1, 1] = (0, 0, 0, 255)
        let blue = DiffColor(r: 0, g: 0, b: 255)
        let full = try ImageDiff.compare(Self.flat(), changed, options: DiffOptions(diffColor: blue, alpha: 1),
                                         makeDiffImage: true)
        #expect(full.diffImage?.hex(x: 1, y: 1) == "#0000FF")
        #expect(full.diffImage?.hex(x: 2, y: 2) == "#8C8C8C")   // luma 140.78 at full strength
        let none = try ImageDiff.compare(Self.flat(), changed, options: DiffOptions(alpha: 0), makeDiffImage: true)
        #expect(none.diffImage?.hex(x: 2, y: 2) == "#FFFFFF")

        let aa = try ImageDiff.compare(Self.bar(left: 3.3, right: 6.3), Self.bar(left: 3.6, right: 6.6),
                                       options: DiffOptions(aaColor: DiffColor(r: 0, g: 200, b: 0)), makeDiffImage: true)
        #expect(aa.diffImage?.hex(x: 3, y: 0) == "#00C800")
    }

    @Test func semiTransparentPixelsFadeByTheirOpacity() throws {
        // Black at alpha 51 (0.2): 255 + (0 − 255) · 0.1 · 0.2 = 249.9 → 249.
        let a = RGBAImage(width: 3, height: 1, fill: (0, 0, 0, 51))
        let diff = try #require(try ImageDiff.compare(a, a, makeDiffImage: true).diffImage)
        #expect(diff.hex(x: 1, y: 0) == "#F9F9F9")
    }
}

/// The banded (multi-core) scan and the anti-aliasing fast path change no count: a whole-image change
/// with edges, flat areas, anti-aliasing and transparency gives the same counts and diff image in one
/// band as in several.
struct ImageDiffBandTests {
    static func scene(dark: Bool) -> RGBAImage {
        var img = RGBAImage(width: 97, height: 61, fill: dark ? (20, 20, 24, 255) : (250, 250, 250, 255))
        for y in 0..<61 {
            for x in 0..<97 {
                if (x / 9 + y / 7) % 3 == 0 { img[x, y] = dark ? (200, 200, 210, 255) : (30, 30, 40, 255) }
                if x % 13 == 6 { img[x, y] = (UInt8(x * 2), UInt8(y * 4), 128, 255) }   // edge-like columns
                if y > 50 { img[x, y] = (UInt8(x), 10, 10, UInt8(x * 2 + (dark ? 1 : 0))) }   // semi-transparent rows
            }
        }
        return img
    }

    @Test(arguments: [DiffOptions(), DiffOptions(threshold: 0), DiffOptions(includeAA: true), DiffOptions(mode: .perceptual(deltaE: 2.3))])
    func bandsChangeNoCount(_ options: DiffOptions) throws {
        let light = Self.scene(dark: false), dark = Self.scene(dark: true)
        let one = ImageDiff.compare(light, dark, options: options, bands: 1)
        #expect(one.diffCount > 0)
        for bands in [2, 3, 7, 61] {
            let split = ImageDiff.compare(light, dark, options: options, bands: bands)
            #expect(split.diffCount == one.diffCount && split.aaCount == one.aaCount && split.identical == one.identical, "\(bands) bands")
            #expect(split.diffImage == one.diffImage, "\(bands) bands")
        }
        #expect(try ImageDiff.compare(light, dark, options: options, makeDiffImage: true) == one)
    }
}

/// The eight-lane sibling mask agrees with the per-pixel `hasManySiblings` everywhere, borders included.
@Test func siblingMaskMatchesThePerPixelCheck() {
    for image in [ImageDiffBandTests.scene(dark: false), ImageDiffBandTests.scene(dark: true), RGBAImage(width: 9, height: 3, fill: (1, 2, 3, 255))] {
        let detector = AntiAliasingDetector(width: image.width, height: image.height)
        var mask = [UInt8](repeating: 7, count: image.width)
        image.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<image.height {
                mask.withUnsafeMutableBufferPointer { detector.siblingMask(row: y, in: pixels.baseAddress!, into: $0.baseAddress!) }
                for x in 0..<image.width {
                    #expect((mask[x] == 1) == detector.hasManySiblings(x, y, in: pixels.baseAddress!), "(\(x), \(y))")
                }
            }
        }
    }
}
