import CCairo
import Layout

/// The soft shadow a device casts: its outline blurred as SwiftUI's `shadow(radius:y:)` blurs (a Gaussian
/// of standard deviation radius / 2), dropped by `offset` straight down the canvas, in black at `opacity`.
///
/// 1. The outline is filled into a coverage mask with a quarter of the pixels each way, in the canvas's
///    orientation (a tilted device casts its shadow downwards, as under a light above the viewer).
/// 2. The mask is blurred there: three box blurs each way.
/// 3. Each canvas pixel around the device darkens by the mask's value there, read bilinearly; pixels the
///    device's opaque interior will cover are skipped.
///
/// A shadow is smooth, so a quarter mask read bilinearly is indistinguishable from a full one, and this is
/// about 40× cheaper than blurring and compositing at full size (a 6.9" device's shadow took 80 ms that way).
/// Each pixel's value depends only on its place relative to the device, so a device drawn into a layer for a
/// panorama casts the same shadow in every slice.
struct DeviceShadow: Sendable, Hashable {
    /// The outline, in the device's local points.
    var path: Path
    var radius: Double
    var offset: Double
    var opacity: Double = 0.38
    /// A rectangle (local points) the device covers opaquely but for its corners, rounded by `cornerRadius`:
    /// no shadow pixel there can show. Skipping them halves the pixels a shadow touches.
    var interior: Rect?
    var cornerRadius: Double = 0

    /// Target pixels per mask pixel, each way.
    static let reduction = 4

    /// Everything it darkens, in local points (three standard deviations past the outline).
    var bounds: Rect {
        let spread = radius * 1.5
        return path.boundingRect.offsetBy(dx: 0, dy: offset).insetBy(dx: -spread, dy: -spread)
    }

    /// Darkens `canvas` under the device placed by `transform` (local points → canvas pixels, `pxPerPt` pixels
    /// to a point; a rotation turns the outline, not the drop).
    func paint(on canvas: CairoCanvas, transform: AffineTransform, pxPerPt: Double) {
        let r = Double(Self.reduction)
        let outline = path.applying(transform)
        let box = outline.boundingRect
        let spread = radius * 1.5 * pxPerPt, drop = offset * pxPerPt
        // 1. The mask covers the outline's box grown by the blur's reach, at whole target pixels.
        let mx = (box.minX - spread).rounded(.down), my = (box.minY - spread).rounded(.down)
        let mw = Int(((box.maxX + spread - mx) / r).rounded(.up)) + 1, mh = Int(((box.maxY + spread - my) / r).rounded(.up)) + 1
        guard mw > 1, mh > 1, let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(mw), Int32(mh)) else { return }
        defer { cairo_surface_destroy(mask) }
        if let mc = cairo_create(mask) {
            Compositor.append(outline.applying(AffineTransform(translationX: -mx, y: -my)), scale: 1 / r, to: mc)
            cairo_set_source_rgba(mc, 0, 0, 0, 1)
            cairo_fill(mc)
            cairo_destroy(mc)
        }
        cairo_surface_flush(mask)
        guard let m = cairo_image_surface_get_data(mask) else { return }
        let ms = Int(cairo_image_surface_get_stride(mask))
        // 2. Blur.
        BoxBlur.gaussian(m, width: mw, height: mh, stride: ms, sigma: radius / 2 * pxPerPt / r)
        // 3. Composite: canvas pixel (x, y) reads the mask at ((x + 0.5 − mx) / r − 0.5, (y + 0.5 − drop − my) / r − 0.5).
        guard let data = canvas.pixels() else { return }
        defer { canvas.markDirty() }
        let stride = canvas.stride
        let x0 = max(0, Int(mx)), x1 = min(canvas.width, Int(mx) + mw * Self.reduction)
        let y0 = max(0, Int((my + drop).rounded(.down))), y1 = min(canvas.height, Int((my + drop).rounded(.up)) + mh * Self.reduction)
        guard x0 < x1, y0 < y1 else { return }
        // Per row, the columns to skip: upright, the interior's full width between its corners and its width less
        // the corner radius on either side in the corner rows; turned, an upright rectangle inside it.
        var skip: (x0: Int, x1: Int, y0: Int, y1: Int)?
        var corner: (x0: Int, x1: Int, y0: Int, y1: Int)?
        if let interior, transform.b == 0, transform.c == 0, transform.a > 0, transform.d > 0 {
            let i = Rect(x: transform.tx + interior.minX * transform.a, y: transform.ty + interior.minY * transform.d,
                         width: interior.width * transform.a, height: interior.height * transform.d)
            let rr = cornerRadius * transform.a
            skip = (Int(i.minX.rounded(.up)), Int(i.maxX.rounded(.down)), Int((i.minY + rr).rounded(.up)), Int((i.maxY - rr).rounded(.down)))
            corner = (Int((i.minX + rr).rounded(.up)), Int((i.maxX - rr).rounded(.down)), Int(i.minY.rounded(.up)), Int(i.maxY.rounded(.down)))
        } else if let rounded = interior {
            // The interior (less its rounded corners) turned with the device, and the upright rectangle inside it
            // around its centre: half
            // sizes a·cos θ − b·|sin θ| and b·cos θ − a·|sin θ| stay inside a rectangle of half sizes a, b turned by θ.
            let interior = rounded.insetBy(dx: cornerRadius, dy: cornerRadius)
            let c = transform.apply(Point(x: interior.midX, y: interior.midY))
            let k = (transform.a * transform.a + transform.b * transform.b).squareRoot()
            let cosT = transform.a / k, sinT = abs(transform.b / k)
            let a = interior.width * k / 2, b = interior.height * k / 2
            let ha = a * cosT - b * sinT, hb = b * cosT - a * sinT
            if ha > 0, hb > 0 {
                skip = (Int((c.x - ha).rounded(.up)), Int((c.x + ha).rounded(.down)), Int((c.y - hb).rounded(.up)), Int((c.y + hb).rounded(.down)))
            }
        }
        let alpha = UInt32((opacity * 256).rounded())
        // Per column: the two mask columns read and the weight of the second (0…256), the same for every row.
        let count = x1 - x0
        var i0 = [Int](repeating: 0, count: count), i1 = [Int](repeating: 0, count: count), fx = [UInt32](repeating: 0, count: count)
        for k in 0..<count {
            let u = min(max((Double(x0 + k) + 0.5 - mx) / r - 0.5, 0), Double(mw - 1))
            i0[k] = Int(u); i1[k] = min(i0[k] + 1, mw - 1)
            fx[k] = UInt32(((u - Double(i0[k])) * 256).rounded())
        }
        // The largest value of each mask row, so rows of nothing are passed over.
        var rowMax = [UInt8](repeating: 0, count: mh)
        for j in 0..<mh { var v: UInt8 = 0; for i in 0..<mw { v = max(v, m[j * ms + i]) }; rowMax[j] = v }
        // Each mask row read across the columns (its value ×256 at every column), for the two mask rows the
        // current canvas row reads: a mask row serves `reduction` canvas rows, so this is done once for them
        // all, and a canvas pixel only blends the two (the same sums as reading the mask at each pixel).
        let across = UnsafeMutablePointer<UInt32>.allocate(capacity: 2 * count)
        defer { across.deallocate() }
        var held = (-1, -1)
        func row(_ j: Int) -> UnsafeMutablePointer<UInt32> {
            if held.0 == j { return across }
            if held.1 == j { return across + count }
            // Into the slot the other row in use does not hold.
            let slot = held.0 == j - 1 || held.0 == j + 1 ? 1 : 0
            let out = across + slot * count, mask = m + j * ms
            i0.withUnsafeBufferPointer { i0 in i1.withUnsafeBufferPointer { i1 in fx.withUnsafeBufferPointer { fx in
                for k in 0..<count { out[k] = UInt32(mask[i0[k]]) &* (256 &- fx[k]) &+ UInt32(mask[i1[k]]) &* fx[k] }
            } } }
            if slot == 0 { held.0 = j } else { held.1 = j }
            return out
        }
        for y in y0..<y1 {
            // The two mask rows at this height and the weight of the second (0…256).
            let v = (Double(y) + 0.5 - drop - my) / r - 0.5
            guard v > -1, v < Double(mh) else { continue }
            let vy = min(max(v, 0), Double(mh - 1))
            let j0 = Int(vy), j1 = min(j0 + 1, mh - 1)
            guard rowMax[j0] != 0 || rowMax[j1] != 0 else { continue }
            let fy = UInt32(((vy - Double(j0)) * 256).rounded())
            let top = row(j0), bottom = row(j1)
            let pixels = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            // Two runs of columns: left and right of the part the device's interior covers on this row.
            var cut = (x1, x1)
            if let s = skip, y >= s.y0, y < s.y1, s.x0 < s.x1 { cut = (max(x0, min(s.x0, x1)), min(x1, max(s.x1, x0))) }
            else if let s = corner, y >= s.y0, y < s.y1, s.x0 < s.x1 { cut = (max(x0, min(s.x0, x1)), min(x1, max(s.x1, x0))) }
            // (Two runs without building an array of them per row: that was an allocation per canvas row.)
            for run in 0..<2 {
                let from = run == 0 ? x0 : cut.1, to = run == 0 ? cut.0 : x1
                guard from < to else { continue }
                // No test for pixels the shadow leaves alone: with a = 0, keep is 256 and every channel comes back
                // as it was, and without the branch the loop runs four pixels per SSE2 instruction.
                for x in from..<to {
                    let k = x &- x0
                    let coverage = (top[k] &* (256 &- fy) &+ bottom[k] &* fy) >> 16                    // 0…255
                    let a = (coverage &* alpha) >> 8                                                  // 0…255
                    let p = pixels[x], keep = 256 &- a
                    let red = ((p >> 16 & 255) &* keep) >> 8, green = ((p >> 8 & 255) &* keep) >> 8, blue = ((p & 255) &* keep) >> 8
                    pixels[x] = (p & 0xFF00_0000) | red << 16 | green << 8 | blue
                }
            }
        }
    }
}

/// Box blurs of 8-bit coverage, three passes each way: a published approximation of a Gaussian blur
/// (the box widths that give standard deviation sigma, as in W. Jarosz, "Fast image convolutions", 2001).
enum BoxBlur {
    static func gaussian(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        guard sigma > 0.2 else { return }
        let radii = boxRadii(sigma: sigma, passes: 3)
        var line = [UInt8](repeating: 0, count: width)
        let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: width * height)
        defer { copy.deallocate() }
        let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: width)
        defer { sums.deallocate() }
        for r in radii {
            for y in 0..<height { blur(data + y * stride, count: width, step: 1, radius: r, scratch: &line) }
            blurColumns(data, width: width, height: height, stride: stride, radius: r, copy: copy, sums: sums)
        }
    }

    /// `blur` down every column at once: the same running sums, one per column, advanced a whole row at a
    /// time, so the mask is read in order (one column at a time read a byte per cache line) and the loops
    /// over a row vectorise. `copy` holds the rows as they were before the pass.
    ///
    /// 32-bit sums: a column's window holds at most 2 × radius + 1 bytes, and its sum times the reciprocal
    /// (65,536 / (2 × radius + 1)) is at most 255 × 65,536, so `sum × reciprocal + 32,768` stays below 2³².
    static func blurColumns(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, radius: Int,
                            copy: UnsafeMutablePointer<UInt8>, sums: UnsafeMutablePointer<UInt32>) {
        guard radius > 0 else { return }
        for y in 0..<height { copy.advanced(by: y * width).update(from: data + y * stride, count: width) }
        let reciprocal = UInt32((1 << 16) / (2 * radius + 1))
        sums.update(repeating: 0, count: width)
        for y in 0..<min(radius, height) {
            let row = copy + y * width
            for i in 0..<width { sums[i] &+= UInt32(row[i]) }
        }
        for y in 0..<height {
            if y &+ radius < height {
                let entering = copy + (y + radius) * width
                for i in 0..<width { sums[i] &+= UInt32(entering[i]) }
            }
            if y &- radius &- 1 >= 0 {
                let leaving = copy + (y - radius - 1) * width
                for i in 0..<width { sums[i] &-= UInt32(leaving[i]) }
            }
            let out = data + y * stride
            for i in 0..<width { out[i] = UInt8(truncatingIfNeeded: min((sums[i] &* reciprocal &+ 32_768) >> 16, 255)) }
        }
    }

    /// The radii of `passes` boxes whose repeated application has standard deviation `sigma`: widths
    /// wl and wl + 2 (odd) mixed so their variances add up to sigma².
    static func boxRadii(sigma: Double, passes: Int) -> [Int] {
        let n = Double(passes)
        var wl = Int((12 * sigma * sigma / n + 1).squareRoot().rounded(.down))
        if wl % 2 == 0 { wl -= 1 }
        let m = Int(((12 * sigma * sigma - n * Double(wl * wl) - 4 * n * Double(wl) - 3 * n) / Double(-4 * wl - 4)).rounded())
        return (0..<passes).map { max(0, ($0 < m ? wl : wl + 2) / 2) }
    }

    /// One running-sum box blur of `count` values `step` apart, zero beyond the ends. Dividing by the box's
    /// width is a multiplication by its reciprocal in 16.16 fixed point (an integer division per value was
    /// most of the shadow's cost).
    static func blur(_ p: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius: Int, scratch: inout [UInt8]) {
        guard radius > 0 else { return }
        scratch.withUnsafeMutableBufferPointer { s in
            for i in 0..<count { s[i] = p[i &* step] }
            let reciprocal = (1 << 16) / (2 * radius + 1)
            var sum = 0
            for i in 0..<min(radius, count) { sum &+= Int(s[i]) }
            for i in 0..<count {
                if i &+ radius < count { sum &+= Int(s[i &+ radius]) }
                if i &- radius &- 1 >= 0 { sum &-= Int(s[i &- radius &- 1]) }
                p[i &* step] = UInt8(truncatingIfNeeded: min((sum &* reciprocal &+ 32_768) >> 16, 255))
            }
        }
    }
}
