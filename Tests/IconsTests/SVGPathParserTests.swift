import Testing
@testable import Icons

@Suite("SVG path parser")
struct SVGPathParserTests {
    @Test func absoluteMoveAndLine() throws {
        let segments = try SVGPathParser.parse("M10 20 L30 40")
        #expect(segments == [.move(to: pt(10, 20)), .line(to: pt(30, 40))])
    }

    @Test func relativeCommandsAndHorizontalVertical() throws {
        let segments = try SVGPathParser.parse("m10 20 l5 5 h-3 v2 H1 V0 z")
        #expect(segments == [
            .move(to: pt(10, 20)), .line(to: pt(15, 25)), .line(to: pt(12, 25)),
            .line(to: pt(12, 27)), .line(to: pt(1, 27)), .line(to: pt(1, 0)), .close,
        ])
    }

    @Test func implicitRepeatsAfterMoveBecomeLines() throws {
        #expect(try SVGPathParser.parse("M0 0 10 10 20 0") ==
            [.move(to: pt(0, 0)), .line(to: pt(10, 10)), .line(to: pt(20, 0))])
        #expect(try SVGPathParser.parse("m1 1 2 2") == [.move(to: pt(1, 1)), .line(to: pt(3, 3))])
        #expect(try SVGPathParser.parse("M0 0l1 1 1 1") ==
            [.move(to: pt(0, 0)), .line(to: pt(1, 1)), .line(to: pt(2, 2))])
    }

    @Test func compactNumbersTokenise() throws {
        #expect(try SVGPathParser.parse("M1.5.5L-.5e-3-2") == [.move(to: pt(1.5, 0.5)), .line(to: pt(-0.0005, -2))])
        #expect(try SVGPathParser.parse("M0,0L3e1,1E+1") == [.move(to: pt(0, 0)), .line(to: pt(30, 10))])
        #expect(try SVGPathParser.parse("M-1-2h.5.25") ==
            [.move(to: pt(-1, -2)), .line(to: pt(-0.5, -2)), .line(to: pt(-0.25, -2))])
    }

    @Test func drawingAfterCloseRestartsAtSubpathStart() throws {
        let segments = try SVGPathParser.parse("M2 2 L4 2 z l1 1")
        #expect(segments == [.move(to: pt(2, 2)), .line(to: pt(4, 2)), .close, .move(to: pt(2, 2)), .line(to: pt(3, 3))])
    }

    @Test func cubicAndSmoothCubicReflectTheControlPoint() throws {
        let segments = try SVGPathParser.parse("M0 0 c1 2 3 4 5 6 s7 8 9 10")
        #expect(segments == [
            .move(to: pt(0, 0)),
            .cubic(control1: pt(1, 2), control2: pt(3, 4), to: pt(5, 6)),
            .cubic(control1: pt(7, 8), control2: pt(12, 14), to: pt(14, 16)),
        ])
    }

    @Test func smoothCubicWithoutPredecessorUsesCurrentPoint() throws {
        let segments = try SVGPathParser.parse("M1 1 L2 1 S2 2 3 3")
        #expect(segments.last == .cubic(control1: pt(2, 1), control2: pt(2, 2), to: pt(3, 3)))
    }

    @Test func quadraticsBecomeExactCubics() throws {
        let segments = try SVGPathParser.parse("M0 0 Q3 6 6 0 T12 0")
        // T reflects (3, 6) about (6, 0) to (9, -6); controls sit 2/3 of the way to the quad control.
        #expect(segmentsMatch(segments, [
            .move(to: pt(0, 0)),
            .cubic(control1: pt(2, 4), control2: pt(4, 4), to: pt(6, 0)),
            .cubic(control1: pt(8, -4), control2: pt(10, -4), to: pt(12, 0)),
        ]))
        let relative = try SVGPathParser.parse("M1 1 q3 6 6 0")
        #expect(segmentsMatch(relative, [.move(to: pt(1, 1)), .cubic(control1: pt(3, 5), control2: pt(5, 5), to: pt(7, 1))]))
    }

    @Test func semicircleArcPassesOverTheTopWithSweepOne() throws {
        let segments = try SVGPathParser.parse("M0 0 A5 5 0 0 1 10 0")
        #expect(segments.count == 3)
        let top = try #require(segments[1].endPoint)
        #expect(abs(top.x - 5) < 1e-9 && abs(top.y - -5) < 1e-9)
        #expect(segments[2].endPoint == pt(10, 0))
        // Handle length of a 90° piece is kappa·r.
        guard case .cubic(let c1, let c2, _) = segments[1] else {
            Issue.record("expected a cubic")
            return
        }
        #expect(abs(c1.x - 0) < 1e-9 && abs(c1.y - (-5 * SVGShapes.kappa)) < 1e-6)
        #expect(abs(c2.x - (5 - 5 * SVGShapes.kappa)) < 1e-6 && abs(c2.y - (-5)) < 1e-9)
    }

    @Test func packedArcFlagsAndRelativeArc() throws {
        let packed = try SVGPathParser.parse("M0 0a5 5 0 0110 0")
        let spaced = try SVGPathParser.parse("M0 0 A5 5 0 0 1 10 0")
        #expect(segmentsMatch(packed, spaced))
    }

    @Test func tooSmallRadiiAreScaledUp() throws {
        let scaled = try SVGPathParser.parse("M0 0 A1 1 0 0 1 10 0")
        let exact = try SVGPathParser.parse("M0 0 A5 5 0 0 1 10 0")
        #expect(segmentsMatch(scaled, exact))
    }

    @Test func smallAndLargeArcPickDifferentCentres() throws {
        // Small arc, sweep 0: centre (10, 0), one 90° piece from angle π to π/2.
        let small = try SVGPathParser.parse("M0 0 A10 10 0 0 0 10 10")
        #expect(small.count == 2)
        #expect(small[1].endPoint == pt(10, 10))
        // Large arc, sweep 0: centre (0, 10), three 90° pieces through (-10, 10) and (0, 20).
        let large = try SVGPathParser.parse("M0 0 A10 10 0 1 0 10 10")
        #expect(large.count == 4)
        #expect(segmentsMatch(large.dropFirst().map { .line(to: $0.endPoint!) },
                              [.line(to: pt(-10, 10)), .line(to: pt(0, 20)), .line(to: pt(10, 10))]))
    }

    @Test func rotatedEllipticalArcStaysOnItsEllipse() throws {
        // rx = 10 along y after the 90° rotation, ry = 5 along x; centre (-2.5·√3, 5) by F.6.5.
        let segments = try SVGPathParser.parse("M0 0 A10 5 90 0 1 0 10")
        let centre = pt(-2.5 * 3.0.squareRoot(), 5)
        var current = pt(0, 0)
        for segment in segments.dropFirst() {
            guard case .cubic(let c1, let c2, let end) = segment else {
                Issue.record("expected cubics")
                return
            }
            for t in [0.5, 1.0] {
                let p = OutlineBounds.point(on: (current, c1, c2, end), at: t)
                // Undo the rotation: the ellipse's x axis points along +y.
                let u = (p.y - centre.y) / 10, v = -(p.x - centre.x) / 5
                #expect(abs(u * u + v * v - 1) < 1e-3)
            }
            current = end
        }
        #expect(current == pt(0, 10))
    }

    @Test func zeroRadiusArcIsALineAndZeroLengthArcVanishes() throws {
        #expect(try SVGPathParser.parse("M0 0 A0 5 0 0 1 10 0") == [.move(to: pt(0, 0)), .line(to: pt(10, 0))])
        #expect(try SVGPathParser.parse("M3 3 A5 5 0 0 1 3 3") == [.move(to: pt(3, 3))])
    }

    @Test func malformedDataThrowsWithOffset() {
        #expect(throws: SVGPathError(offset: 0, message: "path data must begin with M or m")) {
            try SVGPathParser.parse("L1 1")
        }
        #expect(throws: SVGPathError.self) { try SVGPathParser.parse("M1") }
        #expect(throws: SVGPathError(offset: 12, message: "arc flag must be 0 or 1")) {
            try SVGPathParser.parse("M0 0 A1 1 0 2 1 3 3")
        }
        #expect(throws: SVGPathError.self) { try SVGPathParser.parse("M0 0 z 5") }
        #expect(throws: SVGPathError.self) { try SVGPathParser.parse("M0 0 X1 1") }
    }
}
