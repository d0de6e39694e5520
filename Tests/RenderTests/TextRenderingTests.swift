import Imaging
import Layout
import Testing
@testable import Render

/// Text drawn from the measured Pango layouts: ink where the frame is, colours per run, gradient fills.
struct TextRenderingTests {
    @Test func textDrawsInkInsideItsFrame() throws {
        let rendered = try Renderer.render(Text("Hello, world").font(.system(size: 20)),
                                           proposal: ProposedViewSize(width: 200, height: 40),
                                           options: RenderOptions(scale: 2, background: .white))
        let image = rendered.rgbaImage()
        let frame = try #require(rendered.layout.first("Text")).frame
        let x0 = Int(frame.minX * 2), x1 = Int(frame.maxX * 2), y0 = Int(frame.minY * 2), y1 = Int(frame.maxY * 2)
        #expect(image.inkCount(x: x0..<x1, y: y0..<y1, background: (255, 255, 255, 255)) > 300)
        // Nothing outside the frame (one pixel of slack for antialiasing).
        let total = image.inkCount(x: 0..<400, y: 0..<80, background: (255, 255, 255, 255))
        #expect(image.inkCount(x: (x0 - 1)..<(x1 + 1), y: (y0 - 1)..<(y1 + 1), background: (255, 255, 255, 255)) == total)
        // Black text: the darkest pixel is black.
        var darkest: UInt8 = 255
        for y in y0..<y1 { for x in x0..<x1 { darkest = min(darkest, image[x, y].r) } }
        #expect(darkest == 0)
    }

    @Test func runColoursAndTheForegroundPaintApply() throws {
        let text = Text("IIII").font(.system(size: 40, weight: .black)).foregroundColor(Color(hex: 0xFF0000))
            + Text("IIII").font(.system(size: 40, weight: .black))
        let image = try renderPixels(text.foregroundStyle(Color(hex: 0x0000FF)), width: 200, height: 60)
        var reds = 0, blues = 0
        for y in 0..<60 {
            for x in 0..<200 {
                let p = image[x, y]
                if p.r == 255 && p.g == 0 && p.b == 0 { reds += 1 }
                if p.b == 255 && p.g == 0 && p.r == 0 { blues += 1 }
            }
        }
        #expect(reds > 100)
        #expect(blues > 100)
    }

    @Test func gradientTextTakesTheGradientAcrossItsFrame() throws {
        let gradient = LinearGradient(colors: [Color(hex: 0xFF0000), Color(hex: 0x0000FF)], startPoint: .leading, endPoint: .trailing)
        let rendered = try Renderer.render(Text("MMMMMM").font(.system(size: 40, weight: .black)).foregroundStyle(gradient),
                                           proposal: ProposedViewSize(width: 300, height: 60), options: RenderOptions(scale: 1, background: nil))
        let image = rendered.rgbaImage()
        let frame = try #require(rendered.layout.first("Text")).frame
        // Solid ink (alpha 255) in the first and last fifth of the text.
        func inkColours(_ xs: Range<Int>) -> [(r: UInt8, g: UInt8, b: UInt8, a: UInt8)] {
            var out: [(r: UInt8, g: UInt8, b: UInt8, a: UInt8)] = []
            for y in Int(frame.minY)..<Int(frame.maxY) { for x in xs where image[x, y].a == 255 { out.append(image[x, y]) } }
            return out
        }
        let fifth = Int(frame.width / 5)
        let left = inkColours(Int(frame.minX)..<(Int(frame.minX) + fifth)), right = inkColours((Int(frame.maxX) - fifth)..<Int(frame.maxX))
        #expect(left.count > 50 && right.count > 50)
        #expect(left.allSatisfy { $0.r > 180 && $0.b < 80 })
        #expect(right.allSatisfy { $0.b > 180 && $0.r < 80 })
    }

    /// "II" + "WW" on a red background + "II" in black at 40 pt: where the red is, column by column.
    func highlighted(_ paint: some ShapeStyle, background: Color = Color(hex: 0xFF0000)) throws -> (image: RGBAImage, frame: Rect) {
        let font = Font.system(size: 40, weight: .black)
        let text = Text("II").font(font) + Text("WW").font(font).background(background) + Text("II").font(font)
        let rendered = try Renderer.render(text.foregroundStyle(paint), proposal: ProposedViewSize(width: 300, height: 60),
                                           options: RenderOptions(scale: 1, background: .white))
        return (rendered.rgbaImage(), try #require(rendered.layout.first("Text")).frame)
    }

    /// Columns holding a pixel that satisfies `test`, within the frame's rows.
    func columns(_ image: RGBAImage, _ frame: Rect, where test: (String) -> Bool) -> [Int] {
        (0..<image.width).filter { x in (Int(frame.minY)..<Int(frame.maxY)).contains { test(image.at(x, $0)) } }
    }

    @Test func runBackgroundFillsItsRunOnly() throws {
        let (image, frame) = try highlighted(Color.black)
        let red = columns(image, frame) { $0 == "#FF0000" }
        let first = try #require(red.first), last = try #require(red.last)
        // One solid band, well inside the frame, wide enough for two Ws.
        #expect(red.count == last - first + 1)
        #expect(last - first > 50)
        #expect(Double(first) > frame.minX + 10 && Double(last) < frame.maxX - 10)
        // It spans the line's height: the top and bottom rows of the frame are red in the band's middle
        // (where no W reaches).
        let middle = (first + last) / 2
        #expect(image.at(first + 1, Int(frame.minY)) == "#FF0000")
        #expect(image.at(middle, Int(frame.maxY) - 1) == "#FF0000")
        // The Ws are drawn over it, in black; the other runs have ink but no red.
        #expect(columns(image, frame) { $0 == "#000000" }.contains { $0 > first && $0 < last })
        let ink = columns(image, frame) { $0 == "#000000" }
        #expect(ink.contains { $0 < first } && ink.contains { $0 > last })
        let reddish = columns(image, frame) { $0.hasPrefix("#FF") && $0 != "#FFFFFF" }
        #expect(reddish.allSatisfy { $0 >= first - 1 && $0 <= last + 1 })
    }

    @Test func translucentRunBackgroundBlendsWithWhatIsBelow() throws {
        // Red at 50 % (alpha byte 128) on white: 255 − 128 = 127 in green and blue.
        let (image, frame) = try highlighted(Color.black, background: Color(hex: 0xFF0000).opacity(0.5))
        #expect(columns(image, frame) { $0 == "#FF7F7F" }.count > 50)
    }

    @Test func runBackgroundStaysItsColourUnderGradientText() throws {
        let gradient = LinearGradient(colors: [Color(hex: 0x0000FF), Color(hex: 0x00FF00)], startPoint: .leading, endPoint: .trailing)
        let (image, frame) = try highlighted(gradient)
        // The same red band as under solid text (filled where Pango fills it), not a gradient one.
        let (solid, _) = try highlighted(Color.black)
        let red = columns(image, frame) { $0 == "#FF0000" }
        let first = try #require(red.first), last = try #require(red.last)
        #expect(red == columns(solid, frame) { $0 == "#FF0000" })
        #expect(image.at(first + 1, Int(frame.minY)) == "#FF0000" && image.at(first + 1, Int(frame.maxY) - 1) == "#FF0000")
        // The gradient colours the glyphs, inside the band and out.
        let inked = columns(image, frame) { $0.hasPrefix("#00") }
        #expect(inked.contains { $0 < first } && inked.contains { $0 > first && $0 < last } && inked.contains { $0 > last })
        // Above the other runs' capitals the line's top row stays white.
        #expect(image.at(Int(frame.minX) + 2, Int(frame.minY)) == "#FFFFFF" && image.at(last + 2, Int(frame.minY)) == "#FFFFFF")
    }

    @Test func unknownFontNamesAreReportedAndFallBackToInter() throws {
        let rendered = try Renderer.render(Text("Hi").font(.custom("Comic Sans MS", size: 17)), proposal: ProposedViewSize(width: 100, height: 30))
        #expect(rendered.warnings.contains("unknown font 'Comic Sans MS', using Inter"))
        #expect(rendered.rgbaImage().inkCount(x: 0..<200, y: 0..<60, background: (0, 0, 0, 0)) > 50)
    }
}
