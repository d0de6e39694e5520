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
///
/// Boxes up to 255 pixels wide (all but the widest blurs) go narrower still: their sums plus the rounding
/// stay below 2¹⁶, so they run in 16-bit lanes, eight to a register, divided exactly by `NarrowDivisor`,
/// and their horizontal pass takes differences of prefix sums instead of a running sum (`box16`). The
/// results are the same bytes: each output is the same rounded division of the same sum.
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
        // Narrow boxes keep 16-bit sums (see `box16`); the row scratch fits the widest of them.
        let narrowRadius = sizes.filter { $0 <= narrowestWide - 2 }.max().map { $0 / 2 }
        let paddedBytes = narrowRadius.map { (width + 2 * $0) * channels } ?? 0
        let scratch = UnsafeMutableRawPointer.allocate(byteCount: paddedBytes + 2 * (paddedBytes + channels) + 2 * rowBytes,
                                                       alignment: 16)
        defer { scratch.deallocate() }
        let sums16 = scratch.bindMemory(to: UInt16.self, capacity: rowBytes + paddedBytes + channels)
        let prefix = sums16 + rowBytes
        let padded = (scratch + 2 * (rowBytes + paddedBytes + channels)).bindMemory(to: UInt8.self, capacity: paddedBytes)
        let sums32 = widest < narrowestWide ? nil : UnsafeMutablePointer<UInt32>.allocate(capacity: rowBytes)
        defer { sums32?.deallocate() }
        for size in sizes {
            if size < narrowestWide {
                box16(pixels, stride: stride, width: width, height: height, channels: channels, radius: size / 2, edges: edges,
                      ring: ring, ringRows: ringRows, sums: sums16, padded: padded, prefix: prefix)
            } else if let sums32 {
                box(pixels, stride: stride, width: width, height: height, channels: channels, radius: size / 2, edges: edges,
                    ring: ring, ringRows: ringRows, sums: sums32)
            }
        }
    }

    /// The narrowest box whose rounded sums (`sum + size / 2`, up to `size × 255 + size / 2`) can reach 2¹⁶:
    /// every box below it runs in 16-bit lanes.
    static let narrowestWide = 257

    /// Exact division of any 16-bit number by a fixed divisor, in 16-bit arithmetic only, so a vectorised loop
    /// divides eight lanes per SSE2 instruction (`pmulhuw`) where a 32-bit multiply-and-shift fits two.
    ///
    /// The published method for unsigned division by an invariant integer (T. Granlund and P. Montgomery,
    /// "Division by invariant integers using multiplication", PLDI 1994, figure 4.1) with N = 16: for
    /// l = ⌈log₂ d⌉ and m = ⌊2¹⁶ (2ˡ − d) / d⌋ + 1, t = ⌊m n / 2¹⁶⌋ and
    /// ⌊n / d⌋ = (t + (n − t) / 2) / 2ˡ⁻¹ (both halvings floored) for every n below 2¹⁶. m stays below 2¹⁶
    /// for every d from 2 to 2¹⁶ − 1, and t ≤ n, so no step leaves 16 bits.
    /// (Declared here, not in a file of its own: the debug build compiles file by file, and only a function
    /// in the same file is inlined into the loops, which then vectorise.)
    struct NarrowDivisor {
        let multiplier: UInt16
        let shift: UInt16

        /// Divides by `divisor`, 2 ... 65535.
        init(_ divisor: Int) {
            precondition(divisor >= 2 && divisor <= 65535, "narrow divisor out of range: \(divisor)")
            var l = 0
            while 1 << l < divisor { l += 1 }
            multiplier = UInt16((1 << 16) * ((1 << l) - divisor) / divisor + 1)
            shift = UInt16(l - 1)
        }

        /// ⌊n / divisor⌋.
        @inline(__always)
        func quotient(_ n: UInt16) -> UInt16 {
            let t = UInt16(truncatingIfNeeded: (UInt32(multiplier) &* UInt32(n)) &>> 16)
            return (t &+ ((n &- t) &>> 1)) &>> shift
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

    /// One box of `2 × radius + 1` pixels each way, in place, for boxes narrower than `narrowestWide`: the
    /// same steps as `box` with every sum in 16 bits, divided by `NarrowDivisor`. Every sum is of at most
    /// `size` bytes, so `sum + size / 2` stays below 2¹⁶ and the quotient is the same rounded division; the
    /// quotient is at most 255 + (size / 2) / size, so it needs no clamp. Eight lanes to an SSE2 register
    /// instead of four (and one `pmulhuw` instead of two `pmuludq` per four) made the vertical pass about
    /// twice as fast.
    private static func box16(_ pixels: UnsafeMutablePointer<UInt8>, stride: Int, width: Int, height: Int, channels: Int,
                              radius: Int, edges: Edges, ring: UnsafeMutablePointer<UInt8>, ringRows: Int,
                              sums: UnsafeMutablePointer<UInt16>, padded: UnsafeMutablePointer<UInt8>,
                              prefix: UnsafeMutablePointer<UInt16>) {
        let size = 2 * radius + 1
        let half = UInt16(size / 2), divisor = NarrowDivisor(size)
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
                horizontal16(pixels + made * stride, into: ring + (made % ringRows) * rowBytes, width: width, channels: channels,
                             radius: radius, half: half, divisor: divisor, clamp: clamp, padded: padded, prefix: prefix)
                made += 1
            }
            return ring + (j % ringRows) * rowBytes
        }
        // 2.
        sums.update(repeating: 0, count: rowBytes)
        for y in -radius...radius {
            if let r = row(y) { for i in 0..<rowBytes { sums[i] &+= UInt16(r[i]) } }
        }
        // 3.
        for y in 0..<height {
            let entering = row(y + radius + 1), leaving = row(y - radius)
            let d = pixels + y * stride
            switch (entering, leaving) {
            case let (e?, l?):
                for i in 0..<rowBytes {
                    let s = sums[i]
                    d[i] = UInt8(truncatingIfNeeded: divisor.quotient(s &+ half))
                    sums[i] = s &+ UInt16(e[i]) &- UInt16(l[i])
                }
            case let (e?, nil):
                for i in 0..<rowBytes {
                    let s = sums[i]
                    d[i] = UInt8(truncatingIfNeeded: divisor.quotient(s &+ half))
                    sums[i] = s &+ UInt16(e[i])
                }
            case let (nil, l?):
                for i in 0..<rowBytes {
                    let s = sums[i]
                    d[i] = UInt8(truncatingIfNeeded: divisor.quotient(s &+ half))
                    sums[i] = s &- UInt16(l[i])
                }
            case (nil, nil):
                for i in 0..<rowBytes { d[i] = UInt8(truncatingIfNeeded: divisor.quotient(sums[i] &+ half)) }
            }
        }
    }

    /// One row's narrow horizontal box from `s` into `d`, by prefix sums rather than a running sum, so the
    /// only serial step is one add per byte and the divisions run eight lanes at a time:
    /// 1. the row with `radius` pixels of surroundings each side (edge pixels or clear) into `padded`;
    /// 2. per channel, `prefix[i + channels]` is the sum of `padded`'s bytes of that channel before i + channels,
    ///    wrapping in 16 bits: a window's sum, the difference of two, is exact because it is below 2¹⁶;
    /// 3. each output is its window's sum (`size` pixels from its own, in `padded`), rounded.
    @inline(__always)
    private static func horizontal16(_ s: UnsafeMutablePointer<UInt8>, into d: UnsafeMutablePointer<UInt8>, width: Int,
                                     channels: Int, radius: Int, half: UInt16, divisor: NarrowDivisor, clamp: Bool,
                                     padded: UnsafeMutablePointer<UInt8>, prefix: UnsafeMutablePointer<UInt16>) {
        let rowBytes = width * channels, edge = radius * channels
        // 1.
        if clamp {
            for x in 0..<radius {
                for c in 0..<channels {
                    padded[x * channels + c] = s[c]
                    padded[edge + rowBytes + x * channels + c] = s[rowBytes - channels + c]
                }
            }
        } else {
            padded.update(repeating: 0, count: edge)
            (padded + edge + rowBytes).update(repeating: 0, count: edge)
        }
        (padded + edge).update(from: s, count: rowBytes)
        // 2.
        let total = rowBytes + 2 * edge
        switch channels {
        case 1:
            var running: UInt16 = 0
            prefix[0] = 0
            for i in 0..<total {
                running &+= UInt16(padded[i])
                prefix[i + 1] = running
            }
        case 4:
            var running = SIMD4<UInt16>()
            let source = UnsafeRawPointer(padded), target = UnsafeMutableRawPointer(prefix)
            target.storeBytes(of: running, as: SIMD4<UInt16>.self)
            for p in 0..<(total / 4) {
                running &+= SIMD4<UInt16>(truncatingIfNeeded: source.loadUnaligned(fromByteOffset: p * 4, as: SIMD4<UInt8>.self))
                target.storeBytes(of: running, toByteOffset: (p + 1) * 8, as: SIMD4<UInt16>.self)
            }
        default:
            for c in 0..<channels { prefix[c] = 0 }
            for i in 0..<total { prefix[i + channels] = prefix[i] &+ UInt16(padded[i]) }
        }
        // 3.
        // (Both ends as pointers: an index sum with an overflow check would keep the loop scalar.)
        let ahead = prefix + (2 * radius + 1) * channels
        for i in 0..<rowBytes {
            d[i] = UInt8(truncatingIfNeeded: divisor.quotient(ahead[i] &- prefix[i] &+ half))
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
