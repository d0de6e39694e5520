import Glibc

/// Elliptical arcs (SVG `A`/`a`) as cubic Béziers.
///
/// SVG states arcs by their end points; drawing them needs the centre form. The conversion is the
/// published one from the SVG specification, appendix F.6.5 ("Conversion from endpoint to center
/// parameterization"), with the out-of-range radii correction of F.6.6. Each piece of at most 90°
/// is then a cubic with handle length k = 4/3·tan(Δ/4), whose radial error stays below 0.03 %.
enum SVGArc {
    /// The cubics `(control1, control2, end)` drawing the arc from `start` to `end`.
    /// Empty when the end points coincide (F.6.2: the arc is omitted); one straight piece, as a
    /// degenerate cubic, when a radius is zero (F.6.2: treated as a line).
    static func cubics(
        from start: IconPoint, to end: IconPoint,
        radiusX: Double, radiusY: Double, rotationDegrees: Double,
        largeArc: Bool, sweep: Bool
    ) -> [(IconPoint, IconPoint, IconPoint)] {
        if start == end { return [] }
        var rx = abs(radiusX)
        var ry = abs(radiusY)
        if rx == 0 || ry == 0 { return [(start, end, end)] }

        // 1. Move the origin to the chord's midpoint and undo the ellipse rotation (F.6.5.1).
        let phi = rotationDegrees * .pi / 180
        let cosPhi = cos(phi), sinPhi = sin(phi)
        let dx = (start.x - end.x) / 2, dy = (start.y - end.y) / 2
        let x1p = cosPhi * dx + sinPhi * dy
        let y1p = -sinPhi * dx + cosPhi * dy

        // 2. Scale radii up uniformly if no ellipse of these radii reaches both ends (F.6.6.2).
        let lambda = (x1p * x1p) / (rx * rx) + (y1p * y1p) / (ry * ry)
        if lambda > 1 {
            let scale = lambda.squareRoot()
            rx *= scale
            ry *= scale
        }

        // 3. The centre in the rotated frame (F.6.5.2); the sign picks one of the two ellipses.
        let rx2 = rx * rx, ry2 = ry * ry
        let numerator = rx2 * ry2 - rx2 * y1p * y1p - ry2 * x1p * x1p
        let denominator = rx2 * y1p * y1p + ry2 * x1p * x1p
        let sign: Double = largeArc != sweep ? 1 : -1
        let coefficient = sign * max(0, numerator / denominator).squareRoot()
        let cxp = coefficient * rx * y1p / ry
        let cyp = -coefficient * ry * x1p / rx

        // 4. Back to user space (F.6.5.3).
        let cx = cosPhi * cxp - sinPhi * cyp + (start.x + end.x) / 2
        let cy = sinPhi * cxp + cosPhi * cyp + (start.y + end.y) / 2

        // 5. Start angle and sweep (F.6.5.5–6), the sweep forced to the flag's direction.
        let ux = (x1p - cxp) / rx, uy = (y1p - cyp) / ry
        let vx = (-x1p - cxp) / rx, vy = (-y1p - cyp) / ry
        let theta1 = angle(fromX: 1, fromY: 0, toX: ux, toY: uy)
        var delta = angle(fromX: ux, fromY: uy, toX: vx, toY: vy)
        if !sweep, delta > 0 { delta -= 2 * .pi }
        if sweep, delta < 0 { delta += 2 * .pi }

        // 6. Split into pieces of at most 90° and approximate each on the unit circle, then map
        //    through the ellipse's scale, rotation and centre.
        let count = max(1, Int((abs(delta) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = delta / Double(count)
        let k = 4.0 / 3.0 * tan(step / 4)
        func map(_ x: Double, _ y: Double) -> IconPoint {
            IconPoint(x: cx + rx * cosPhi * x - ry * sinPhi * y,
                      y: cy + rx * sinPhi * x + ry * cosPhi * y)
        }
        var pieces: [(IconPoint, IconPoint, IconPoint)] = []
        for index in 0..<count {
            let a0 = theta1 + Double(index) * step
            let a1 = a0 + step
            let c1 = map(cos(a0) - k * sin(a0), sin(a0) + k * cos(a0))
            let c2 = map(cos(a1) + k * sin(a1), sin(a1) - k * cos(a1))
            // The last piece ends exactly on the requested point so rounding never opens a gap.
            let to = index == count - 1 ? end : map(cos(a1), sin(a1))
            pieces.append((c1, c2, to))
        }
        return pieces
    }

    /// The signed angle from vector u to vector v, in (-π, π].
    static func angle(fromX ux: Double, fromY uy: Double, toX vx: Double, toY vy: Double) -> Double {
        atan2(ux * vy - uy * vx, ux * vx + uy * vy)
    }
}
