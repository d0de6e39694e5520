import Testing
@testable import Icons

@Suite("SVG basic shapes")
struct SVGShapesTests {
    @Test func circleIsFourKappaArcsFromTheRight() {
        let k = 10 * 0.5522847498
        let segments = SVGShapes.ellipse(cx: 12, cy: 12, rx: 10, ry: 10)
        #expect(segmentsMatch(segments, [
            .move(to: pt(22, 12)),
            .cubic(control1: pt(22, 12 + k), control2: pt(12 + k, 22), to: pt(12, 22)),
            .cubic(control1: pt(12 - k, 22), control2: pt(2, 12 + k), to: pt(2, 12)),
            .cubic(control1: pt(2, 12 - k), control2: pt(12 - k, 2), to: pt(12, 2)),
            .cubic(control1: pt(12 + k, 2), control2: pt(22, 12 - k), to: pt(22, 12)),
            .close,
        ]))
        // The quarter arc's midpoint lies on the circle to within 0.03 %.
        let mid = OutlineBounds.point(on: (pt(22, 12), pt(22, 12 + k), pt(12 + k, 22), pt(12, 22)), at: 0.5)
        let radius = ((mid.x - 12) * (mid.x - 12) + (mid.y - 12) * (mid.y - 12)).squareRoot()
        #expect(abs(radius - 10) < 10 * 3e-4)
    }

    @Test func roundedRectWalksClockwiseFromTopLeftCorner() {
        let k = 2 * SVGShapes.kappa
        let segments = SVGShapes.rect(x: 3, y: 3, width: 18, height: 18, rx: 2, ry: nil)
        #expect(segmentsMatch(segments, [
            .move(to: pt(5, 3)), .line(to: pt(19, 3)),
            .cubic(control1: pt(19 + k, 3), control2: pt(21, 5 - k), to: pt(21, 5)), .line(to: pt(21, 19)),
            .cubic(control1: pt(21, 19 + k), control2: pt(19 + k, 21), to: pt(19, 21)), .line(to: pt(5, 21)),
            .cubic(control1: pt(5 - k, 21), control2: pt(3, 19 + k), to: pt(3, 19)), .line(to: pt(3, 5)),
            .cubic(control1: pt(3, 5 - k), control2: pt(5 - k, 3), to: pt(5, 3)), .close,
        ]))
    }

    @Test func pillDropsZeroLengthEdgesAndClampsRadius() {
        let segments = SVGShapes.rect(x: 0, y: 0, width: 4, height: 10, rx: nil, ry: 5)
        // ry 5 → rx copies it, then clamps to 2 (half the width); ry stays 5 (half the height).
        #expect(segments.count == 6)
        #expect(segments.filter { if case .line = $0 { true } else { false } }.isEmpty)
        #expect(segments[1].endPoint == pt(4, 5))
        #expect(segments[2].endPoint == pt(2, 10))
    }

    @Test func squareCornersWithoutRadii() {
        #expect(SVGShapes.rect(x: 1, y: 2, width: 3, height: 4, rx: nil, ry: nil) == [
            .move(to: pt(1, 2)), .line(to: pt(4, 2)), .line(to: pt(4, 6)), .line(to: pt(1, 6)), .close,
        ])
    }

    @Test func polylineAndPolygon() throws {
        #expect(try SVGShapes.polyline(points: "1,2 3,4 5 6", closed: false) ==
            [.move(to: pt(1, 2)), .line(to: pt(3, 4)), .line(to: pt(5, 6))])
        #expect(try SVGShapes.polyline(points: "0 0 4 0 4 4", closed: true) ==
            [.move(to: pt(0, 0)), .line(to: pt(4, 0)), .line(to: pt(4, 4)), .close])
        #expect(throws: SVGPathError.self) { try SVGShapes.polyline(points: "1 2 x", closed: false) }
    }

    @Test func lineIsOneOpenSegment() {
        #expect(SVGShapes.line(x1: 12, y1: 8, x2: 12, y2: 12) == [.move(to: pt(12, 8)), .line(to: pt(12, 12))])
    }
}
