import Imaging
import Layout
import Render
import Testing
@testable import CharacterAIKit

/// Tokens and signature geometry checked on real pixels: what the renderer paints, not what layout says.
@Suite struct RenderedPixelTests {
    func render<V: View>(_ view: V, width: Double, height: Double? = nil, scheme: ColorScheme,
                         contrast: ColorSchemeContrast = .standard, background: RGBA? = nil) throws -> RGBAImage {
        try Renderer.render(view, proposal: ProposedViewSize(width: width, height: height),
                            environment: EnvironmentValues(colorScheme: scheme, contrast: contrast),
                                   options: RenderOptions(scale: 2, background: background)).rgbaImage()
    }

    /// Every token filled solid in each mode lands on its exact hex.
    @Test(arguments: TokenTests.tokens.indices)
    func tokenPixels(index: Int) throws {
        let (name, color, dark, light) = TokenTests.tokens[index]
        for (scheme, hex) in [(ColorScheme.dark, dark), (.light, light)] {
            let image = try render(color.frame(width: 4, height: 4), width: 4, scheme: scheme)
            #expect(image.width == 8 && image.height == 8)
            #expect(image.hex(x: 3, y: 3) == hex, "\(name) \(scheme)")
        }
    }

    @Test func increasedContrastPixels() throws {
        let expectations: [(Color, ColorScheme, String)] = [
            (.caiTextSecondary, .dark, "#C4C4CC"), (.caiDivider, .dark, "#4A4A52"),
            (.caiTextSecondary, .light, "#3F3F46"), (.caiDivider, .light, "#B8B8C0"),
        ]
        for (color, scheme, hex) in expectations {
            let image = try render(color.frame(width: 4, height: 4), width: 4, scheme: scheme, contrast: .increased)
            #expect(image.hex(x: 3, y: 3) == hex)
        }
    }

    /// A 160 × 60 bubble on the dark canvas: the hairline is exactly caiDivider along the straight top edge
    /// (1 pt = 2 px at 2×), the inside is caiBubbleAI; a point 1.5 pt in from the top-leading corner is inside
    /// the 4 pt tuck but outside an 18 pt round corner.
    @Test func tuckAndHairlinePixels() throws {
        let canvas = RGBA(hex: 0x0F0F10)
        func bubble(_ speaker: TuckBubbleShape.Speaker) -> some View {
            TuckBubbleShape(speaker: speaker)
                .fill(speaker == .ai ? Color.caiBubbleAI : Color.caiBubbleUser)
                .overlay(TuckBubbleShape(speaker: speaker).strokeBorder(Color.caiDivider, lineWidth: 1))
                .frame(width: 160, height: 60)
        }
        let ai = try render(bubble(.ai), width: 160, scheme: .dark, background: canvas)
        #expect(ai.hex(x: 160, y: 0) == "#2A2A2E" && ai.hex(x: 160, y: 1) == "#2A2A2E")
        #expect(ai.hex(x: 160, y: 2) == "#1C1C1F" && ai.hex(x: 160, y: 60) == "#1C1C1F")
        #expect(ai.hex(x: 3, y: 3) != "#0F0F10")                         // tucked top-leading corner is filled
        #expect(ai.hex(x: 316, y: 3) == "#0F0F10")                       // round top-trailing corner is not
        #expect(ai.hex(x: 3, y: 116) == "#0F0F10")                       // round bottom-leading corner is not
        let user = try render(bubble(.user), width: 160, scheme: .dark, background: canvas)
        #expect(user.hex(x: 3, y: 3) == "#0F0F10")
        #expect(user.hex(x: 316, y: 3) != "#0F0F10")
        #expect(user.hex(x: 160, y: 60) == "#26262A")
    }

    /// The avatar gradient is brightest near its (0.36, 0.30) centre and darker at the far edge; the lilac
    /// one is violet where the blue one is blue.
    @Test func avatarGradientPixels() throws {
        let blue = try render(CAIAvatar(.caiAvatarBlue, size: 64), width: 64, scheme: .dark)
        let lilac = try render(CAIAvatar(.caiAvatarLilac, size: 64), width: 64, scheme: .light)
        let nearCentre = blue[46, 38], farEdge = blue[100, 100]
        #expect(Int(nearCentre.r) + Int(nearCentre.g) > Int(farEdge.r) + Int(farEdge.g) + 40)
        #expect(nearCentre.b == 255)
        let l = lilac[64, 64]
        #expect(l.r > l.g && l.b > l.r)                                   // violet: blue > red > green
        #expect(blue[0, 0].a == 0)                                        // outside the circle stays clear
    }
}
