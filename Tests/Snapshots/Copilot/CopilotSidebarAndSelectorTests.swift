import Imaging
import Layout
import Render
import Testing
@testable import CopilotKit

/// The review's Copilot defects: the sidebar let the conversation show through it, and the guide's
/// sidebar search field and model-selector chevron were missing.
@Suite struct CopilotSidebarAndSelectorTests {
    func render<V: View>(_ view: V, env: EnvironmentValues = Env.light, background: RGBA) throws -> RGBAImage {
        try Renderer.render(view, proposal: ProposedViewSize(width: 390, height: 844), environment: env,
                            options: RenderOptions(scale: 1, background: background)).rgbaImage()
    }

    /// A blue user turn lies behind the sidebar at y 180 (x 100…290); the panel is one colour there and
    /// where nothing but the canvas is behind it (y 700), in both schemes: nothing shows through.
    @Test(arguments: [ColorScheme.light, .dark])
    func sidebarIsOpaqueOverTheConversation(_ scheme: ColorScheme) throws {
        let env = scheme == .dark ? Env.dark : Env.light
        let image = try render(CopilotSidebarScreen(content: .sample), env: env,
                               background: scheme == .dark ? RGBA(hex: 0x202020) : .white)
        let overTurn = image[200, 180], overCanvas = image[200, 700]
        #expect(overTurn.r == overTurn.g && overTurn.g == overTurn.b, "a neutral panel, not tinted blue: \(overTurn)")
        #expect(overTurn == overCanvas, "\(overTurn) over the user turn, \(overCanvas) over the canvas")
    }

    /// Under New chat, before the first day label: a 40 pt field with the 18 pt magnifying glass and
    /// the placeholder, on `cpSurface` in a hairline, as wide as New chat.
    @Test func sidebarHasASearchFieldUnderNewChat() throws {
        let r = try layout(CopilotSidebar(), width: 312, height: 700)
        let glass = try #require(r.symbolNodes("magnifyingglass").first)
        if case .symbol(let s) = glass.content { #expect(s.pointSize == 18) }
        let newChat = try #require(r.textNodes("New chat").first)
        let today = try #require(r.textNodes("TODAY").first)
        let placeholder = try #require(r.textNodes("Search").first)
        let field = try #require(r.filled("RoundedRectangle").first { $0.node.frame.contains(Point(x: glass.frame.midX, y: glass.frame.midY)) })
        #expect(field.hex == "#F3F3F3")
        #expect(field.node.frame.height == 40 && field.node.frame.width == 280)
        #expect(field.node.frame.minY > newChat.frame.maxY && field.node.frame.maxY < today.frame.minY)
        #expect(glass.frame.minX - field.node.frame.minX == 12)
        #expect(placeholder.frame.minX - glass.frame.maxX == 8)
    }

    /// A long history scrolls inside the panel instead of running off the screen.
    @Test func longHistoryScrollsInsideTheSidebar() throws {
        let chats = (1...30).map { "Chat \($0)" }
        let r = try layout(CopilotSidebar(sections: [CopilotSidebarSection(title: "Today", chats: chats)], active: nil), width: 312, height: 700)
        let scroll = try #require(r.first("ScrollView"))
        #expect(scroll.frame.maxY == 700 - 16)
        #expect(try #require(r.textNodes("Chat 30").first).frame.minY > scroll.frame.maxY)
    }

    /// The title is the model selector: `chevron.down` at 12 pt, 4 pt after "Copilot", in the secondary ink.
    @Test func topBarTitleCarriesTheSelectorChevron() throws {
        let r = try layout(CopilotTopBar())
        let title = try #require(r.textNodes("Copilot").first)
        let chevron = try #require(r.symbolNodes("chevron.down").first)
        if case .symbol(let s) = chevron.content {
            #expect(s.pointSize == 12)
            #expect(s.paint.solidColor?.hexString == "#616161")
        }
        #expect(chevron.frame.minX - title.frame.maxX == 4)
        #expect(abs(chevron.frame.midY - title.frame.midY) < 1)
    }
}
