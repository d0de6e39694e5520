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
        // (Two rows repeated, not 2 million pixels set one at a time in unoptimised test code: the same image.)
        let even = (0..<1000).flatMap { x -> [UInt8] in x % 2 == 0 ? [0, 0, 0, 255] : [255, 255, 255, 255] }
        let odd = (0..<1000).flatMap { x -> [UInt8] in x % 2 == 1 ? [0, 0, 0, 255] : [255, 255, 255, 255] }
        var pixels: [UInt8] = []
        pixels.reserveCapacity(1000 * 2000 * 4)
        for _ in 0..<1000 { pixels += even; pixels += odd }
        let checker = RGBAImage(width: 1000, height: 2000, pixels: pixels)
        #expect(checker[0, 0] == (0, 0, 0, 255) && checker[1, 0] == (255, 255, 255, 255) && checker[0, 1] == (255, 255, 255, 255)
                && checker[999, 1999] == (0, 0, 0, 255))
        let grey = try Self.paint(.image(BackgroundImage(checker), fit: .fill, color: .black))
        #expect(abs(Int(grey[100, 200].r) - 128) <= 4, "\(grey.hex(x: 100, y: 200))")
    }

    /// Sampling blends each source column's two rows first, once per row: the same integers as blending each
    /// pixel's four neighbours rows first (`BackgroundImage.bilinear`), for any pixels and weights.
    @Test func columnsFirstIsTheBilinearOfRowsFirst() {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt32 { seed = seed &* 6364136223846793005 &+ 1442695040888963407; return UInt32(truncatingIfNeeded: seed >> 32) }
        for i in 0..<4_000 {
            let a = next() | 0xFF00_0000, b = next() | 0xFF00_0000, c = next() | 0xFF00_0000, d = next() | 0xFF00_0000
            // The ends of the weights' range first, then any.
            let fx = i < 4 ? [0, 256, 0, 256][i] : next() % 257, fy = i < 4 ? [0, 0, 256, 256][i] : next() % 257
            let left = BackgroundImage.channels(a) &* SIMD4(repeating: 256 - fy) &+ BackgroundImage.channels(c) &* SIMD4(repeating: fy)
            let right = BackgroundImage.channels(b) &* SIMD4(repeating: 256 - fy) &+ BackgroundImage.channels(d) &* SIMD4(repeating: fy)
            let got = BackgroundImage.across(left, right, fx), want = BackgroundImage.bilinear(a, b, c, d, fx, fy)
            if got != want { Issue.record("\(a) \(b) \(c) \(d) at \(fx), \(fy): \(got), not \(want)"); return }
        }
    }

    /// A whole painted image, enlarged (fill) and shrunk onto a slice (fit), pixel for pixel what sampling each
    /// pixel's four neighbours gives, computed here the plain way.
    @Test func anImageBackgroundIsEachPixelsBilinearSample() throws {
        var source = RGBAImage(width: 37, height: 23)
        for y in 0..<23 { for x in 0..<37 { source[x, y] = (UInt8(x * 7 % 256), UInt8(y * 11 % 256), UInt8((x * y) % 256), 255) } }
        let image = BackgroundImage(source, path: "test")
        for (fit, width, height, areaWidth, originX) in [(Background.ImageFit.fill, 120, 90, 120, 0), (.fit, 50, 70, 150, 50), (.fill, 40, 31, 90, 47)] {
            let painted = try Self.paint(.image(image, fit: fit, color: RGBA(hex: 0x00FF00)), width: width, height: height,
                                         areaWidth: areaWidth, originX: originX)
            // The plain way: the full-size image (no halving is used at these sizes), each pixel on its own.
            let aw = Double(areaWidth), ah = Double(height)
            let k = fit == .fill ? max(aw / 37, ah / 23) : min(aw / 37, ah / 23)
            let ox = (aw - 37 * k) / 2, oy = (ah - 23 * k) / 2
            func px(_ x: Int, _ y: Int) -> UInt32 { let p = source[x, y]; return 0xFF00_0000 | UInt32(p.r) << 16 | UInt32(p.g) << 8 | UInt32(p.b) }
            var wrong = 0
            for y in 0..<height {
                let v = (Double(y) + 0.5 - oy) / k - 0.5
                let vy = min(max(v, 0), 22), y0 = Int(vy), y1 = min(y0 + 1, 22), fy = UInt32(((vy - Double(y0)) * 256).rounded())
                for x in 0..<width {
                    let u = (Double(originX + x) + 0.5 - ox) / k - 0.5
                    let inside = u >= -0.5 && u <= 36.5 && v >= -0.5 && v <= 22.5
                    let ux = min(max(u, 0), 36), x0 = Int(ux), x1 = min(x0 + 1, 36), fx = UInt32(((ux - Double(x0)) * 256).rounded())
                    let want = fit == .fit && !inside ? 0xFF00_FF00 : BackgroundImage.bilinear(px(x0, y0), px(x1, y0), px(x0, y1), px(x1, y1), fx, fy)
                    let p = painted[x, y]
                    if 0xFF00_0000 | UInt32(p.r) << 16 | UInt32(p.g) << 8 | UInt32(p.b) != want { wrong += 1 }
                }
            }
            #expect(wrong == 0, "\(fit) \(width)×\(height) of \(areaWidth) from \(originX): \(wrong) pixels differ")
        }
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
