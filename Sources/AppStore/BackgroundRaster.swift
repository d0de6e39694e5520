import Layout

/// Paints backgrounds pixel by pixel, each pixel's colour a function of its position in the whole area
/// (a panorama's strip, or one canvas) and nothing else, so a slice of a panorama is exactly the strip's
/// pixels there. (Cairo's gradients and image scaling are not: the same gradient moved by whole pixels
/// comes out a level lighter or darker at scattered pixels, which shows as a seam's worth of noise.)
///
/// Gradients are not dithered: across a 2,868-pixel screenshot even close colours change by one 8-bit
/// level every few dozen pixels, finer than the store's own re-encoding keeps, while dither noise made PNG
/// encoding 4× slower and files 3.5× larger (a 160° two-colour gradient on 1320×2868: 120 ms and 660 KiB
/// dithered, 29 ms and 186 KiB not).
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
            // Each column's share of the position along the line, the same for every row.
            let across = (0..<width).map { x -> Double in (Double(originX + x) + 0.5 - cx) * kx }
            lut.withColors { colors in across.withUnsafeBufferPointer { across in
                for y in 0..<height {
                    let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                    let base = 0.5 + (Double(y) + 0.5 - cy) * ky
                    // Vertical: one colour per row.
                    if kx == 0 { row.update(repeating: colors[Ramp.index(base)], count: width); continue }
                    for x in 0..<width { row[x] = colors[Ramp.index(base + across[x])] }
                }
            } }
        case let .radialGradient(stops, center, radius):
            let lut = Ramp(stops)
            let cx = center.x * aw, cy = center.y * ah
            let far = max(max(hypot(cx, cy), hypot(aw - cx, cy)), max(hypot(cx, ah - cy), hypot(aw - cx, ah - cy)))
            let scale = 1 / max(far * radius, 1e-9)
            // Each column's squared distance across, the same for every row.
            let across = (0..<width).map { x -> Double in
                let ddx = Double(originX + x) + 0.5 - cx
                return ddx * ddx
            }
            lut.withColors { colors in across.withUnsafeBufferPointer { across in
                for y in 0..<height {
                    let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                    let ddy = Double(y) + 0.5 - cy
                    for x in 0..<width { row[x] = colors[Ramp.index((across[x] + ddy * ddy).squareRoot() * scale)] }
                }
            } }
        case let .image(image, fit, color):
            image.sample(into: data, stride: stride, width: width, height: height, areaWidth: areaWidth, originX: originX,
                         fit: fit, backdrop: pack(channel(color.r), channel(color.g), channel(color.b)))
        }
    }

    static func channel(_ v: Double) -> UInt32 { UInt32((min(max(v, 0), 1) * 255).rounded()) }
    static func pack(_ r: UInt32, _ g: UInt32, _ b: UInt32) -> UInt32 { 0xFF00_0000 | r << 16 | g << 8 | b }

    /// A gradient's colours at 1,024 positions along it, packed opaque.
    struct Ramp {
        static let size = 1024
        private var colors = [UInt32](repeating: 0xFF00_0000, count: size)

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
                colors[i] = BackgroundRaster.pack(BackgroundRaster.channel(c.r), BackgroundRaster.channel(c.g), BackgroundRaster.channel(c.b))
            }
        }

        /// The entry for position `t` along the gradient (0…1; clamped).
        @inline(__always)
        static func index(_ t: Double) -> Int {
            // Clamping first gives the same entries at the ends (0 × 1023 + 0.5 → 0, 1 × 1023 + 0.5 → 1023) without
            // branches, and the conversion from a value known to lie in 0.5…1023.5 is the packed 32-bit one.
            Int(Int32(min(max(t, 0), 1) * Double(size - 1) + 0.5))
        }

        /// Runs `body` with the colours (`size` of them) in place, for a loop over many pixels.
        @inline(__always)
        func withColors<R>(_ body: (UnsafeBufferPointer<UInt32>) -> R) -> R { colors.withUnsafeBufferPointer(body) }
    }
}

extension Double {
    func clamped(_ lo: Double, _ hi: Double) -> Double { Swift.min(Swift.max(self, lo), hi) }
}

#if canImport(Glibc)
import Glibc
#endif
