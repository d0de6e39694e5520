import Imaging
import Layout
import Testing
@testable import Render

struct StrokeTests {
    @Test func dashesAlternateInkAndGaps() throws {
        // A 4 pt line at y = 10 with 10 pt dashes and 10 pt gaps, starting with a dash at x = 0.
        let line = Path { p in p.move(to: Point(x: 0, y: 10)); p.addLine(to: Point(x: 100, y: 10)) }
        let image = try renderPixels(line.stroke(Color.black, style: StrokeStyle(lineWidth: 4, dash: [10, 10])), width: 100, height: 20)
        #expect(image.at(5, 10) == "#000000")
        #expect(image.at(15, 10) == "#FFFFFF")
        #expect(image.at(25, 10) == "#000000")
        #expect(image.at(35, 10) == "#FFFFFF")
        #expect(image.at(5, 13) == "#FFFFFF")   // beyond the line's half width
        // The phase shifts the pattern: a 10 pt phase starts with a gap.
        let shifted = try renderPixels(line.stroke(Color.black, style: StrokeStyle(lineWidth: 4, dash: [10, 10], dashPhase: 10)),
                                       width: 100, height: 20)
        #expect(shifted.at(5, 10) == "#FFFFFF")
        #expect(shifted.at(15, 10) == "#000000")
    }

    @Test func invalidDashPatternsDrawSolid() throws {
        let line = Path { p in p.move(to: Point(x: 0, y: 10)); p.addLine(to: Point(x: 100, y: 10)) }
        let image = try renderPixels(line.stroke(Color.black, style: StrokeStyle(lineWidth: 4, dash: [0, 0])), width: 100, height: 20)
        #expect(image.at(15, 10) == "#000000")
    }

    @Test func strokeBorderStaysInsideTheFrameWhileStrokeStraddlesIt() throws {
        // A 40 pt square at (10, 10) with a 4 pt border.
        let border = try renderPixels(Rectangle().strokeBorder(Color.black, lineWidth: 4).frame(width: 40, height: 40).padding(10),
                                      width: 60, height: 60)
        #expect(border.at(10, 30) == "#000000")    // first column of the frame
        #expect(border.at(13, 30) == "#000000")    // fourth column: still the border
        #expect(border.at(14, 30) == "#FFFFFF")    // inside
        #expect(border.at(9, 30) == "#FFFFFF")     // outside the frame: untouched
        let stroke = try renderPixels(Rectangle().stroke(Color.black, lineWidth: 4).frame(width: 40, height: 40).padding(10),
                                      width: 60, height: 60)
        #expect(stroke.at(8, 30) == "#000000")     // 2 pt outside
        #expect(stroke.at(11, 30) == "#000000")    // 2 pt inside
        #expect(stroke.at(12, 30) == "#FFFFFF")
        #expect(stroke.at(7, 30) == "#FFFFFF")
    }

    @Test func roundCapsExtendPastTheEnds() throws {
        let line = Path { p in p.move(to: Point(x: 20, y: 10)); p.addLine(to: Point(x: 80, y: 10)) }
        let butt = try renderPixels(line.stroke(Color.black, style: StrokeStyle(lineWidth: 8, lineCap: .butt)), width: 100, height: 20)
        let round = try renderPixels(line.stroke(Color.black, style: StrokeStyle(lineWidth: 8, lineCap: .round)), width: 100, height: 20)
        #expect(butt.at(17, 10) == "#FFFFFF")
        #expect(round.at(17, 10) == "#000000")
    }
}
