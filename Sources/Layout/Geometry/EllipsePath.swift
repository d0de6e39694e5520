import Glibc

/// Ellipses and circular arcs, as cubic Béziers (the painter replays cubics; Cairo has no elliptical primitive).
///
/// Angles follow Core Graphics and SwiftUI: 0 points along +x and angles grow toward +y. Our canvas is y-down,
/// as SwiftUI's is, so a growing angle turns clockwise *on screen*; `clockwise: true` means decreasing angle,
/// which looks counterclockwise on screen. That is SwiftUI's well-known quirk, kept so ported code draws the same.
extension Path {
    /// An ellipse inscribed in `rect`.
    public init(ellipseIn rect: Rect) {
        self.init()
        addEllipse(in: rect)
    }

    /// Adds a closed ellipse subpath: four quarter-arc cubics from the trailing extreme (maxX, midY) through the
    /// bottom, leading and top extremes (growing angle), so its extremes are exactly the rect's edge midpoints.
    public mutating func addEllipse(in rect: Rect, transform: AffineTransform = .identity) {
        let r = standardizedRect(rect)
        let kx = CornerProfile.arcHandle(sweep: .pi / 2) * r.width / 2
        let ky = CornerProfile.arcHandle(sweep: .pi / 2) * r.height / 2
        let right = Point(x: r.maxX, y: r.midY), bottom = Point(x: r.midX, y: r.maxY)
        let left = Point(x: r.minX, y: r.midY), top = Point(x: r.midX, y: r.minY)
        var sub = Path()
        sub.move(to: right)
        sub.addCurve(to: bottom, control1: Point(x: r.maxX, y: r.midY + ky), control2: Point(x: r.midX + kx, y: r.maxY))
        sub.addCurve(to: left, control1: Point(x: r.midX - kx, y: r.maxY), control2: Point(x: r.minX, y: r.midY + ky))
        sub.addCurve(to: top, control1: Point(x: r.minX, y: r.midY - ky), control2: Point(x: r.midX - kx, y: r.minY))
        sub.addCurve(to: right, control1: Point(x: r.midX + kx, y: r.minY), control2: Point(x: r.maxX, y: r.midY - ky))
        sub.closeSubpath()
        addSubpath(sub, transform: transform)
    }

    /// Adds an arc of the circle around `center` from `startAngle` to `endAngle`.
    ///
    /// Like Core Graphics: a line joins the current point to the arc's start (or the arc starts a subpath), and
    /// the arc goes the short or long way as `clockwise` demands: `clockwise: false` sweeps with growing angle,
    /// `end - start` brought into [0, 2π); `clockwise: true` sweeps with decreasing angle, into (-2π, 0].
    /// A difference of 2π or more is a full circle.
    public mutating func addArc(center: Point, radius: Double, startAngle: Angle, endAngle: Angle, clockwise: Bool,
                                transform: AffineTransform = .identity) {
        let full = 2 * Double.pi
        let delta = endAngle.radians - startAngle.radians
        let sweep: Double
        if abs(delta) >= full {
            sweep = clockwise ? -full : full
        } else if clockwise {
            sweep = delta <= 0 ? delta : delta - full
        } else {
            sweep = delta >= 0 ? delta : delta + full
        }
        addArc(center: center, radius: radius, startRadians: startAngle.radians, sweep: sweep, transform: transform)
    }

    /// Adds an arc starting at `startAngle` and turning by `delta` (positive: growing angle, clockwise on
    /// screen); any magnitude, so 720° goes round twice. A line joins the current point to the arc's start.
    public mutating func addRelativeArc(center: Point, radius: Double, startAngle: Angle, delta: Angle,
                                        transform: AffineTransform = .identity) {
        addArc(center: center, radius: radius, startRadians: startAngle.radians, sweep: delta.radians,
               transform: transform)
    }

    /// Rounds the corner at `tangent1End` between the line from the current point to it and the line from it to
    /// `tangent2End` with an arc of `radius` (Core Graphics' `addArc(tangent1End:tangent2End:radius:)`).
    ///
    /// Adds a line from the current point to the first tangent point, then the arc; the path ends at the second
    /// tangent point, not at `tangent2End`. Without a current point there is no corner to round, so the subpath
    /// starts at `tangent1End`; collinear points or a radius of 0 give a line to `tangent1End`.
    public mutating func addArc(tangent1End: Point, tangent2End: Point, radius: Double,
                                transform: AffineTransform = .identity) {
        // 1. Work in the arc's own space: the current point goes through the inverse transform.
        guard let inverse = transform.pathInverse else { return }
        guard let current = currentPoint else { move(to: transform.apply(tangent1End)); return }
        let p0 = inverse.apply(current), corner = tangent1End
        // 2. Unit directions from the corner back toward the current point and on toward tangent2End.
        let v1 = Point(x: p0.x - corner.x, y: p0.y - corner.y), v2 = Point(x: tangent2End.x - corner.x,
                                                                           y: tangent2End.y - corner.y)
        let l1 = (v1.x * v1.x + v1.y * v1.y).squareRoot(), l2 = (v2.x * v2.x + v2.y * v2.y).squareRoot()
        guard radius > 0, l1 > 0, l2 > 0 else { addLineIfMoving(to: transform.apply(corner)); return }
        let u1 = Point(x: v1.x / l1, y: v1.y / l1), u2 = Point(x: v2.x / l2, y: v2.y / l2)
        let cross = u1.x * u2.y - u1.y * u2.x
        guard abs(cross) > 1e-12 else { addLineIfMoving(to: transform.apply(corner)); return }
        // 3. The circle tangent to both lines: its centre is on the bisector, radius / sin(θ/2) from the corner,
        //    where θ is the angle between the lines; the arc between the tangent points turns by π - θ.
        let theta = acos(min(1, max(-1, u1.x * u2.x + u1.y * u2.y)))
        let bisector = Point(x: u1.x + u2.x, y: u1.y + u2.y)
        let bisectorLength = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
        let centerDistance = radius / sin(theta / 2)
        let center = Point(x: corner.x + bisector.x / bisectorLength * centerDistance,
                           y: corner.y + bisector.y / bisectorLength * centerDistance)
        let tangentDistance = radius / tan(theta / 2)
        let start = Point(x: corner.x + u1.x * tangentDistance, y: corner.y + u1.y * tangentDistance)
        let startRadians = atan2(start.y - center.y, start.x - center.x)
        // 4. Travelling toward the corner (-u1) and turning onto u2: a left turn in the math sense (cross of -u1
        //    and u2 positive) is a growing angle.
        let sweep = (-cross > 0 ? 1.0 : -1.0) * (.pi - theta)
        addArc(center: center, radius: radius, startRadians: startRadians, sweep: sweep, transform: transform)
    }

    /// The shared arc emitter: a line (or move) to the start, then ceil(|sweep| / 90°) equal cubic segments, each
    /// with the circular-arc handle 4/3·tan(segment / 4)·radius. Quarter-turn angles land on exact axis points.
    private mutating func addArc(center: Point, radius: Double, startRadians: Double, sweep: Double,
                                 transform: AffineTransform) {
        let r = max(0, radius)
        func point(_ radians: Double) -> Point {
            let u = Angle(radians: radians).unitVector
            return Point(x: center.x + r * u.cos, y: center.y + r * u.sin)
        }
        let startPoint = transform.apply(point(startRadians))
        if currentPoint == nil { move(to: startPoint) } else { addLineIfMoving(to: startPoint) }
        guard sweep != 0, r > 0, sweep.isFinite else { return }

        let count = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(count)
        let handle = CornerProfile.arcHandle(sweep: step) * r  // signed: negative sweeps pull controls backwards
        for i in 0..<count {
            let a0 = startRadians + step * Double(i)
            let a1 = i == count - 1 ? startRadians + sweep : startRadians + step * Double(i + 1)
            let p0 = point(a0), p1 = point(a1)
            let t0 = Angle(radians: a0).unitVector, t1 = Angle(radians: a1).unitVector
            // The tangent of growing angle at a is (-sin a, cos a).
            let c1 = Point(x: p0.x - handle * t0.sin, y: p0.y + handle * t0.cos)
            let c2 = Point(x: p1.x + handle * t1.sin, y: p1.y - handle * t1.cos)
            addCurve(to: transform.apply(p1), control1: transform.apply(c1), control2: transform.apply(c2))
        }
    }
}

extension AffineTransform {
    /// The inverse transform, or nil when the transform collapses the plane (determinant 0).
    fileprivate var pathInverse: AffineTransform? {
        if self == .identity { return self }
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return nil }
        return AffineTransform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                               tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }
}
