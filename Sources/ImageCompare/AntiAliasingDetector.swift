/// Tells anti-aliased edge pixels apart from real changes, after V. Vyšniauskas, "Anti-aliased
/// pixel and intensity slope detector" (2009), in the variant pixelmatch uses.
///
/// Why: the same shape rasterised at a sub-pixel offset (a different font hinting, a layout that
/// moved by 0.3 pt) changes only the coverage-blended pixels along its edges. Those pixels sit on
/// an intensity slope between a darker and a brighter neighbour, and at least one of those two
/// extremes lies inside a flat area (it has 3+ identical neighbours) in *both* images. A pixel that
/// changed in the middle of a flat area, or whose surroundings changed too, is a real difference.
struct AntiAliasingDetector {
    let width: Int
    let height: Int

    /// Whether pixel (`x`, `y`) of `image` looks anti-aliased, using `other` (the image it is
    /// compared with) to check that the flat areas around it exist in both images.
    @inline(__always)
    func isAntiAliased(_ x: Int, _ y: Int, in image: UnsafePointer<UInt8>, other: UnsafePointer<UInt8>) -> Bool {
        // Fast path, exact: a neighbour with the very same four bytes has a luma delta of exactly 0,
        // so three of them (with the border's bonus) end the walk of `slopeCheck` with "flat, not an
        // edge" whatever else it would find. In a whole-screen change (light against dark) nearly every
        // pixel sits in a flat area, and a few integer compares settle it without any colour maths.
        if hasManySiblings(x, y, in: image) { return false }
        return slopeCheck(x, y, in: image, other: other)
    }

    /// The detector proper, for pixels that are not in a flat area of identical colour.
    @inline(never)
    func slopeCheck(_ x: Int, _ y: Int, in image: UnsafePointer<UInt8>, other: UnsafePointer<UInt8>) -> Bool {
        // 1. Clip the 3×3 neighbourhood to the image; a pixel on the border counts its missing
        //    neighbours as one "equal" sibling, as pixelmatch does.
        let x0 = max(x - 1, 0), x2 = min(x + 1, width - 1)
        let y0 = max(y - 1, 0), y2 = min(y + 1, height - 1)
        let center = (y * width + x) * 4
        var equal = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        var darkest = 0.0, brightest = 0.0
        var darkX = 0, darkY = 0, brightX = 0, brightY = 0

        // 2. Walk the 8 neighbours column by column, tracking equal-brightness siblings and the
        //    darkest and brightest neighbour relative to the centre. The first extreme found wins
        //    ties, so the walk order matters for fidelity.
        for nx in x0...x2 {
            for ny in y0...y2 where nx != x || ny != y {
                // Neighbour minus centre, both blended over the centre's background when not opaque.
                let delta = -YIQDelta.lumaDelta(image, center, (ny * width + nx) * 4)
                if delta == 0 {
                    equal += 1
                    // 3+ equal siblings: the pixel is part of a flat area, not an edge.
                    if equal > 2 { return false }
                } else if delta < darkest {
                    darkest = delta; darkX = nx; darkY = ny
                } else if delta > brightest {
                    brightest = delta; brightX = nx; brightY = ny
                }
            }
        }

        // 3. An intensity slope needs both a darker and a brighter neighbour.
        if darkest == 0 || brightest == 0 { return false }

        // 4. Anti-aliasing if either extreme lies in a flat area in both images.
        return (hasManySiblings(darkX, darkY, in: image) && hasManySiblings(darkX, darkY, in: other))
            || (hasManySiblings(brightX, brightY, in: image) && hasManySiblings(brightX, brightY, in: other))
    }

    /// Whether pixel (`x`, `y`) has 3 or more neighbours of exactly its colour (all four bytes),
    /// counting a clipped border as one. Interior pixels (all but the outermost rows and columns) take
    /// eight branch-free compares.
    @inline(__always)
    func hasManySiblings(_ x: Int, _ y: Int, in image: UnsafePointer<UInt8>) -> Bool {
        let raw = UnsafeRawPointer(image)
        let i = (y &* width &+ x) &* 4
        let value = raw.loadUnaligned(fromByteOffset: i, as: UInt32.self)
        if x > 0 && y > 0 && x < width &- 1 && y < height &- 1 {
            let up = i &- width &* 4, down = i &+ width &* 4
            @inline(__always) func same(_ offset: Int) -> Int {
                raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self) == value ? 1 : 0
            }
            // Inside a flat area the left, right and upper neighbours already make three.
            let first = same(i &- 4) &+ same(i &+ 4) &+ same(up)
            if first == 3 { return true }
            return first &+ same(up &- 4) &+ same(up &+ 4) &+ same(down &- 4) &+ same(down) &+ same(down &+ 4) >= 3
        }
        return borderHasManySiblings(x, y, value, raw)
    }

    /// `hasManySiblings` for every pixel of row `y`: `mask[x]` is 1 where pixel (`x`, `y`) of `image`
    /// has 3 or more neighbours of its exact colour, else 0. The interior is done eight pixels at a
    /// time (eight neighbour compares per lane), so the anti-aliasing check of a whole-screen change
    /// costs a byte load per pixel where the pixel is flat, which nearly every one is.
    func siblingMask(row y: Int, in image: UnsafePointer<UInt8>, into mask: UnsafeMutablePointer<UInt8>) {
        guard y > 0, y < height - 1, width >= 10 else {
            for x in 0..<width { mask[x] = hasManySiblings(x, y, in: image) ? 1 : 0 }
            return
        }
        let raw = UnsafeRawPointer(image)
        let rowBytes = width &* 4
        let one = SIMD8<UInt32>(repeating: 1), zero = SIMD8<UInt32>(repeating: 0), three = SIMD8<UInt32>(repeating: 3)
        mask[0] = hasManySiblings(0, y, in: image) ? 1 : 0
        var x = 1
        while x &+ 8 <= width &- 1 {
            let c = (y &* width &+ x) &* 4
            let v = raw.loadUnaligned(fromByteOffset: c, as: SIMD8<UInt32>.self)
            @inline(__always) func same(_ offset: Int) -> SIMD8<UInt32> {
                zero.replacing(with: one, where: raw.loadUnaligned(fromByteOffset: offset, as: SIMD8<UInt32>.self) .== v)
            }
            let up = c &- rowBytes, down = c &+ rowBytes
            let count = same(c &- 4) &+ same(c &+ 4) &+ same(up &- 4) &+ same(up) &+ same(up &+ 4)
                &+ same(down &- 4) &+ same(down) &+ same(down &+ 4)
            let flat = count .>= three
            for k in 0..<8 { mask[x &+ k] = flat[k] ? 1 : 0 }
            x &+= 8
        }
        while x < width { mask[x] = hasManySiblings(x, y, in: image) ? 1 : 0; x &+= 1 }
    }

    @inline(never)
    private func borderHasManySiblings(_ x: Int, _ y: Int, _ value: UInt32, _ raw: UnsafeRawPointer) -> Bool {
        let x0 = max(x - 1, 0), x2 = min(x + 1, width - 1)
        let y0 = max(y - 1, 0), y2 = min(y + 1, height - 1)
        var equal = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        for nx in x0...x2 {
            for ny in y0...y2 where nx != x || ny != y {
                if raw.loadUnaligned(fromByteOffset: (ny * width + nx) * 4, as: UInt32.self) == value {
                    equal += 1
                    if equal > 2 { return true }
                }
            }
        }
        return false
    }
}
