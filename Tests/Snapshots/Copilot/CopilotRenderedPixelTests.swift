import Testing
import Imaging
import Layout
import Render
@testable import CopilotKit

/// Tokens and effects checked on real pixels (Cairo/Pango renders at scale 1).
@Suite struct CopilotRenderedPixelTests {
    /// An opaque grey within one level of `level` (compositing translucent paint rounds in 8 bits).
    func near(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ level: Int) -> Bool {
        p.a == 255 && p.r == p.g && p.g == p.b && abs(Int(p.r) - level) <= 1
    }

    func render<V: View>(_ view: V, width: Double, height: Double? = nil, env: EnvironmentValues = Env.light,
                         background: RGBA? = nil) throws -> RGBAImage {
        try Renderer.render(view, proposal: ProposedViewSize(width: width, height: height), environment: env,
                            options: RenderOptions(scale: 1, background: background)).rgbaImage()
    }

    @Test(arguments: CopilotTokenTests.table.indices)
    func opaqueTokenFillsPaintTheirExactHex(_ i: Int) throws {
        let (name, color, light, dark, _, _) = CopilotTokenTests.table[i]
        guard light.count == 7 else { return } // translucent tokens are covered by the composite tests below
        for (env, hex) in [(Env.light, light), (Env.dark, dark)] {
            let themed = try render(color.frame(width: 4, height: 4), width: 4, env: env)
            #expect(themed.hex(x: 2, y: 2) == hex, "\(name) in \(env.colorScheme)")
        }
    }

    @Test func hairlineCompositesToTheGuideValueOnCanvas() throws {
        // #E0E0E0 at 60 % over white: 255 − 0.6 × (255 − 224) = 236.4 → #ECECEC.
        let light = try render(Color.cpHairline.frame(width: 4, height: 4), width: 4, background: .white)
        #expect(near(light[2, 2], 236))
        // #3A3A3A at 60 % over #202020: 32 + 0.6 × 26 = 47.6 → 0x30.
        let dark = try render(Color.cpHairline.frame(width: 4, height: 4), width: 4, env: Env.dark, background: RGBA(hex: 0x202020))
        #expect(near(dark[2, 2], 48))
    }

    @Test func flourishRunsCoralToGoldAcrossTheGlyph() throws {
        let image = try render(CopilotFlourish(size: 56).padding(4), width: 64, env: Env.dark)
        // Walk the middle row of the big star: the first and last painted pixels.
        let y = image.height / 2
        let painted = (0..<image.width).filter { image[$0, y].a == 255 }
        let first = try #require(painted.first), last = try #require(painted.last)
        let left = image[first + 1, y], right = image[last - 1, y]
        #expect(left.r == 255 && right.r == 255)
        #expect(left.g < right.g, "green rises from coral (0x6F) to gold (0xB9)")
        #expect(left.b > right.b, "blue falls from coral (0x61) to gold (0x00)")
        #expect(Int(left.g) < 0x90 && Int(right.g) > 0x98)
    }

    /// The acrylic really blurs what is behind it: a hard coral | blue edge jumps in one pixel on its
    /// own, but seen through an acrylic card it becomes a soft ramp.
    @Test func acrylicBlursItsBackdrop() throws {
        let edge = HStack(spacing: 0) { Color.cpCoral; Color.cpBlue }.frame(width: 200, height: 100)
        let bare = try render(edge, width: 200)
        let covered = try render(ZStack { edge; Color.clear.frame(width: 160, height: 60).copilotAcrylic() }, width: 200)
        func maxStep(_ img: RGBAImage) -> Int {
            (40..<159).map { x in abs(Int(img[x, 50].r) - Int(img[x + 1, 50].r)) }.max() ?? 0
        }
        #expect(maxStep(bare) == 255)
        #expect(maxStep(covered) < 16)
        // The ramp is wide: 10 pt either side of the edge the two sides are still mixed.
        #expect(covered[90, 50].r < 250 && covered[110, 50].r > 40)
    }

    @Test func reduceTransparencyPaintsSolidSurface() throws {
        let rt = CopilotComponentRenderables.acrylic
        var env = Env.light
        env.accessibilityReduceTransparency = true
        let image = try render(rt.make("reduce-transparency"), width: 390, env: env, background: .white)
        // Inside the card, right of its text (the card spans x 32…358).
        #expect(image.hex(x: 340, y: 150) == "#F3F3F3")
        let dark = try render(rt.make("reduce-transparency"), width: 390, env: Env.dark, background: RGBA(hex: 0x202020))
        #expect(dark.hex(x: 340, y: 150) == "#2D2D2D")
    }

    @Test func sidebarScrimDimsTheConversationBy40Percent() throws {
        let image = try render(CopilotSidebarScreen(), width: 390, height: 844, background: .white)
        // x 382 is the canvas margin right of the cards; white under a 40 % black scrim is 153 = #999999.
        #expect(near(image[382, 400], 153))
        let dark = try render(CopilotSidebarScreen(), width: 390, height: 844, env: Env.dark, background: RGBA(hex: 0x202020))
        // #202020 × 0.6 = 19.2 → #131313.
        #expect(near(dark[382, 400], 19))
    }
}
