import Glibc

/// One rounded corner's outline, from where it leaves the incoming edge to where it joins the outgoing edge.
///
/// Points live in a unit frame: `x` is the distance from the corner back along the incoming edge, `y` the
/// distance from the corner along the outgoing edge, both in units of the corner radius. A circular corner
/// runs from (1, 0) to (0, 1); every profile here is symmetric about the diagonal x = y.
///
/// ## The continuous ("squircle") corner
/// Since iOS 7, `UIBezierPath(roundedRect:cornerRadius:)` and SwiftUI's `.continuous` style do not use a quarter
/// circle. Apple never published the curve; its shape is known from introspecting the CGPath UIKit returns
/// (PaintCode, "Drawing Code for iOS 7 Rounded Rectangles", paintcodeapp.com/news/code-for-ios-7-rounded-rectangles,
/// 2013; Manfred Schwind, "Exploring iOS 7 Rounded Corners", mani.de/backstage/?p=483, 2013). Those measurements
/// give, in radii, for the first half of a corner:
/// - the corner leaves the edge 1.52866483 r from the corner point (not 1 r);
/// - a cubic with both controls on the edge, at 1.08849323 and 0.86840689, ending at (0.66993427, 0.06549600);
/// - a short line to (0.63149399, 0.07491100);
/// - a cubic with first control (0.37282392, 0.16905899) to the mirror point (0.07491100, 0.63149399);
/// and the second half is the mirror image. The published lists carry float noise in their last digits
/// (1.52866471 vs 1.52866483...); this file uses the first-half values and mirrors them, so the corner is exactly
/// symmetric.
///
/// What the numbers say (our analysis, checked in the tests):
/// - The edge cubic's controls lie on the edge, so curvature is zero where the corner meets the straight side;
///   a circular arc jumps from 0 to 1/r there. That removes the visible "hump" and is the whole point of the shape.
/// - The middle cubic is an exact circular-arc cubic: 50° of a circle of radius 0.93125 r centred (0.95 r, 0.95 r),
///   from 20° to 70° (its start tangent is at 20.0000°, and its handle is 4/3·tan(50°/4)·0.93125).
/// - The two short lines (0.04 r) join that arc to the edge cubics, presumably the line `CGPathAddArc` adds from
///   the current point to an arc's start. They are kept because the reconstruction has them.
/// - On the 45° diagonal the continuous corner passes 0.291507 r (along each axis) from the corner point, a
///   circular arc 0.292893 r: at the apex the two agree within 0.002 r. They differ near the edges: the continuous
///   corner starts earlier and bends gently (it is 0.0087 r off the edge where a circular arc only starts).
///
/// When a corner lacks room for its 1.528665 r extent, `continuous(smoothness:)` squeezes it toward a quarter
/// circle (see `Path.addRoundedRect(in:cornerRadii:style:transform:)` for the rule). UIKit's iOS 7 code instead
/// shrank the radius to fit (min(w, h) / 2 / 1.52866483), which never reaches a capsule; we want a radius of half
/// the shorter side to be a capsule in both styles, with no jump on the way there, so we blend.
struct CornerProfile: Hashable, Sendable {
    enum Segment: Hashable, Sendable {
        case line(to: Point)
        case curve(to: Point, control1: Point, control2: Point)
    }

    var start: Point
    var segments: [Segment]

    /// Where the corner joins the outgoing edge: the mirror of `start`.
    var end: Point {
        switch segments.last {
        case .line(let p)?, .curve(let p, _, _)?: return p
        case nil: return start
        }
    }

    /// The distance along each edge at which the continuous corner leaves it, in radii.
    static let continuousExtent = 1.52866483

    /// The published iOS 7 continuous corner (see the type's documentation).
    static let continuous: CornerProfile = {
        // 1. The first half as measured, 2. the second half as its mirror image, traversed backwards.
        let start = Point(x: continuousExtent, y: 0)
        let edgeControl1 = Point(x: 1.08849323, y: 0), edgeControl2 = Point(x: 0.86840689, y: 0)
        let edgeEnd = Point(x: 0.66993427, y: 0.06549600)
        let arcStart = Point(x: 0.63149399, y: 0.07491100)
        let arcControl = Point(x: 0.37282392, y: 0.16905899)
        return CornerProfile(start: start, segments: [
            .curve(to: edgeEnd, control1: edgeControl1, control2: edgeControl2),
            .line(to: arcStart),
            .curve(to: arcStart.mirrored, control1: arcControl, control2: arcControl.mirrored),
            .line(to: edgeEnd.mirrored),
            .curve(to: start.mirrored, control1: edgeControl2.mirrored, control2: edgeControl1.mirrored),
        ])
    }()

    /// A quarter circle as one cubic, the way Core Graphics draws a 90° arc (handle 4/3·tan(22.5°) ≈ 0.5523).
    static let circular: CornerProfile = {
        let handle = arcHandle(sweep: .pi / 2)
        return CornerProfile(start: Point(x: 1, y: 0), segments: [
            .curve(to: Point(x: 0, y: 1), control1: Point(x: 1 - handle, y: 0), control2: Point(x: 0, y: 1 - handle)),
        ])
    }()

    /// A quarter circle cut like `continuous` (0°-20°, 20°-70°, 70°-90°, zero-length lines between), so the two
    /// can be interpolated point by point.
    static let circularMatchingContinuous: CornerProfile = {
        let twenty = 20.0 / 180 * .pi, seventy = 70.0 / 180 * .pi
        let first = unitArc(from: 0, to: twenty), middle = unitArc(from: twenty, to: seventy)
        let last = unitArc(from: seventy, to: .pi / 2)
        return CornerProfile(start: Point(x: 1, y: 0), segments: [
            first, .line(to: unitCirclePoint(twenty)), middle, .line(to: unitCirclePoint(seventy)), last,
        ])
    }()

    /// The continuous corner squeezed toward a circular one: `smoothness` 1 is the published profile (extent
    /// 1.528665 r), 0 the quarter circle (extent r); in between, every point moves linearly, so the extent is
    /// `1 + smoothness · 0.528665` radii and the shape changes continuously with the room the corner has.
    static func continuous(smoothness: Double) -> CornerProfile {
        if smoothness >= 1 { return continuous }
        if !(smoothness > 0) { return circular }
        return circularMatchingContinuous.interpolated(to: continuous, smoothness)
    }

    /// The largest smoothness whose extent fits in `room` (distance available along an edge) for radius `radius`.
    /// Values within 1e-9 of 0 or 1 snap to them, so a capsule's corners (room exactly equal to the radius, give or
    /// take rounding) come out as plain quarter circles without near-zero-length lines.
    static func smoothness(radius: Double, room: Double) -> Double {
        guard radius > 0 else { return 1 }
        let s = (room - radius) / ((continuousExtent - 1) * radius)
        if !(s > 1e-9) { return 0 }
        return s > 1 - 1e-9 ? 1 : s
    }

    /// The room two corners at the ends of an edge of `length` may take, given their radii along that edge:
    /// each its full continuous extent if both fit, else the edge split in proportion to the radii (which is at
    /// least each radius, since clamping keeps `radius1 + radius2 <= length`).
    static func room(alongEdgeOf length: Double, radius1: Double, radius2: Double) -> (Double, Double) {
        let wanted = continuousExtent * (radius1 + radius2)
        guard wanted > length else { return (continuousExtent * radius1, continuousExtent * radius2) }
        let sum = radius1 + radius2
        return (length * (radius1 / sum), length * (radius2 / sum))  // equal radii: exactly length / 2 each
    }

    // MARK: - Construction helpers

    /// Handle length of a cubic approximating a circular arc of `sweep` radians on a unit circle.
    static func arcHandle(sweep: Double) -> Double { 4.0 / 3.0 * tan(sweep / 4) }

    /// The point `angle` radians along the unit quarter circle centred (1, 1) that starts at (1, 0).
    private static func unitCirclePoint(_ angle: Double) -> Point { Point(x: 1 - sin(angle), y: 1 - cos(angle)) }

    private static func unitArc(from a: Double, to b: Double) -> Segment {
        let handle = arcHandle(sweep: b - a)
        let p0 = unitCirclePoint(a), p1 = unitCirclePoint(b)
        // The tangent at angle t is (-cos t, sin t).
        return .curve(to: p1,
                      control1: Point(x: p0.x - handle * cos(a), y: p0.y + handle * sin(a)),
                      control2: Point(x: p1.x + handle * cos(b), y: p1.y - handle * sin(b)))
    }

    /// Point-by-point linear interpolation toward `other`, which must have the same segment structure.
    private func interpolated(to other: CornerProfile, _ t: Double) -> CornerProfile {
        func mix(_ a: Point, _ b: Point) -> Point { Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
        precondition(segments.count == other.segments.count, "corner profiles must share their structure")
        let mixed = zip(segments, other.segments).map { a, b -> Segment in
            switch (a, b) {
            case let (.line(p), .line(q)): return .line(to: mix(p, q))
            case let (.curve(p, c1, c2), .curve(q, d1, d2)):
                return .curve(to: mix(p, q), control1: mix(c1, d1), control2: mix(c2, d2))
            default: preconditionFailure("corner profiles must share their structure")
            }
        }
        return CornerProfile(start: mix(start, other.start), segments: mixed)
    }
}

/// Where a `CornerProfile` is drawn: the corner point, the two edge directions and the radius along each.
struct CornerPlacement: Sendable {
    var corner: Point
    /// Unit vector from the corner back along the incoming edge.
    var inward: Point
    /// Unit vector from the corner along the outgoing edge.
    var outward: Point
    /// Radius measured along the incoming edge, and along the outgoing edge (equal unless the corner is elliptical).
    var inRadius: Double
    var outRadius: Double

    var isSharp: Bool { !(inRadius > 0) || !(outRadius > 0) }

    func map(_ p: Point) -> Point {
        Point(x: corner.x + inward.x * p.x * inRadius + outward.x * p.y * outRadius,
              y: corner.y + inward.y * p.x * inRadius + outward.y * p.y * outRadius)
    }
}

extension Point {
    /// Reflection across the diagonal x = y.
    fileprivate var mirrored: Point { Point(x: y, y: x) }
}

extension Path {
    /// Draws a corner: a line along the incoming edge to where the corner starts, then the profile.
    /// A sharp corner is a line to the corner point. Lines to the current point are skipped, so a corner that
    /// starts where the previous one ended adds no zero-length segment.
    mutating func addCorner(_ profile: CornerProfile, at placement: CornerPlacement) {
        guard !placement.isSharp else { addLineIfMoving(to: placement.corner); return }
        addLineIfMoving(to: placement.map(profile.start))
        for segment in profile.segments {
            switch segment {
            case .line(let p): addLineIfMoving(to: placement.map(p))
            case .curve(let p, let c1, let c2):
                addCurve(to: placement.map(p), control1: placement.map(c1), control2: placement.map(c2))
            }
        }
    }

    mutating func addLineIfMoving(to p: Point) {
        if currentPoint != p { addLine(to: p) }
    }
}
