@testable import Render

/// The blur as it was before the fused, 32-bit, vectorised passes (main at 4fc2d47), kept verbatim as the
/// reference the fast code must match byte for byte. The box widths are `GaussianBlur.boxSizes`, which
/// that change left as it was: the reference checks the passes, not the choice of boxes.
enum GaussianBlurReference {
    /// Blurs `height` rows of `width` pixels with `channels` bytes each (rows `stride` bytes apart) in place.
    static func apply(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, channels: Int,
                      sigma: Double, edges: GaussianBlur.Edges) {
        guard width > 0, height > 0, sigma >= GaussianBlur.minimumSigma else { return }
        let rowBytes = width * channels
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes * height)
        defer { scratch.deallocate() }
        let sums = UnsafeMutablePointer<Int>.allocate(capacity: rowBytes)
        defer { sums.deallocate() }
        for size in GaussianBlur.boxSizes(sigma: sigma) where size > 1 {
            let radius = size / 2
            horizontal(from: pixels, stride, to: scratch, rowBytes, width: width, height: height, channels: channels,
                       radius: radius, edges: edges)
            vertical(from: scratch, rowBytes, to: pixels, stride, rowBytes: rowBytes, height: height, sums: sums,
                     radius: radius, edges: edges)
        }
    }

    /// `(sum + size/2) / size` as a multiply and shift; exact for box sizes below 4096.
    @inline(__always)
    private static func average(_ sum: Int, _ size: Int, _ reciprocal: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: min(255, ((sum &+ size / 2) &* reciprocal) >> 32))
    }

    private static func horizontal(from src: UnsafeMutablePointer<UInt8>, _ srcStride: Int,
                                   to dst: UnsafeMutablePointer<UInt8>, _ dstStride: Int,
                                   width: Int, height: Int, channels: Int, radius: Int, edges: GaussianBlur.Edges) {
        let size = 2 * radius + 1
        let reciprocal = (1 << 32) / size + 1
        let clamp = edges == .clamp
        // Where the window lies wholly inside the row, no edge tests are needed.
        let innerStart = min(radius, width), innerEnd = max(innerStart, width - radius - 1)
        for y in 0..<height {
            let s = src + y * srcStride, d = dst + y * dstStride
            // Four interleaved channels whose window lies inside the row for most pixels: one pass with four
            // running sums (the same arithmetic as one channel at a time, a quarter of the row walks).
            if channels == 4 && innerEnd > innerStart {
                horizontalFour(s, d, width: width, radius: radius, size: size, reciprocal: reciprocal, clamp: clamp,
                               innerStart: innerStart, innerEnd: innerEnd)
                continue
            }
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
                    d[x * channels + c] = average(sum, size, reciprocal)
                    sum += sample(x + radius + 1) - sample(x - radius)
                }
                if innerEnd > innerStart {
                    var entering = s + (innerStart + radius + 1) * channels + c, leaving = s + (innerStart - radius) * channels + c
                    var out = d + innerStart * channels + c
                    for _ in innerStart..<innerEnd {
                        out.pointee = average(sum, size, reciprocal)
                        sum &+= Int(entering.pointee) &- Int(leaving.pointee)
                        entering += channels; leaving += channels; out += channels
                    }
                }
                for x in innerEnd..<width {
                    d[x * channels + c] = average(sum, size, reciprocal)
                    sum += sample(x + radius + 1) - sample(x - radius)
                }
            }
        }
    }

    /// One row of four interleaved channels: edges sample per channel as `horizontal` does; the inside runs
    /// with four sums at once.
    @inline(__always)
    private static func horizontalFour(_ s: UnsafeMutablePointer<UInt8>, _ d: UnsafeMutablePointer<UInt8>, width: Int, radius: Int,
                                       size: Int, reciprocal: Int, clamp: Bool, innerStart: Int, innerEnd: Int) {
        @inline(__always) func sample(_ x: Int, _ c: Int) -> Int {
            if x < 0 { return clamp ? Int(s[c]) : 0 }
            if x >= width { return clamp ? Int(s[(width - 1) * 4 + c]) : 0 }
            return Int(s[x * 4 + c])
        }
        var s0 = 0, s1 = 0, s2 = 0, s3 = 0
        for x in -radius...radius { s0 += sample(x, 0); s1 += sample(x, 1); s2 += sample(x, 2); s3 += sample(x, 3) }
        @inline(__always) func emit(_ x: Int) {
            d[x * 4] = average(s0, size, reciprocal); d[x * 4 + 1] = average(s1, size, reciprocal)
            d[x * 4 + 2] = average(s2, size, reciprocal); d[x * 4 + 3] = average(s3, size, reciprocal)
        }
        for x in 0..<innerStart {
            emit(x)
            s0 += sample(x + radius + 1, 0) - sample(x - radius, 0); s1 += sample(x + radius + 1, 1) - sample(x - radius, 1)
            s2 += sample(x + radius + 1, 2) - sample(x - radius, 2); s3 += sample(x + radius + 1, 3) - sample(x - radius, 3)
        }
        var entering = s + (innerStart + radius + 1) * 4, leaving = s + (innerStart - radius) * 4
        var out = d + innerStart * 4
        for _ in innerStart..<innerEnd {
            out[0] = average(s0, size, reciprocal); out[1] = average(s1, size, reciprocal)
            out[2] = average(s2, size, reciprocal); out[3] = average(s3, size, reciprocal)
            s0 &+= Int(entering[0]) &- Int(leaving[0]); s1 &+= Int(entering[1]) &- Int(leaving[1])
            s2 &+= Int(entering[2]) &- Int(leaving[2]); s3 &+= Int(entering[3]) &- Int(leaving[3])
            entering += 4; leaving += 4; out += 4
        }
        for x in innerEnd..<width {
            emit(x)
            s0 += sample(x + radius + 1, 0) - sample(x - radius, 0); s1 += sample(x + radius + 1, 1) - sample(x - radius, 1)
            s2 += sample(x + radius + 1, 2) - sample(x - radius, 2); s3 += sample(x + radius + 1, 3) - sample(x - radius, 3)
        }
    }

    private static func vertical(from src: UnsafeMutablePointer<UInt8>, _ srcStride: Int,
                                 to dst: UnsafeMutablePointer<UInt8>, _ dstStride: Int,
                                 rowBytes: Int, height: Int, sums: UnsafeMutablePointer<Int>, radius: Int, edges: GaussianBlur.Edges) {
        let size = 2 * radius + 1
        let reciprocal = (1 << 32) / size + 1
        // The source row standing in for row `y`, or nil when it is transparent.
        func row(_ y: Int) -> UnsafeMutablePointer<UInt8>? {
            if y >= 0 && y < height { return src + y * srcStride }
            guard edges == .clamp else { return nil }
            return src + (y < 0 ? 0 : height - 1) * srcStride
        }
        sums.update(repeating: 0, count: rowBytes)
        for y in -radius...radius {
            if let r = row(y) { for i in 0..<rowBytes { sums[i] &+= Int(r[i]) } }
        }
        for y in 0..<height {
            let d = dst + y * dstStride
            for i in 0..<rowBytes { d[i] = average(sums[i], size, reciprocal) }
            let entering = row(y + radius + 1), leaving = row(y - radius)
            switch (entering, leaving) {
            case let (e?, l?): for i in 0..<rowBytes { sums[i] &+= Int(e[i]) &- Int(l[i]) }
            case let (e?, nil): for i in 0..<rowBytes { sums[i] &+= Int(e[i]) }
            case let (nil, l?): for i in 0..<rowBytes { sums[i] &-= Int(l[i]) }
            case (nil, nil): break
            }
        }
    }
}
