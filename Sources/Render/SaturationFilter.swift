/// Scales the saturation of premultiplied ARGB32 pixels, as CSS `saturate()` / SVG's `feColorMatrix`
/// "saturate" do: each channel moves away from (or toward) the pixel's luminance,
/// `c' = L + s·(c − L)` with Rec. 709 luma weights, clamped to `0...alpha` so the pixel stays valid
/// premultiplied colour. Fixed-point (8 fractional bits), so results are exactly reproducible.
enum SaturationFilter {
    static func apply(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, saturation: Double) {
        guard saturation != 1, width > 0, height > 0 else { return }
        let s = Int((saturation * 256).rounded())
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(pixels + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let v = row[x]
                let a = Int(v >> 24)
                if a == 0 { continue }
                let r = Int((v >> 16) & 255), g = Int((v >> 8) & 255), b = Int(v & 255)
                // 0.2126, 0.7152, 0.0722 in 1/256ths (54 + 183 + 19 = 256).
                let luma = (54 * r + 183 * g + 19 * b + 128) >> 8
                @inline(__always) func boost(_ c: Int) -> UInt32 {
                    UInt32(min(max(luma + ((s * (c - luma) + 128) >> 8), 0), a))
                }
                row[x] = UInt32(a) << 24 | boost(r) << 16 | boost(g) << 8 | boost(b)
            }
        }
    }
}
