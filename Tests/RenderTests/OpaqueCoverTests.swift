import Imaging
import Layout
import Testing
@testable import Render

/// Which opening fills a later fill paints over entirely (`OpaqueCover`), as data: a display list and the
/// index of its cover; then the pixels of renders that skip them.
struct OpaqueCoverTests {
    static let canvas = Rect(x: 0, y: 0, width: 390, height: 844)
    static let whole = Path(canvas)
    static let bleeding = Path(Rect(x: -10, y: -20, width: 420, height: 900))
    static let opaque = Paint.color(RGBA(hex: 0x112233))

    static func fill(_ path: Path, _ paint: Paint = opaque) -> DrawCommand {
        .fill(path: path, paint: paint, bounds: path.boundingRect, evenOdd: false)
    }

    static var cases: [(name: String, commands: [DrawCommand], cover: Int?)] { [
        ("clip, theme background, screen background", [.pushClip(whole, evenOdd: false), fill(whole), fill(bleeding), .popClip], 2),
        ("a smaller fill after the cover does not move it", [fill(whole), fill(Path(Rect(x: 0, y: 0, width: 100, height: 100)))], 0),
        ("translucent fill is no cover", [fill(whole, .color(RGBA(hex: 0x112233, alpha: 0.99)))], nil),
        ("gradient is no cover", [fill(whole, .linearGradient(stops: [], start: .top, end: .bottom))], nil),
        ("rectangle short of the canvas", [fill(Path(Rect(x: 0, y: 0, width: 390, height: 843.5)))], nil),
        ("rounded rectangle", [fill(RoundedRectangle(cornerRadius: 40).path(in: canvas))], nil),
        ("a clip inside the canvas ends the run", [fill(whole), .pushClip(Path(Rect(x: 10, y: 10, width: 50, height: 50)), evenOdd: false), fill(whole)], 0),
        ("a transform ends the run", [.pushTransform(.identity), fill(whole), .popTransform], nil),
        ("a pop without its push ends the run", [.popClip, fill(whole)], nil),
        ("empty list", [], nil),
    ] }

    @Test(arguments: 0..<10)
    func coverIndex(_ i: Int) {
        #expect(Self.cases.count == 10, "every case is run")
        let c = Self.cases[i]
        #expect(OpaqueCover.index(in: c.commands, canvas: Self.canvas) == c.cover, "\(c.name)")
    }

    @Test func rectangleWithAClosingLineIsARectangle() {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.addLine(to: Point(x: 390, y: 0))
        path.addLine(to: Point(x: 390, y: 844))
        path.addLine(to: Point(x: 0, y: 844))
        path.addLine(to: Point(x: 0, y: 0))
        path.closeSubpath()
        #expect(OpaqueCover.contains(path, Self.canvas))
        var slanted = Path()
        slanted.move(to: Point(x: -1, y: 0))
        slanted.addLine(to: Point(x: 400, y: -1))
        slanted.addLine(to: Point(x: 400, y: 900))
        slanted.addLine(to: Point(x: -1, y: 900))
        slanted.closeSubpath()
        #expect(!OpaqueCover.contains(slanted, Self.canvas), "an edge that is not horizontal or vertical")
    }

    /// A full-size opaque colour over a red background, at a fractional scale: every pixel, edges and
    /// corners included, is that colour (the background and the skipped fill never show).
    @Test func coveredCanvasIsTheCoverEverywhere() throws {
        let view = ZStack {
            Color(hex: 0x00FF00)
            Color(hex: 0x3366CC)
        }
        let image = try renderPixels(view, width: 31, height: 17, scale: 3, background: RGBA(hex: 0xFF0000))
        for (x, y) in [(0, 0), (92, 0), (0, 50), (92, 50), (46, 25)] { #expect(image.at(x, y) == "#3366CC") }
        #expect(image.inkCount(x: 0..<93, y: 0..<51, background: (0x33, 0x66, 0xCC, 255), tolerance: 0) == 0)
    }

    /// A translucent full-size colour is no cover: the background shows through it.
    @Test func translucentFullSizeFillStillBlendsOverTheBackground() throws {
        let image = try renderPixels(Color.black.opacity(0.5), width: 20, height: 20, background: .white)
        #expect(image.at(10, 10) == "#808080" || image.at(10, 10) == "#7F7F7F")
    }
}
