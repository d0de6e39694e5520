import Layout

/// Paints backgrounds pixel by pixel, each pixel's colour a function of its position in the whole area
/// (a panorama's strip, or one canvas) and nothing else, so a slice of a panorama is exactly the strip's
/// pixels there. (Cairo's gradients and image scaling are not: the same gradient moved by whole pixels
/// comes out a level lighter or darker at scattered pixels, which shows as a seam's worth of noise.)
///
/// Gradients are dithered with a 4×4 ordered (Bayer) pattern placed by the same positions: a 2,868-pixel
/// gradient between close colours otherwise shows bands tens of pixels tall.
enum BackgroundRaster {
    /// Fills `canvas`, which shows columns `originX ..< originX + canvas.width` of an area `areaWidth` ×
    /// `canvas.height` pixels.
    static func paint(_ background: Background, on canvas: CairoCanvas, areaWidth: Int, originX: Int) {
        guard let data = canvas.pixels() else { return }
        defer { canvas.markDirty() }
        let width = canvas.width, height = canvas.height, stride = canvas.stride
        let aw = Double(areaWidth), ah = Double(height)
        switch background {
        case .color(let c):
            let px = pack(Self.channel(c.r), Self.channel(c.g), Self.channel(c.b))
            for y in 0..<height {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                row.update(repeating: px, count: width)
            }
        case let .linearGradient(stops, angle):
            let lut = Ramp(stops)
            let r = angle * .pi / 180
            let dx = sin(r), dy = -cos(r)
            let length = abs(aw * dx) + abs(ah * dy)
            let cx = aw / 2, cy = ah / 2
            let kx = length > 0 ? dx / length : 0, ky = length > 0 ? dy / length : 0
            for y in 0..<height {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                let base = 0.5 + (Double(y) + 0.5 - cy) * ky
                for x in 0..<width {
                    let gx = originX + x
                    let t = base + (Double(gx) + 0.5 - cx) * kx
                    row[x] = lut.color(t, x: gx, y: y)
                }
            }
        case let .radialGradient(stops, center, radius):
            let lut = Ramp(stops)
            let cx = center.x * aw, cy = center.y * ah
            let far = max(max(hypot(cx, cy), hypot(aw - cx, cy)), max(hypot(cx, ah - cy), hypot(aw - cx, ah - cy)))
            let scale = 1 / max(far * radius, 1e-9)
            for y in 0..<height {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                let ddy = Double(y) + 0.5 - cy
                for x in 0..<width {
                    let gx = originX + x
                    let ddx = Double(gx) + 0.5 - cx
                    row[x] = lut.color((ddx * ddx + ddy * ddy).squareRoot() * scale, x: gx, y: y)
                }
            }
        case let .image(image, fit, color):
            image.sample(into: data, stride: stride, width: width, height: height, areaWidth: areaWidth, originX: originX,
                         fit: fit, backdrop: pack(channel(color.r), channel(color.g), channel(color.b)))
        }
    }

    static func channel(_ v: Double) -> UInt32 { UInt32((min(max(v, 0), 1) * 255).rounded()) }
    static func pack(_ r: UInt32, _ g: UInt32, _ b: UInt32) -> UInt32 { 0xFF00_0000 | r << 16 | g << 8 | b }

    /// A gradient's colours at 1,024 positions in 16 bits a channel, read with ordered dithering.
    struct Ramp {
        static let size = 1024
        var r = [UInt16](repeating: 0, count: size), g = [UInt16](repeating: 0, count: size), b = [UInt16](repeating: 0, count: size)
        /// The 4×4 Bayer matrix, as thresholds in 1/16ths of an 8-bit step (in 16-bit units: 0, 16, … 240).
        static let bayer: [UInt32] = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5].map { UInt32($0) * 16 + 8 }

        init(_ stops: [ResolvedStop]) {
            let sorted = stops.sorted { $0.location < $1.location }
            for i in 0..<Self.size {
                let t = Double(i) / Double(Self.size - 1)
                var c = sorted.first?.color ?? .black
                if let next = sorted.firstIndex(where: { $0.location >= t }) {
                    if next > 0 {
                        let a = sorted[next - 1], b = sorted[next]
                        let f = b.location > a.location ? (t - a.location) / (b.location - a.location) : 1
                        c = RGBA(r: a.color.r + (b.color.r - a.color.r) * f, g: a.color.g + (b.color.g - a.color.g) * f,
                                 b: a.color.b + (b.color.b - a.color.b) * f)
                    } else {
                        c = sorted[next].color
                    }
                } else if let last = sorted.last {
                    c = last.color
                }
                // 8-bit levels times 256: the low byte is what the dither spreads.
                r[i] = UInt16((min(max(c.r, 0), 1) * 255 * 256).rounded().clamped(0, 65_280))
                g[i] = UInt16((min(max(c.g, 0), 1) * 255 * 256).rounded().clamped(0, 65_280))
                b[i] = UInt16((min(max(c.b, 0), 1) * 255 * 256).rounded().clamped(0, 65_280))
            }
        }

        @inline(__always)
        func color(_ t: Double, x: Int, y: Int) -> UInt32 {
            let i = t <= 0 ? 0 : t >= 1 ? Self.size - 1 : Int(t * Double(Self.size - 1) + 0.5)
            let d = Self.bayer[(y & 3) << 2 | (x & 3)]
            return 0xFF00_0000 | (min((UInt32(r[i]) + d) >> 8, 255)) << 16 | (min((UInt32(g[i]) + d) >> 8, 255)) << 8
                | min((UInt32(b[i]) + d) >> 8, 255)
        }
    }
}

extension Double {
    func clamped(_ lo: Double, _ hi: Double) -> Double { Swift.min(Swift.max(self, lo), hi) }
}

#if canImport(Glibc)
import Glibc
#endif
