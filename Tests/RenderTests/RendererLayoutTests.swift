import Layout
import Testing
@testable import Render

/// `Renderer.layout` is the layout `Renderer.render` paints (Pango text, the scale's pixel rounding), and
/// `render(…unless:)` paints only when asked to.
struct RendererLayoutTests {
    struct Sample: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 7) {
                Text("Wrapped text that is measured by Pango, not by a fixed width per character.").font(.system(size: 17))
                HStack { Text("Bold").bold(); Spacer(); Capsule().fill(Color.green).frame(width: 33.3, height: 20) }
            }.padding(5)
        }
    }
    static let view = Sample()
    static let proposal = ProposedViewSize(width: 200, height: nil)

    @Test(arguments: [1.0, 3.0])
    func theLayoutIsTheOneTheRenderPaints(scale: Double) throws {
        let options = RenderOptions(scale: scale, background: .white)
        let rendered = try Renderer.render(Self.view, proposal: Self.proposal, options: options)
        let layout = try Renderer.layout(Self.view, proposal: Self.proposal, options: options)
        #expect(layout.canvasSize == rendered.layout.canvasSize)
        #expect(layout.allNodes.map(\.frame) == rendered.layout.allNodes.map(\.frame))
        #expect(layout.allNodes.count > 6)
        #expect(layout.drawsTheSame(as: rendered.layout))
        // Text wrapped by real metrics: more than one line at 200 pt.
        let text = try #require(layout.first("Text"))
        #expect(text.frame.height > 30)
    }

    @Test func paintingIsSkippedOnlyWhenAsked() throws {
        var seen = 0
        let skipped = try Renderer.render(Self.view, proposal: Self.proposal, unless: { _ in seen += 1; return true })
        #expect(skipped == nil && seen == 1)
        let painted = try #require(try Renderer.render(Self.view, proposal: Self.proposal, unless: { _ in false }))
        let plain = try Renderer.render(Self.view, proposal: Self.proposal)
        #expect(painted.rgbaImage() == plain.rgbaImage())
    }
}
