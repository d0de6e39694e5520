import Testing
import Layout

// Path geometry behind the shapes: rects, ellipses, arcs and rounded rects (circular and continuous corners).
// Coordinates are y-down points, as in SwiftUI.

/// 4/3·tan(22.5°): the handle of a one-cubic quarter circle, per unit radius.
private let kappa = 0.5522847498307936
/// Where a continuous corner leaves the edge, in radii (iOS 7 UIBezierPath, as reconstructed by PaintCode).
private let extent = 1.52866483

private func pt(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

/// The point each element ends at (close ends nowhere new and is skipped).
private func endpoints(_ path: Path) -> [Point] {
    path.elements.compactMap {
        switch $0 {
        case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
        case .closeSubpath: return nil
        }
    }
}

private func curves(_ path: Path) -> [(from: Point, c1: Point, c2: Point, to: Point)] {
    var out: [(Point, Point, Point, Point)] = []
    var current = Point.zero
    for e in path.elements {
        switch e {
        case .move(let p), .line(let p), .quadCurve(let p, _): current = p
        case .curve(let p, let c1, let c2): out.append((current, c1, c2, p)); current = p
        case .closeSubpath: break
        }
    }
    return out
}

private func bezier(_ c: (from: Point, c1: Point, c2: Point, to: Point), _ t: Double) -> Point {
    let u = 1 - t
    let a = u * u * u, b = 3 * u * u * t, d = 3 * u * t * t, e = t * t * t
    return pt(a * c.from.x + b * c.c1.x + d * c.c2.x + e * c.to.x, a * c.from.y + b * c.c1.y + d * c.c2.y + e * c.to.y)
}

private func near(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

private func near(_ a: [Point], _ b: [Point], _ tolerance: Double = 1e-9) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { near($0, $1, tolerance) }
}

// MARK: - Angle

@Test func angleConvertsExactlyAtCommonValues() {
    #expect(Angle.degrees(90).radians == .pi / 2)
    #expect(Angle.degrees(180).radians == .pi)
    #expect(Angle.degrees(45).radians == .pi / 4)
    #expect(Angle.radians(.pi).degrees == 180)
    #expect(Angle.radians(.pi / 2).degrees == 90)
    #expect(Angle.zero.radians == 0)
    #expect(Angle.degrees(30) + .degrees(60) == .degrees(90))
    #expect(-Angle.degrees(10) < .zero)
    #expect(Angle.degrees(90) * 2 == .degrees(180))
}

// MARK: - Rect and ellipse

@Test func rectPathRunsClockwiseFromTheOrigin() {
    let rect = Rect(x: 10, y: 20, width: 30, height: 40)
    let path = Path(rect)
    #expect(path.elements == [.move(to: pt(10, 20)), .line(to: pt(40, 20)), .line(to: pt(40, 60)),
                              .line(to: pt(10, 60)), .closeSubpath])
    #expect(path.boundingRect == rect)
    // A negative width is standardized, as Core Graphics does.
    #expect(Path(Rect(x: 40, y: 20, width: -30, height: 40)) == path)
}

@Test func ellipseHitsTheFourExtremesExactly() {
    let rect = Rect(x: 0, y: 0, width: 200, height: 100)
    let path = Path(ellipseIn: rect)
    #expect(endpoints(path) == [pt(200, 50), pt(100, 100), pt(0, 50), pt(100, 0), pt(200, 50)])
    #expect(path.elements.count == 6)
    #expect(path.elements.last == .closeSubpath)
    #expect(path.boundingRect == rect)
    let quarters = curves(path)
    #expect(near(quarters[0].c1, pt(200, 50 + kappa * 50)))
    #expect(near(quarters[0].c2, pt(100 + kappa * 100, 100)))
    // The 4/3·tan(22.5°) handle puts each quarter's midpoint exactly on the ellipse.
    for quarter in quarters {
        let m = bezier(quarter, 0.5)
        let onEllipse = ((m.x - 100) / 100) * ((m.x - 100) / 100) + ((m.y - 50) / 50) * ((m.y - 50) / 50)
        #expect(abs(onEllipse - 1) < 1e-12)
    }
}

// MARK: - Arcs

@Test func arcEndpointsAtQuarterTurnsAreExact() {
    // clockwise: false = growing angle, which is clockwise on a y-down screen (SwiftUI's convention).
    var path = Path()
    path.addArc(center: pt(50, 50), radius: 10, startAngle: .zero, endAngle: .degrees(270), clockwise: false)
    #expect(endpoints(path) == [pt(60, 50), pt(50, 60), pt(40, 50), pt(50, 40)])
    let first = curves(path)[0]
    #expect(near(first.c1, pt(60, 50 + kappa * 10)))
    #expect(near(first.c2, pt(50 + kappa * 10, 60)))

    // clockwise: true from 0° to 90° takes the long way round through 270° (decreasing angle).
    var back = Path()
    back.addArc(center: pt(50, 50), radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
    #expect(endpoints(back) == [pt(60, 50), pt(50, 40), pt(40, 50), pt(50, 60)])

    // A full circle from 2π of difference, four quarter cubics.
    var circle = Path()
    circle.addArc(center: .zero, radius: 1, startAngle: .degrees(180), endAngle: .degrees(540), clockwise: false)
    #expect(endpoints(circle) == [pt(-1, 0), pt(0, -1), pt(1, 0), pt(0, 1), pt(-1, 0)])
}

@Test func arcJoinsTheCurrentPointAndSplitsAtNinetyDegrees() {
    var path = Path()
    path.move(to: .zero)
    path.addArc(center: pt(50, 50), radius: 10, startAngle: .zero, endAngle: .degrees(100), clockwise: false)
    #expect(path.elements[1] == .line(to: pt(60, 50)))
    let segments = curves(path)
    #expect(segments.count == 2)  // 100° needs two cubics of 50°
    let end = segments[1].to
    #expect(near(end, pt(50 + 10 * cos100, 50 + 10 * sin100)))
    // Both halves meet on the circle at 50°.
    #expect(near(segments[0].to, pt(50 + 10 * cos50, 50 + 10 * sin50)))
}

private let cos100 = -0.17364817766693033, sin100 = 0.984807753012208
private let cos50 = 0.6427876096865394, sin50 = 0.766044443118978

@Test func relativeArcTurnsByItsDelta() {
    var path = Path()
    path.addRelativeArc(center: .zero, radius: 2, startAngle: .degrees(90), delta: .degrees(-180))
    #expect(endpoints(path) == [pt(0, 2), pt(2, 0), pt(0, -2)])
    var twice = Path()
    twice.addRelativeArc(center: .zero, radius: 1, startAngle: .zero, delta: .degrees(720))
    #expect(curves(twice).count == 8)
    #expect(twice.currentPoint == pt(1, 0))
}

@Test func tangentArcRoundsTheCorner() {
    var path = Path()
    path.move(to: .zero)
    path.addArc(tangent1End: pt(100, 0), tangent2End: pt(100, 100), radius: 20)
    guard case .line(let lineEnd) = path.elements[1] else { Issue.record("expected a line first"); return }
    #expect(near(lineEnd, pt(80, 0)))
    let arc = try! #require(curves(path).first)
    #expect(curves(path).count == 1)
    #expect(near(arc.to, pt(100, 20)))
    #expect(near(arc.c1, pt(80 + kappa * 20, 0)))
    #expect(near(arc.c2, pt(100, 20 - kappa * 20)))

    // With a transform, the arc is built in its own space from the current point mapped back: translating the
    // inputs by the transform gives the same outline as translating the output.
    var moved = Path()
    moved.move(to: pt(10, 5))
    moved.addArc(tangent1End: pt(100, 0), tangent2End: pt(100, 100), radius: 20,
                 transform: AffineTransform(translationX: 10, y: 5))
    #expect(near(endpoints(moved), endpoints(path.applying(AffineTransform(translationX: 10, y: 5)))))

    // Collinear points leave nothing to round: a line to the corner.
    var straight = Path()
    straight.move(to: .zero)
    straight.addArc(tangent1End: pt(10, 0), tangent2End: pt(20, 0), radius: 5)
    #expect(straight.elements == [.move(to: .zero), .line(to: pt(10, 0))])
}

@Test func addLinesStartsASubpath() {
    var path = Path()
    path.addLines([pt(0, 0), pt(10, 0), pt(10, 10)])
    #expect(path.elements == [.move(to: pt(0, 0)), .line(to: pt(10, 0)), .line(to: pt(10, 10))])
}

// MARK: - Rounded rects, circular

@Test func circularRoundedRectStartsAfterTheTopLeadingCorner() {
    let rect = Rect(x: 0, y: 0, width: 100, height: 60)
    let path = Path(roundedRect: rect, cornerRadius: 10, style: .circular)
    #expect(endpoints(path) == [pt(10, 0), pt(90, 0), pt(100, 10), pt(100, 50), pt(90, 60), pt(10, 60), pt(0, 50),
                                pt(0, 10), pt(10, 0)])
    #expect(path.elements.last == .closeSubpath)
    #expect(path.boundingRect == rect)
    let topTrailing = curves(path)[0]
    #expect(near(topTrailing.c1, pt(90 + kappa * 10, 0)))
    #expect(near(topTrailing.c2, pt(100, 10 - kappa * 10)))
}

@Test func zeroRadiusIsThePlainRect() {
    let rect = Rect(x: 5, y: 5, width: 50, height: 20)
    #expect(Path(roundedRect: rect, cornerRadius: 0, style: .continuous) == Path(rect))
    #expect(Path(roundedRect: rect, cornerRadius: -3, style: .circular) == Path(rect))
}

@Test func ellipticalCornerSizesClampKeepingTheirAspect() {
    let rect = Rect(x: 0, y: 0, width: 100, height: 50)
    let path = Path(roundedRect: rect, cornerSize: Size(width: 30, height: 10), style: .circular)
    #expect(endpoints(path) == [pt(30, 0), pt(70, 0), pt(100, 10), pt(100, 40), pt(70, 50), pt(30, 50), pt(0, 40),
                                pt(0, 10), pt(30, 0)])
    // 60 wide is more than half the width: both axes × 50/60, so the corners meet mid-edge and stay 6:1.
    let wide = endpoints(Path(roundedRect: rect, cornerSize: Size(width: 60, height: 10), style: .circular))
    #expect(near(wide, [pt(50, 0), pt(100, 25.0 / 3), pt(100, 50 - 25.0 / 3), pt(50, 50), pt(0, 50 - 25.0 / 3),
                        pt(0, 25.0 / 3), pt(50, 0)]))
    // A square corner size is RoundedRectangle(cornerRadius:): oversized, it must give the capsule, exactly as the
    // cornerRadius initializer does, in both styles.
    for style in [RoundedCornerStyle.circular, .continuous] {
        let square = Path(roundedRect: rect, cornerSize: Size(width: 80, height: 80), style: style)
        #expect(square == Path(roundedRect: rect, cornerRadius: 80, style: style))
        #expect(square == Path.capsule(in: rect, style: style))
    }
}

// MARK: - Clamping

@Test func hugeRadiusOnAWideRectIsTheCapsule() {
    let rect = Rect(x: 0, y: 0, width: 40, height: 20)
    let expected = Path(roundedRect: rect, cornerRadius: 10, style: .circular)
    #expect(endpoints(expected) == [pt(10, 0), pt(30, 0), pt(40, 10), pt(30, 20), pt(10, 20), pt(0, 10), pt(10, 0)])
    #expect(expected.elements.count == 8)  // move, 2 lines, 4 quarter circles, close
    #expect(Path(roundedRect: rect, cornerRadius: 100, style: .circular) == expected)
    // A continuous corner with no spare room is a quarter circle: the continuous capsule is the exact capsule.
    #expect(Path(roundedRect: rect, cornerRadius: 100, style: .continuous) == expected)
    #expect(Path.capsule(in: rect, style: .continuous) == expected)
    #expect(Path.capsule(in: rect, style: .circular) == expected)
    // The end is a true semicircle: the quarter's midpoint is 10 from the end's centre (30, 10).
    let m = bezier(curves(expected)[0], 0.5)
    #expect(abs(((m.x - 30) * (m.x - 30) + (m.y - 10) * (m.y - 10)).squareRoot() - 10) < 1e-12)
}

@Test func unevenRadiiThatFitArePreserved() {
    let radii = RectangleCornerRadii(topLeading: 18, bottomLeading: 18, bottomTrailing: 4, topTrailing: 18)
    #expect(radii.clamped(toFit: Size(width: 100, height: 40)) == radii)
    let path = Path(roundedRect: Rect(x: 0, y: 0, width: 100, height: 40), cornerRadii: radii, style: .circular)
    #expect(endpoints(path) == [pt(18, 0), pt(82, 0), pt(100, 18), pt(100, 36), pt(96, 40), pt(18, 40), pt(0, 22),
                                pt(0, 18), pt(18, 0)])
}

@Test func unevenRadiiOverflowingASideScaleProportionally() {
    // 18 + 18 > 30 on the top and leading sides: every radius × 30/36, so the 4 keeps its proportion.
    let radii = RectangleCornerRadii(topLeading: 18, bottomLeading: 18, bottomTrailing: 4, topTrailing: 18)
    let fitted = radii.clamped(toFit: Size(width: 30, height: 30))
    #expect(abs(fitted.topLeading - 15) < 1e-12)
    #expect(abs(fitted.bottomLeading - 15) < 1e-12)
    #expect(abs(fitted.topTrailing - 15) < 1e-12)
    #expect(abs(fitted.bottomTrailing - 10.0 / 3) < 1e-12)
    // 60 + 20 on a 40-high leading side: scaled to 30 + 10, then the 30 capped at half the shorter side.
    let tall = RectangleCornerRadii(topLeading: 60, bottomLeading: 20).clamped(toFit: Size(width: 100, height: 40))
    #expect(tall == RectangleCornerRadii(topLeading: 20, bottomLeading: 10))
    // Junk in: NaN and negatives are square corners; infinity is "as round as possible".
    let junk = RectangleCornerRadii(topLeading: .infinity, bottomLeading: .nan, bottomTrailing: -4, topTrailing: 0)
    #expect(junk.clamped(toFit: Size(width: 40, height: 20)) == RectangleCornerRadii(topLeading: 10))
    #expect(radii.clamped(toFit: Size(width: 0, height: 30)) == RectangleCornerRadii())
}

// MARK: - Continuous corners

@Test func continuousCornerHasThePublishedShape() {
    let r = 20.0
    let rect = Rect(x: 0, y: 0, width: 400, height: 300)
    let path = Path(roundedRect: rect, cornerRadius: r, style: .continuous)
    #expect(path.boundingRect == rect)
    #expect(path.elements.count == 26)  // move, 4 × (edge line, cubic, line, arc cubic, line, cubic), close
    let points = endpoints(path)
    // The corners leave the edges 1.52866483 r from the corner point, on both edges.
    #expect(near(points[0], pt(extent * r, 0)))
    #expect(near(points[1], pt(400 - extent * r, 0)))
    #expect(near(points[6], pt(400, extent * r)))
    #expect(points.last == points.first)

    let corner = curves(path)
    let edgeCubic = corner[0], arc = corner[1], outCubic = corner[2]
    // Both controls of the edge cubic lie on the edge: zero curvature where corner meets edge (a circular
    // corner jumps to 1/r there).
    #expect(edgeCubic.c1.y == 0 && edgeCubic.c2.y == 0)
    #expect(near(edgeCubic.c1, pt(400 - 1.08849323 * r, 0)))
    #expect(near(edgeCubic.to, pt(400 - 0.66993427 * r, 0.06549600 * r)))
    // Symmetric about the diagonal: the outgoing cubic mirrors the incoming one.
    #expect(near(outCubic.c2, pt(400, 1.08849323 * r)))
    #expect(near(outCubic.from, pt(400 - 0.06549600 * r, 0.66993427 * r)))

    // The apex (middle cubic at t = ½) sits 0.291507 r from the corner on each axis, a circular arc's 45° point
    // (1 - 1/√2) r = 0.292893 r: the two shapes agree at the diagonal within 0.002 r.
    let apex = bezier(arc, 0.5)
    #expect(near(apex, pt(400 - 0.291506715 * r, 0.291506715 * r)))
    #expect(abs((400 - apex.x) - 0.2928932188 * r) < 0.002 * r)
    // The middle cubic is an arc of radius 0.93125 r about (0.95 r, 0.95 r) from the corner.
    let centre = pt(400 - 0.95 * r, 0.95 * r)
    for t in [0.0, 0.5, 1.0] {
        let p = bezier(arc, t)
        let d = ((p.x - centre.x) * (p.x - centre.x) + (p.y - centre.y) * (p.y - centre.y)).squareRoot()
        #expect(abs(d - 0.93125 * r) < 2e-5 * r)
    }
    // Where a circular corner would only start (one radius from the corner), this one has already left the edge
    // by 0.0087 r.
    var lo = 0.0, hi = 1.0
    for _ in 0..<60 {
        let mid = (lo + hi) / 2
        if bezier(edgeCubic, mid).x < 400 - r { lo = mid } else { hi = mid }  // x grows toward the corner
    }
    #expect(abs(bezier(edgeCubic, lo).y - 0.0087269 * r) < 1e-6 * r)
}

@Test func continuousCornersSqueezeTowardCirclesWhenShortOfRoom() {
    // 100×40: the full corner needs 1.528665 r per side of the 20 available on the short edges. Up to
    // r = 20 / 1.528665 = 13.08 it fits; beyond, the corner is squeezed to end exactly at the edge's midpoint,
    // and at r = 20 it is a quarter circle (a capsule).
    let rect = Rect(x: 0, y: 0, width: 100, height: 40)
    for (r, start) in [(5.0, 5 * extent), (13.0, 13 * extent), (15.0, 20.0), (19.0, 20.0), (20.0, 20.0)] {
        let path = Path(roundedRect: rect, cornerRadius: r, style: .continuous)
        #expect(near(endpoints(path)[0], pt(start, 0)), "r = \(r)")
        #expect(path.boundingRect == rect, "r = \(r)")
    }
    // Squeezed corners of the same edge meet at its midpoint with no line between.
    let squeezed = endpoints(Path(roundedRect: rect, cornerRadius: 15, style: .continuous))
    #expect(squeezed.contains { near($0, pt(100, 20)) })
    #expect(Path(roundedRect: rect, cornerRadius: 20, style: .continuous)
        == Path(roundedRect: rect, cornerRadius: 20, style: .circular))
}

@Test func unevenContinuousCornersShareTheRoutine() {
    let radii = RectangleCornerRadii(topLeading: 18, bottomLeading: 18, bottomTrailing: 4, topTrailing: 18)
    let path = Path(roundedRect: Rect(x: 0, y: 0, width: 100, height: 40), cornerRadii: radii, style: .continuous)
    let points = endpoints(path)
    // Top-leading is squeezed by the 40-high leading side (18 + 18 radii): it ends 20 along both its edges.
    #expect(near(points[0], pt(20, 0)))
    #expect(near(points.last!, pt(20, 0)))
    // Top-trailing has room on both its edges (18 + 4 on the trailing side): the full 1.528665 r.
    #expect(near(points[1], pt(100 - 18 * extent, 0)))
    #expect(points.contains { near($0, pt(100, 18 * extent)) })
    // Bottom-trailing, r = 4, full size too.
    #expect(points.contains { near($0, pt(100, 40 - 4 * extent)) })
    #expect(points.contains { near($0, pt(100 - 4 * extent, 40)) })
    // The two leading corners meet at the middle of the leading side.
    #expect(points.contains { near($0, pt(0, 20)) })
    #expect(path.boundingRect == Rect(x: 0, y: 0, width: 100, height: 40))
}

// MARK: - Transforms

@Test func transformsApplyToTheAddedSubpathOnly() {
    var path = Path()
    path.move(to: pt(1, 1))
    path.addRect(Rect(x: 0, y: 0, width: 10, height: 5), transform: AffineTransform(translationX: 100, y: 50))
    #expect(path.elements == [.move(to: pt(1, 1)), .move(to: pt(100, 50)), .line(to: pt(110, 50)),
                              .line(to: pt(110, 55)), .line(to: pt(100, 55)), .closeSubpath])
    var scaled = Path()
    scaled.addRoundedRect(in: Rect(x: 0, y: 0, width: 40, height: 20), cornerSize: Size(width: 10, height: 10),
                          style: .circular, transform: AffineTransform(scaleX: 2, y: 2))
    #expect(scaled == Path(roundedRect: Rect(x: 0, y: 0, width: 80, height: 40), cornerRadius: 20, style: .circular))
}
