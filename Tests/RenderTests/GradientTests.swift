import Imaging
import Layout
import Testing
@testable import Render

/// Gradients are mapped onto the filled shape's frame: unit points for linear gradients and centres,
/// points for radii, and they pad beyond their ends.
struct GradientTests {
    let red = Color(hex: 0xFF0000), blue = Color(hex: 0x0000FF)

    @Test func linearGradientRunsBetweenItsUnitPoints() throws {
        // From 25 % to 75 % of a 200 pt wide frame: x 50 → 150.
        let gradient = LinearGradient(colors: [red, blue], startPoint: UnitPoint(x: 0.25, y: 0.5), endPoint: UnitPoint(x: 0.75, y: 0.5))
        let image = try renderPixels(Rectangle().fill(gradient), width: 200, height: 10)
        // Padded before the start and after the end: the stop colours exactly.
        #expect(image.at(10, 5) == "#FF0000")
        #expect(image.at(49, 5) == "#FF0000")
        #expect(image.at(151, 5) == "#0000FF")
        #expect(image.at(190, 5) == "#0000FF")
        // At the start and end points the stop colours (within one step of the gradient).
        let start = image[50, 5], end = image[149, 5]
        #expect(near(start.r, 255) && near(start.b, 0))
        #expect(near(end.r, 0) && near(end.b, 255))
        // Midway an even blend.
        let middle = image[100, 5]
        #expect(near(middle.r, 126) && near(middle.b, 129) && middle.g == 0)
    }

    @Test func linearGradientFollowsTheFrameNotTheCanvas() throws {
        // A vertical gradient on a 40 pt tall rectangle in the lower half of the canvas.
        let gradient = LinearGradient(colors: [red, blue], startPoint: .top, endPoint: .bottom)
        let view = VStack(spacing: 0) { Color.white.frame(height: 40); Rectangle().fill(gradient).frame(height: 40) }
        let image = try renderPixels(view, width: 20, height: 80)
        let top = image[10, 40], bottom = image[10, 79]
        #expect(near(top.r, 255, 4) && near(top.b, 0, 4))
        #expect(near(bottom.r, 0, 4) && near(bottom.b, 255, 4))
    }

    @Test func radialGradientIsCentredAndPadsPastItsEndRadius() throws {
        // Centre at (30, 20) in a 120 × 80 frame, radii 0 → 20 pt.
        let gradient = RadialGradient(colors: [red, blue], center: UnitPoint(x: 0.25, y: 0.25), startRadius: 0, endRadius: 20)
        let image = try renderPixels(Rectangle().fill(gradient), width: 120, height: 80)
        let centre = image[30, 20]
        #expect(near(centre.r, 255, 10) && near(centre.b, 0, 10))
        // 10 pt out: half way.
        let half = image[40, 20]
        #expect(near(half.r, 128, 8) && near(half.b, 128, 8))
        // Past the end radius: the end colour exactly.
        #expect(image.at(30, 45) == "#0000FF")
        #expect(image.at(100, 70) == "#0000FF")
    }

    @Test func angularGradientGoesClockwiseFromItsStartAngle() throws {
        // Red at 0° (3 o'clock), blue at 180° (9 o'clock), back to red at 360°: blends at 6 and 12 o'clock.
        let gradient = AngularGradient(colors: [red, blue, red], center: .center)
        let image = try renderPixels(Rectangle().fill(gradient), width: 100, height: 100)
        let right = image[95, 50], left = image[5, 50], bottom = image[50, 95], top = image[50, 5]
        #expect(near(right.r, 255, 12) && near(right.b, 0, 12))
        #expect(near(left.r, 0, 12) && near(left.b, 255, 12))
        #expect(near(bottom.r, 128, 12) && near(bottom.b, 128, 12))
        #expect(near(top.r, 128, 12) && near(top.b, 128, 12))
        // Clockwise (screen y down): at 45° (down-right) the colour is a quarter of the way to blue.
        let downRight = image[85, 85]
        #expect(near(downRight.r, 191, 12) && near(downRight.b, 64, 12))
    }

    @Test func partialAngularGradientFillsTheGapWithItsEndColours() throws {
        // 0°...180°: red → blue over the lower half; the upper half splits at 270° (12 o'clock).
        let gradient = AngularGradient(colors: [red, blue], center: .center, startAngle: .degrees(0), endAngle: .degrees(180))
        let image = try renderPixels(Rectangle().fill(gradient), width: 100, height: 100)
        #expect(image.at(20, 10) == "#0000FF")   // up-left: after 180°, before 270°: the end colour
        #expect(image.at(80, 10) == "#FF0000")   // up-right: after 270°: the start colour
    }
}
