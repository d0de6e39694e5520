import Imaging
import Layout
import Testing
@testable import Render

/// Painted bytes are the tokens' bytes: round(v · 255) per channel, as `RGBA.hexString` reports, for
/// every way a colour reaches cairo or Pango (cairo alone would paint ⌊v · 65535 + 0.5⌋ >> 8, which is
/// one more for 0.969, 0.918 and 0.973). Gradients came out right before (pixman's gradient code divides
/// by 257 and rounds); their test guards the stops staying exact.
struct ColorPrecisionTests {
    /// Brand-guide style literals: 0.969 → F7 (cairo alone: F8), 0.918 → EA (EB), 0.973 → F8 (F9).
    let paper = Color(red: 0.969, green: 0.969, blue: 0.973)
    let mist = Color(red: 0.918, green: 0.918, blue: 0.918)
    let mixed = Color(red: 0.969, green: 0.918, blue: 0.973)

    @Test func quantizeSnapsEachChannelToItsByte() {
        let q = DeviceColor.quantize(RGBA(r: 0.969, g: 0.918, b: 0.973, a: 0.6))
        #expect(q == RGBA(r: 247.0 / 255, g: 234.0 / 255, b: 248.0 / 255, a: 153.0 / 255))
        #expect(q.hexString == "#F7EAF899")
        let pango = DeviceColor.pango16(RGBA(r: 0.969, g: 0.918, b: 1, a: 0))
        #expect(pango.r == 247 * 257 && pango.g == 234 * 257 && pango.b == 65535 && pango.a == 0)
    }

    @Test func solidFillsPaintTheTokenBytes() throws {
        let image = try renderPixels(VStack(spacing: 0) { paper; mist; mixed }, width: 10, height: 30)
        #expect(image.at(5, 5) == "#F7F7F8")
        #expect(image.at(5, 15) == "#EAEAEA")
        #expect(image.at(5, 25) == "#F7EAF8")
    }

    @Test func translucentFillsAndTheBackgroundAreQuantisedToo() throws {
        // Alpha 0.6 is byte 153 (0x99); on a clear canvas the unpremultiplied pixel gives the bytes back.
        let clear = try renderPixels(paper.opacity(0.6), width: 10, height: 10, background: nil)
        #expect(clear.at(5, 5) == "#F7F7F899")
        let canvas = try renderPixels(Color.clear, width: 10, height: 10, background: RGBA(r: 0.918, g: 0.969, b: 0.973))
        #expect(canvas.at(5, 5) == "#EAF7F8")
    }

    @Test func gradientStopsAreExactAtTheirStops() throws {
        // Stops at x = 50.5, 100.5 and 150.5 on a 200 pt frame, each exactly on a pixel centre.
        let gradient = LinearGradient(stops: [.init(color: paper, location: 50.5 / 200), .init(color: mixed, location: 100.5 / 200),
                                              .init(color: mist, location: 150.5 / 200)],
                                      startPoint: .leading, endPoint: .trailing)
        let image = try renderPixels(Rectangle().fill(gradient), width: 200, height: 10)
        #expect(image.at(10, 5) == "#F7F7F8")    // padded before the first stop
        #expect(image.at(50, 5) == "#F7F7F8")
        #expect(image.at(100, 5) == "#F7EAF8")
        #expect(image.at(150, 5) == "#EAEAEA")
        #expect(image.at(190, 5) == "#EAEAEA")   // padded after the last
        // Between stops the blend, in its own bytes: half way from F7EAF8 to EAEAEA at x = 125.5.
        let between = image[125, 5]
        #expect(near(between.r, (0xF7 + 0xEA) / 2, 1) && between.g == 0xEA && near(between.b, (0xF8 + 0xEA) / 2, 1))
    }

    @Test func angularGradientStopsAreExact() throws {
        // One colour each half turn: the sector interiors are the stop colours exactly.
        let gradient = AngularGradient(gradient: Gradient(stops: [.init(color: mixed, location: 0), .init(color: mixed, location: 0.5),
                                                                  .init(color: mist, location: 0.5), .init(color: mist, location: 1)]),
                                       center: .center)
        let image = try renderPixels(Rectangle().fill(gradient), width: 100, height: 100)
        #expect(image.at(50, 90) == "#F7EAF8")   // 90°: the first half
        #expect(image.at(50, 10) == "#EAEAEA")   // 270°: the second
    }

    @Test func textColoursPaintTheTokenBytes() throws {
        // A run colour (a Pango attribute, 16-bit) and the text's paint (cairo's source): glyph stems are solid.
        let text = Text("II").font(.system(size: 60, weight: .black)).foregroundColor(mixed)
            + Text("II").font(.system(size: 60, weight: .black))
        let image = try renderPixels(text.foregroundStyle(mist), width: 200, height: 80, background: .black)
        var counts: [String: Int] = [:]
        for y in 0..<80 { for x in 0..<200 { counts[image.at(x, y), default: 0] += 1 } }
        #expect(counts["#F7EAF8", default: 0] > 300)
        #expect(counts["#EAEAEA", default: 0] > 300)
        // Cairo's own rounding would have painted F8EBF9 / EBEBEB.
        #expect(counts["#F8EBF9"] == nil && counts["#EBEBEB"] == nil)
    }

    @Test func symbolsAndShadowsPaintTheTokenBytes() throws {
        // heart.fill's middle, as in SymbolRenderingTests.
        let symbol = try renderPixels(Image(systemName: "heart.fill").font(.system(size: 40)).foregroundStyle(mixed).padding(6),
                                      width: 60, height: 60, background: nil)
        #expect(symbol.at(30, 30) == "#F7EAF8")
        // A shadow with no blur, offset clear of its (white) shape: its colour exactly.
        let shadowed = Rectangle().fill(Color.white).frame(width: 20, height: 20).shadow(color: mixed, radius: 0, x: 30, y: 0)
        let image = try renderPixels(shadowed.frame(width: 80, height: 20, alignment: .leading), width: 80, height: 20, background: .black)
        #expect(image.at(10, 10) == "#FFFFFF")
        #expect(image.at(40, 10) == "#F7EAF8")
    }
}
