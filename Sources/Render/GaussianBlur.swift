/// A Gaussian blur approximated by three successive box blurs, on 8-bit pixels (one channel, or four
/// interleaved premultiplied channels, which blur independently and stay premultiplied).
///
/// Why boxes: a box blur costs the same per pixel whatever its width (a running sum), and by the central
/// limit theorem three passes are within a few percent of a true Gaussian. Box widths follow the published
/// "boxes for Gauss" construction (W. M. Wells, 1986; as popularised by I. Kutskir): odd widths `wl` and
/// `wl + 2` mixed so the three boxes' combined variance equals sigma².
///
/// Each box is a horizontal then a vertical pass, both running sums in integers, so the result is exactly
/// reproducible. The two passes are fused: the horizontal pass fills a ring of the `size + 1` rows the
/// vertical window needs, just before it needs them, so its output stays in cache instead of making a
/// round trip through an image-sized scratch buffer (which also cost a page fault per 4 KiB, fresh for
/// every blur). The vertical pass sums whole rows into a per-column accumulator, and writes each row back
/// in place once no later horizontal row reads it (row y is written after rows up to y + radius were read).
///
/// Sums are 32-bit: a window holds at most `size` bytes, `size × 255 < 2³²` for any box below 16 million
/// pixels (and `average` is exact only below 4096 anyway), so they cannot overflow; and a running sum is
/// always the sum of the bytes in its window, never negative, so unsigned lanes are exact too. Narrow
/// lanes let the vertical pass run four columns per SSE2 instruction (and the rounding's 32 × 32 → 64-bit
/// multiply is SSE2's `pmuludq`); the four-channel horizontal pass keeps its four sums in one vector.
/// Inner loops use wrapping arithmetic (`&+`): unchecked operations let the compiler vectorise.
enum GaussianBlur {
    /// What lies outside the buffer: nothing (a layer's transparent surroundings), or more of the edge
    /// pixels (a backdrop copied from a larger picture).
    enum Edges { case transparent, clamp }

    /// Below this sigma (in pixels) the blur changes no pixel visibly.
    static let minimumSigma = 0.3

    /// The three odd box widths whose successive application approximates a Gaussian of `sigma` pixels.
    static func boxSizes(sigma: Double) -> [Int] {
        let passes = 3.0
        let ideal = (12 * sigma * sigma / passes + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(lower, 1)
        let l = Double(lower)
        let lowerCount = Int(((12 * sigma * sigma - passes * l * l - 4 * passes * l - 3 * passes) / (-4 * l - 4)).rounded())
        return (0..<3).map { $0 < lowerCount ? lower : lower + 2 }
    }

    /// Blurs `height` rows of `width` pixels with `channels` bytes each (rows `stride` bytes apart) in place.
    static func apply(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, channels: Int,
                      sigma: Double, edges: Edges) {
        guard width > 0, height > 0, channels > 0, sigma >= minimumSigma else { return }
        let sizes = boxSizes(sigma: sigma).filter { $0 > 1 }
        guard let widest = sizes.max() else { return }
        let rowBytes = width * channels
        // The vertical window of a box spans `size + 1` rows of the horizontal pass (the `size` it sums and
        // the one entering); fewer when the image is shorter, and then no row is ever overwritten.
        let ringRows = min(height, widest + 1)
        let ring = UnsafeMutablePointer<UInt8>.allocate(capacity: ringRows * rowBytes)
        defer { ring.deallocate() }
        let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: rowBytes)
        defer { sums.deallocate() }
        for size in sizes {
            box(pixels, stride: stride, width: width, height: height, channels: channels, radius: size / 2, edges: edges,
                ring: ring, ringRows: ringRows, sums: sums)
        }
    }

    /// `(sum + size/2) / size` as a multiply and shift; exact for box sizes below 4096. (`reciprocal` is
    /// `2³² / size + 1`, below 2³² for every size above 1, and `sum + size / 2` below 2²⁰: the product is
    /// below 2⁵². Both factors typed 32-bit, the compiler knows it is one `pmuludq`, not a 64-bit multiply.)
    @inline(__always)
    static func average(_ sum: UInt32, _ half: UInt32, _ reciprocal: UInt32) -> UInt8 {
        // The quotient is below 2²⁰, so the saturation can take 32-bit lanes (SSE2 has no 64-bit compare).
        UInt8(truncatingIfNeeded: min(255, UInt32(truncatingIfNeeded: (UInt64(sum &+ half) &* UInt64(reciprocal)) >> 32)))
    }

    /// One box of `2 × radius + 1` pixels each way, in place.
    ///
    /// 1. Horizontal rows are made on demand into `ring` (row j in slot j mod `ringRows`), reading the
    ///    source row j before any vertical output is written there.
    /// 2. The accumulator starts as the sum of rows −radius…radius (edge rows or nothing beyond the ends).
    /// 3. Each output row is the accumulator rounded; then the row entering the window is added and the one
    ///    leaving it subtracted, in the same pass over the accumulator.
    private static func box(_ pixels: UnsafeMutablePointer<UInt8>, stride: Int, width: Int, height: Int, channels: Int,
                            radius: Int, edges: Edges, ring: UnsafeMutablePointer<UInt8>, ringRows: Int,
                            sums: UnsafeMutablePointer<UInt32>) {
        let size = 2 * radius + 1
        let half = UInt32(size / 2), reciprocal = UInt32((1 << 32) / size + 1)
        let rowBytes = width * channels
        let clamp = edges == .clamp
        // 1.
        var made = 0
        func row(_ j: Int) -> UnsafeMutablePointer<UInt8>? {
            var j = j
            if j < 0 || j >= height {
                guard clamp else { return nil }
                j = j < 0 ? 0 : height - 1
            }
            while made <= j {
                horizontal(pixels + made * stride, into: ring + (made % ringRows) * rowBytes, width: width, channels: channels,
                           radius: radius, half: half, reciprocal: reciprocal, clamp: clamp)
                made += 1
            }
            return ring + (j % ringRows) * rowBytes
        }
        // 2.
        sums.update(repeating: 0, count: rowBytes)
        for y in -radius...radius {
            if let r = row(y) { for i in 0..<rowBytes { sums[i] &+= UInt32(r[i]) } }
        }
        // 3.
        for y in 0..<height {
            let entering = row(y + radius + 1), leaving = row(y - radius)
            let d = pixels + y * stride
            switch (entering, leaving) {
            case let (e?, l?):
                for i in 0..<rowBytes {
                    let s = sums[i]
                    d[i] = average(s, half, reciprocal)
                    sums[i] = s &+ UInt32(e[i]) &- UInt32(l[i])
                }
            case let (e?, nil):
                for i in 0..<rowBytes {
                    let s = sums[i]
                    d[i] = average(s, half, reciprocal)
                    sums[i] = s &+ UInt32(e[i])
                }
            case let (nil, l?):
                for i in 0..<rowBytes {
                    let s = sums[i]
                    d[i] = average(s, half, reciprocal)
                    sums[i] = s &- UInt32(l[i])
                }
            case (nil, nil):
                for i in 0..<rowBytes { d[i] = average(sums[i], half, reciprocal) }
            }
        }
    }

    /// One row's horizontal box from `s` into `d`. Near the ends each channel samples edge pixels or
    /// nothing; where the window lies wholly inside the row, no edge tests are needed, and four interleaved
    /// channels run as one vector of four sums (the same arithmetic as one channel at a time).
    @inline(__always)
    private static func horizontal(_ s: UnsafeMutablePointer<UInt8>, into d: UnsafeMutablePointer<UInt8>, width: Int,
                                   channels: Int, radius: Int, half: UInt32, reciprocal: UInt32, clamp: Bool) {
        let innerStart = min(radius, width), innerEnd = max(innerStart, width - radius - 1)
        let vector = channels == 4 && innerEnd > innerStart
        var lanes = SIMD4<UInt32>()
        for c in 0..<channels {
            let first = Int(s[c]), last = Int(s[(width - 1) * channels + c])
            @inline(__always) func sample(_ x: Int) -> Int {
                if x < 0 { return clamp ? first : 0 }
                if x >= width { return clamp ? last : 0 }
                return Int(s[x * channels + c])
            }
            var sum = 0
            for x in -radius...radius { sum += sample(x) }
            for x in 0..<innerStart {
                d[x * channels + c] = average(UInt32(sum), half, reciprocal)
                sum += sample(x + radius + 1) - sample(x - radius)
            }
            if vector { lanes[c] = UInt32(sum); continue }
            var running = UInt32(sum)
            if innerEnd > innerStart {
                var entering = s + (innerStart + radius + 1) * channels + c, leaving = s + (innerStart - radius) * channels + c
                var out = d + innerStart * channels + c
                for _ in innerStart..<innerEnd {
                    out.pointee = average(running, half, reciprocal)
                    running = running &+ UInt32(entering.pointee) &- UInt32(leaving.pointee)
                    entering += channels; leaving += channels; out += channels
                }
            }
            sum = Int(running)
            for x in innerEnd..<width {
                d[x * channels + c] = average(UInt32(sum), half, reciprocal)
                sum += sample(x + radius + 1) - sample(x - radius)
            }
        }
        guard vector else { return }
        // The inside, four channels at once; then each channel's right end from its lane.
        let halves = SIMD4<UInt64>(repeating: UInt64(half)), reciprocals = SIMD4<UInt64>(repeating: UInt64(reciprocal))
        let ceiling = SIMD4<UInt32>(repeating: 255)
        var entering = UnsafeRawPointer(s + (innerStart + radius + 1) * 4), leaving = UnsafeRawPointer(s + (innerStart - radius) * 4)
        var out = UnsafeMutableRawPointer(d + innerStart * 4)
        for _ in innerStart..<innerEnd {
            let quotients = SIMD4<UInt32>(truncatingIfNeeded: ((SIMD4<UInt64>(truncatingIfNeeded: lanes) &+ halves) &* reciprocals) &>> 32)
            let rounded = pointwiseMin(ceiling, quotients)
            out.storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: rounded), as: SIMD4<UInt8>.self)
            lanes = lanes &+ SIMD4<UInt32>(truncatingIfNeeded: entering.loadUnaligned(as: SIMD4<UInt8>.self))
                &- SIMD4<UInt32>(truncatingIfNeeded: leaving.loadUnaligned(as: SIMD4<UInt8>.self))
            entering += 4; leaving += 4; out += 4
        }
        for c in 0..<4 {
            let first = Int(s[c]), last = Int(s[(width - 1) * 4 + c])
            var sum = Int(lanes[c])
            for x in innerEnd..<width {
                d[x * 4 + c] = average(UInt32(sum), half, reciprocal)
                let entering = x + radius + 1, leaving = x - radius
                sum += (entering >= width ? (clamp ? last : 0) : Int(s[entering * 4 + c]))
                    - (leaving < 0 ? (clamp ? first : 0) : Int(s[leaving * 4 + c]))
            }
        }
    }
}
