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

    /// The tokens are the guide's 3-decimal literals; painted, each is exactly its hex (0.969 red → #F7).
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

    /// A hard black | white edge, `width` wide, the edge at its middle.
    func edge(width: Double, height: Double = 100) -> some View {
        HStack(spacing: 0) { Color.black; Color.white }.frame(width: width, height: height)
    }

    /// Seen through acrylic, an edge that jumps 255 in one pixel becomes a ramp: between the flat
    /// levels far either side (`xs` ends), no one-pixel step exceeds a quarter of the difference, and
    /// 8 pt either side of the edge the two sides are still mixed. Returns the largest step.
    @discardableResult
    func expectSoftEdge(_ img: RGBAImage, y: Int, xs: ClosedRange<Int>, edgeX: Int, extraStep: Double = 0,
                        sourceLocation: SourceLocation = #_sourceLocation) -> Int {
        let lo = Int(img[xs.lowerBound, y].r), hi = Int(img[xs.upperBound, y].r)
        let range = hi - lo
        let maxStep = (xs.lowerBound..<xs.upperBound).map { x in abs(Int(img[x, y].r) - Int(img[x + 1, y].r)) }.max() ?? 0
        #expect(range > 20, "the backdrop shows through (\(lo)…\(hi))", sourceLocation: sourceLocation)
        #expect(Double(maxStep) <= Double(range) / 4 + extraStep, "largest step \(maxStep) of \(range)", sourceLocation: sourceLocation)
        let left = Int(img[edgeX - 8, y].r), right = Int(img[edgeX + 8, y].r)
        #expect(left > lo + range / 10 && right < hi - range / 10, "mixed near the edge: \(left), \(right)",
                sourceLocation: sourceLocation)
        return maxStep
    }

    /// The acrylic really blurs what is behind it.
    @Test func acrylicBlursItsBackdrop() throws {
        let bare = try render(edge(width: 200), width: 200)
        #expect(bare[99, 50].r == 0 && bare[100, 50].r == 255)
        let covered = try render(ZStack { edge(width: 200); Color.clear.frame(width: 160, height: 60).copilotAcrylic() }, width: 200)
        expectSoftEdge(covered, y: 50, xs: 40...159, edgeX: 100)
    }

    /// The answer card's acrylic sits inside the card's `.shadow` layer; the material still blurs the
    /// content behind the card (x 130…260 of the card is clear of text).
    @Test func answerCardBlursWhatIsBehindIt() throws {
        let card = ZStack { edge(width: 390); CopilotAnswerCard(markdown: "Hi", isStreaming: true) }
        let covered = try render(card, width: 390)
        expectSoftEdge(covered, y: covered.height / 2, xs: 130...260, edgeX: 195)
    }

    /// Mid blur-in the acrylic is drawn in an opacity layer and still blurs its backdrop: what shows
    /// through sharp is only the not-yet-opaque share (1 − shown) of the backdrop.
    @Test func acrylicBlurInFrameStillBlursItsBackdrop() throws {
        let time = 0.15
        let shown = CopilotAcrylic(appearTime: time).shown
        #expect(shown > 0.5 && shown < 1)
        let card = Color.clear.frame(width: 160, height: 60).copilotAcrylic(appearTime: time)
        let covered = try render(ZStack { edge(width: 200); card }, width: 200)
        expectSoftEdge(covered, y: 50, xs: 40...159, edgeX: 100, extraStep: (1 - shown) * 255)
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
        let image = try render(CopilotSidebarScreen(content: .sample), width: 390, height: 844, background: .white)
        // x 382 is the canvas margin right of the cards; white under a 40 % black scrim is 153 = #999999.
        #expect(near(image[382, 400], 153))
        let dark = try render(CopilotSidebarScreen(content: .sample), width: 390, height: 844, env: Env.dark, background: RGBA(hex: 0x202020))
        // #202020 × 0.6 = 19.2 → #131313.
        #expect(near(dark[382, 400], 19))
    }
}
