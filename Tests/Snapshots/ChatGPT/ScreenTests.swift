import Layout
import MockshotKit
import Testing
@testable import ChatGPTKit

@Suite("Screens and registry")
struct ScreenTests {
    let kit = ChatGPTKit.kit

    @Test func kitRegistersEveryComponentAndScreen() throws {
        #expect(kit.id == "chatgpt")
        #expect(kit.renderables.map(\.name) == [
            "chatgpt.send-button", "chatgpt.user-message-bubble", "chatgpt.attachment-tile", "chatgpt.assistant-message",
            "chatgpt.feedback-icon-button", "chatgpt.code-block", "chatgpt.model-selector-chip", "chatgpt.composer",
            "chatgpt.top-bar", "chatgpt.typing-indicator", "chatgpt.content-flag-note", "chatgpt.markdown",
            "chatgpt.sidebar-row", "chatgpt.sidebar", "chatgpt.brand-glyph",
            "chatgpt.screen", "chatgpt.voice-screen", "chatgpt.sidebar-screen",
        ])
        #expect(kit.sheet.name == "chatgpt.sheet")
        let registry = Registry(kits: [kit])
        #expect(try registry.renderable(named: "chatgpt.send-button").validate(state: "generating") == "generating")
        #expect(throws: RegistryError.self) { try registry.renderable(named: "chatgpt.send-button").validate(state: "loading") }
        #expect(try registry.renderable(named: "chatgpt.send-button").states == ["enabled", "disabled", "generating", "pressed"])
        #expect(try registry.renderable(named: "chatgpt.voice-screen").modes == [.dark])
    }

    /// Every renderable lays out in every state and mode: no unknown symbol or asset anywhere.
    @Test func everyStateOfEveryRenderableLaysOut() throws {
        for r in kit.renderables + [kit.sheet] {
            for mode in r.modes {
                for state in r.states.isEmpty ? [nil] : r.states.map(Optional.some) {
                    let result = try layout(r.make(state), width: r.canvas.proposal.width, height: r.canvas.proposal.height,
                                            scheme: mode)
                    #expect(result.root.frame.width > 0, "\(r.name) \(state ?? "-") \(mode)")
                }
            }
        }
    }

    @Test func conversationScreenRestsOnItsLatestMessageAboveTheComposer() throws {
        let r = try layout(ChatGPTConversationScreen(content: .sample), width: 390, height: 844)
        #expect(r.canvasSize == Size(width: 390, height: 844))
        // Composer: 8 pt above the home indicator (34 pt).
        let field = try #require(r.all("RoundedRectangle").first { $0.shape?.dumpInfo["cornerRadius"] == "24" })
        #expect(field.frame.maxY == 844 - 34 - 8)
        // Top bar: 52 pt under the 47 pt status bar, model chip centred.
        let chip = try #require(r.all("Capsule").first { $0.isStrokeBorder })
        #expect(abs(chip.frame.midX - 195) <= 0.5)
        #expect(chip.frame.midY == 47 + 26)
        // The last reply's feedback row ends 8 + 12 pt above the composer's top (message and thread padding).
        let lastCopy = try #require(r.symbols("doc.on.doc").last)
        let scroll = try #require(r.first("ScrollView"))
        let copyTarget = try #require(r.all("frame").first { $0.children.first === lastCopy })
        #expect(copyTarget.frame.maxY == scroll.frame.maxY - 8 - 12)
        // It carries a code block and a table.
        #expect(r.texts("swift").count == 1)
        #expect(r.texts("Approach").count == 1)
    }

    @Test func generatingScreenShowsDotsAndStop() throws {
        let r = try layout(ChatGPTConversationScreen(content: .sampleGenerating), width: 390, height: 844)
        #expect(r.all("Circle").filter { $0.frame.width == 8 }.count == 3)
        #expect(r.symbols("stop.fill").count == 1)
        #expect(r.texts("Approach").isEmpty)
    }

    @Test func sidebarScreenHighlightsTheOpenChat() throws {
        let r = try layout(ChatGPTSidebarScreen(content: .sample), width: 390, height: 844)
        let active = try #require(r.texts(SampleConversation.activeChat).first)
        #expect(r.all("Rectangle").contains {
            $0.paintHex == "#ECECEC" && $0.frame.height == 40 && $0.frame.minY <= active.frame.minY && $0.frame.maxY >= active.frame.maxY
        })
        #expect(r.all("Image").contains { if case .asset(let a)? = $0.symbol?.source { a.name == "chatgpt-blossom" } else { false } })
    }

    @Test func voiceScreenIsAlwaysDark() throws {
        let r = try layout(ChatGPTVoiceScreen(content: ChatGPTVoice(time: 1)), width: 390, height: 844, scheme: .light)
        #expect(r.texts("9:41").first?.text?.paint.solidColor?.hexString == "#FFFFFF")
        #expect(r.texts("ChatGPT is listening…").first?.text?.paint.solidColor?.hexString == "#FFFFFFB3")
    }
}

/// `defaultScrollAnchor(_:)`, added to the engine for bottom-anchored chats.
@Suite("Scroll anchor")
struct ScrollAnchorTests {
    func content(_ height: Double) -> some View {
        ScrollView { Color.red.frame(height: height) }.frame(height: 200)
    }

    @Test func tallContentShowsItsBottom() throws {
        let r = try layout(content(500).defaultScrollAnchor(.bottom), width: 100)
        let red = try #require(r.first("frame").flatMap { _ in r.all("frame").first { $0.frame.height == 500 } })
        #expect(red.frame.maxY == 200)
        #expect(red.frame.minY == -300)
    }

    @Test func shortContentRestsOnTheBottom() throws {
        let r = try layout(content(50).defaultScrollAnchor(.bottom), width: 100)
        let red = try #require(r.all("frame").first { $0.frame.height == 50 })
        #expect(red.frame.minY == 150)
    }

    @Test func withoutAnAnchorContentStartsAtTheTop() throws {
        for view in [AnyView(content(500)), AnyView(content(500).defaultScrollAnchor(nil))] {
            let r = try layout(view, width: 100)
            #expect(r.all("frame").first { $0.frame.height == 500 }?.frame.minY == 0)
        }
    }

    @Test func nestedScrollViewsKeepTheirStart() throws {
        let view = ScrollView {
            ScrollView(.horizontal) { Color.blue.frame(width: 300, height: 20) }
        }
        .frame(height: 100)
        .defaultScrollAnchor(.bottom)
        let r = try layout(view, width: 100)
        let blue = try #require(r.all("frame").first { $0.frame.width == 300 })
        #expect(blue.frame.minX == 0)
        #expect(blue.frame.maxY == 100)
    }
}
