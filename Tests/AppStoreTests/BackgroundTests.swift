@testable import AppStore
import Imaging
import Layout
import Testing

/// Backgrounds: the colours at known places of gradients and images, filled and fitted.
@Suite struct BackgroundTests {
    static func paint(_ background: Background, width: Int = 200, height: Int = 400, areaWidth: Int? = nil, originX: Int = 0) throws -> RGBAImage {
        let canvas = try CairoCanvas(width: width, height: height)
        BackgroundRaster.paint(background, on: canvas, areaWidth: areaWidth ?? width, originX: originX)
        return canvas.rgbaImage()
    }

    static let blackToWhite = [ResolvedStop(color: .black, location: 0), ResolvedStop(color: .white, location: 1)]

    @Test func linearGradientsRunAtTheirCSSAngle() throws {
        let down = try Self.paint(.linearGradient(Self.blackToWhite, angle: 180))
        #expect(down[100, 0].r < 3 && down[100, 399].r > 252 && abs(Int(down[100, 200].r) - 128) <= 2)
        #expect(down[0, 200] == down[199, 200], "a vertical gradient is the same across a row")
        let right = try Self.paint(.linearGradient(Self.blackToWhite, angle: 90))
        #expect(right[0, 200].r < 4 && right[199, 200].r > 251 && right[100, 0] == right[100, 399])
        // Diagonal: the corners the line runs between are the first and last colours.
        let diagonal = try Self.paint(.linearGradient(Self.blackToWhite, angle: 135))
        #expect(diagonal[0, 0].r < 3 && diagonal[199, 399].r > 252)
        // Stops keep their places: red until 40 %, blue from 60 %.
        let stops = [ResolvedStop(color: RGBA(hex: 0xFF0000), location: 0.4), ResolvedStop(color: RGBA(hex: 0x0000FF), location: 0.6)]
        let banded = try Self.paint(.linearGradient(stops, angle: 180))
        #expect(banded.hex(x: 10, y: 100) == "#FF0000" && banded.hex(x: 10, y: 300) == "#0000FF")
    }

    @Test func radialGradientsReachTheFarthestCorner() throws {
        let radial = try Self.paint(.radialGradient(Self.blackToWhite, center: UnitPoint(x: 0.5, y: 0.5), radius: 1))
        #expect(radial[100, 200].r < 3 && radial[0, 0].r > 250 && radial[199, 399].r > 250)
        let half = try Self.paint(.radialGradient(Self.blackToWhite, center: UnitPoint(x: 0.5, y: 0.5), radius: 0.5))
        #expect(half[0, 0].r == 255 && half[100, 200].r < 3)
    }

    @Test func imagesCoverOrFitTheirArea() throws {
        // A 100×50 image: left half red, right half blue.
        var source = RGBAImage(width: 100, height: 50)
        for y in 0..<50 { for x in 0..<100 { source[x, y] = x < 50 ? (255, 0, 0, 255) : (0, 0, 255, 255) } }
        let image = BackgroundImage(source, path: "test")
        // Fit into 200×400: 200×100 centred vertically over the backdrop.
        let fit = try Self.paint(.image(image, fit: .fit, color: RGBA(hex: 0x00FF00)))
        #expect(fit.hex(x: 50, y: 200) == "#FF0000" && fit.hex(x: 150, y: 200) == "#0000FF")
        #expect(fit.hex(x: 100, y: 10) == "#00FF00" && fit.hex(x: 100, y: 390) == "#00FF00")
        // Fill: scaled to 800×400 and cropped to the middle 200 columns, so the seam between red and blue is at x = 100.
        let fill = try Self.paint(.image(image, fit: .fill, color: .black))
        #expect(fill.hex(x: 10, y: 10) == "#FF0000" && fill.hex(x: 190, y: 390) == "#0000FF")
        #expect(fill[94, 200].r > 250 && fill[106, 200].b > 250 && fill[100, 200].r > 100 && fill[100, 200].b > 100)
        // A large image shrunk a lot is averaged, not sampled: a fine checkerboard becomes grey.
        var checker = RGBAImage(width: 1000, height: 2000)
        for y in 0..<2000 { for x in 0..<1000 { checker[x, y] = (x + y) % 2 == 0 ? (0, 0, 0, 255) : (255, 255, 255, 255) } }
        let grey = try Self.paint(.image(BackgroundImage(checker), fit: .fill, color: .black))
        #expect(abs(Int(grey[100, 200].r) - 128) <= 4, "\(grey.hex(x: 100, y: 200))")
    }

    @Test func aPanoramasSliceIsItsPartOfTheArea() throws {
        let stops = Self.blackToWhite
        let whole = try Self.paint(.linearGradient(stops, angle: 90), width: 600, height: 100)
        for i in 0..<3 {
            let slice = try Self.paint(.linearGradient(stops, angle: 90), width: 200, height: 100, areaWidth: 600, originX: 200 * i)
            for x in [0, 99, 199] { #expect(slice[x, 50] == whole[200 * i + x, 50]) }
        }
    }
}
