import Testing
import Layout
import Render
import Imaging
@testable import KikKit

/// Kik's floating menu is the engine's `MenuPanel` on Kik's solid surface, with the guide's 1 pt
/// `kikDarkDivider` border in dark mode (where the panel's shadow does not show) and none in light.
@Suite struct KikMenuTests {
    typealias K = KikTestSupport

    static func strokes(_ result: LayoutResult) -> [(String?, Double)] {
        result.allNodes.compactMap { node in
            if case .shape(let s) = node.content, case let .stroke(p, style, true) = s.operation { return (p.solidColor?.hexString, style.lineWidth) }
            return nil
        }
    }

    @Test func darkPanelHasTheDividerBorderLightHasNone() throws {
        let dark = try K.layout(MenuState.chat.preview, width: 290, environment: K.environment(.dark))
        let light = try K.layout(MenuState.chat.preview, width: 290, environment: K.environment(.light))
        #expect(Self.strokes(dark).map(\.0) == ["#31343A"] && Self.strokes(dark).map(\.1) == [1])
        #expect(Self.strokes(light).isEmpty)
        // The panel's surface: kikDarkSurface1 / the canvas, 250 pt wide; rows at least 44 pt.
        let panel = try #require(dark.all("RoundedRectangle").first { $0.frame.width == 250 && K.fillHex($0) != nil })
        #expect(K.fillHex(panel) == "#1B1D21")
        #expect(K.fillHex(try #require(light.all("RoundedRectangle").first { $0.frame.width == 250 && K.fillHex($0) != nil })) == "#FFFFFF")
        // Items with the guide's symbols; Block is destructive (system red).
        for name in ["qrcode", "square.and.arrow.up", "hand.raised.fill"] {
            #expect(dark.allNodes.contains { if case .symbol(let s) = $0.content, case .symbol(let n) = s.source { n == name } else { false } })
        }
        #expect(K.textHex(try #require(K.textNode(dark, "Block"))) == "#FF453A")
    }

    /// On pixels: the dark panel's left edge is the border colour, the light panel's is its white surface.
    @Test func borderOnPixels() throws {
        for scheme in ColorScheme.allCases {
            let env = K.environment(scheme)
            let image = try Renderer.render(MenuState.newChat.preview, proposal: ProposedViewSize(width: 290, height: nil), environment: env,
                                            options: RenderOptions(scale: 2, background: Color.kikCanvasAdaptive.resolve(in: env)))
            let panel = try #require(image.layout.all("RoundedRectangle").first { $0.frame.width == 250 })
            let pixels = image.rgbaImage()
            let x = Int(panel.frame.minX * 2), y = Int(panel.frame.midY * 2)
            #expect(pixels.hex(x: x, y: y) == (scheme == .dark ? "#31343A" : "#FFFFFF"), "\(scheme)")
            #expect(pixels.hex(x: x + 4, y: y) == (scheme == .dark ? "#1B1D21" : "#FFFFFF"), "\(scheme)")
        }
    }
}
