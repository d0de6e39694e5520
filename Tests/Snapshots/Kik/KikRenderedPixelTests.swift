import Testing
import Layout
import Render
import Imaging
@testable import KikKit

/// Tokens and shapes checked on real pixels from the renderer (scale 2), not only by resolution.
@Suite struct KikRenderedPixelTests {
    static func render(_ view: some View, width: Double, scheme: ColorScheme = .light, background: Color? = nil) throws -> RGBAImage {
        let env = KikTestSupport.environment(scheme)
        return try Renderer.render(view, proposal: ProposedViewSize(width: width, height: nil), environment: env,
                                   options: RenderOptions(scale: 2, background: background?.resolve(in: env))).rgbaImage()
    }

    static func expectPaints(_ color: Color, _ hex: String, _ scheme: ColorScheme, _ name: String) throws {
        let image = try render(color.frame(width: 4, height: 4), width: 4, scheme: scheme)
        #expect(image.width == 8 && image.height == 8)
        #expect(image.hex(x: 4, y: 4) == hex, "\(name)")
    }

    /// Every token, including those whose 3-decimal channels sit just above their byte (kikCyan's blue
    /// 0.969 = 247.1/255), paints exactly the hex the guide gives.
    @Test func everyGuideTokenPaintsItsHex() throws {
        for (name, color, hex) in KikTokenTests.fixedTokens {
            try Self.expectPaints(color, hex, .light, name)
        }
    }

    @Test func adaptiveColoursPaintPerScheme() throws {
        let cases: [(Color, ColorScheme, String)] = [
            (.kikCanvasAdaptive, .light, "#FFFFFF"), (.kikCanvasAdaptive, .dark, "#121316"),
            (.kikIncomingAdaptive, .light, "#E9EAEC"), (.kikIncomingAdaptive, .dark, "#25282D"),
        ]
        for (color, scheme, hex) in cases {
            try Self.expectPaints(color, hex, scheme, "adaptive \(hex)")
        }
    }

    /// The outgoing tail bubble: the 5 pt bottom-trailing corner is filled almost to the corner, the 16 pt
    /// top-trailing corner is not.
    @Test func tailCornerIsTighterThanTheOthers() throws {
        let bubble = KikBubble(text: "perfect, see you in 20", outgoing: true, tailEnd: true, timestamp: "7:58 PM", receipt: .read)
        let image = try Self.render(bubble, width: 390, background: .kikCanvas)
        let layout = try Renderer.layout(bubble, proposal: ProposedViewSize(width: 390, height: nil),
                                         environment: KikTestSupport.environment())
        let clip = try #require(layout.first("clipShape")).frame
        // Pixels 2 pt in from each corner (4 px at scale 2).
        let right = Int(clip.maxX * 2) - 4, left = Int(clip.minX * 2) + 4
        let top = Int(clip.minY * 2) + 4, bottom = Int(clip.maxY * 2) - 4
        #expect(image.hex(x: right, y: bottom) == "#00B0F0")   // tail corner: radius 5
        #expect(image.hex(x: right, y: top) == "#FFFFFF")      // radius 16
        #expect(image.hex(x: left, y: top) == "#FFFFFF")
        #expect(image.hex(x: left, y: bottom) == "#FFFFFF")
        #expect(image.hex(x: left + 6, y: Int(clip.midY * 2)) == "#00B0F0")  // inside the padding, beside the text
    }

    @Test func kikCodeIsBluePlateWithWhiteCentreAndNoShadow() throws {
        let image = try Self.render(KikCode().padding(30), width: 180, background: .kikCanvas)
        #expect(image.width == 360 && image.height == 360)
        #expect(image.hex(x: 180, y: 180) == "#FFFFFF")           // centre square
        #expect(image.hex(x: 70, y: 180) == "#00B0F0")            // plate, left of the ring
        #expect(image.hex(x: 62, y: 62) == "#FFFFFF")             // outside the 24 pt corner
        #expect(image.hex(x: 180, y: 56) == "#FFFFFF")            // 2 pt above the plate: no shadow
        #expect(image.hex(x: 180, y: 306) == "#FFFFFF")           // 3 pt below the plate: no shadow
    }
}
