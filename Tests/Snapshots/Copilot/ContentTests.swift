import Layout
import MockshotKit
import Testing
@testable import CopilotKit

/// Copilot's screens drawn from content values, read back from the layout.
@Suite("Content")
struct ContentTests {
    @Test func threeLineContentIsACompleteScreen() throws {
        let content = CopilotConversation(messages: [.user("Hi"), .assistant("Hello! **How** can I help?")])
        let r = try screenLayout(CopilotConversationScreen(content: content), scheme: .light)
        #expect(r.canvasSize == Size(width: 390, height: 844))
        for t in ["9:41", "Message Copilot"] { #expect(r.textNodes(t).count == 1, "\(t)") }
        #expect(!r.textNodes("Copilot").isEmpty)                                // the top bar (and its hidden spacer copy)
        // The user's turn: trailing, 16 pt inside its blue bubble and 16 pt from the edge.
        let hi = try #require(r.textNodes("Hi").first)
        #expect(hi.frame.maxX == 390 - 16 - 16 && hi.frame.width == 16)
        // The answer: Markdown beside the flourish on its card, under the turn, with its action row; the
        // conversation rests on the prompt bar (no suggestions: 8 pt more above it).
        let reply = try #require(r.resolved("Hello! How can I help?"))
        #expect(reply.runs.map(\.string) == ["Hello! ", "How", " can I help?"])
        let replyNode = try #require(r.textNodes("Hello! How can I help?").first)
        #expect(replyNode.frame.minX == 16 + 16 + 22 + 10 && replyNode.frame.minY > hi.frame.maxY)
        #expect(r.symbolNodes("ellipsis").count == 1)
        let bar = try #require(r.all("RoundedRectangle").last { $0.frame.height == 52 })
        let lastIcon = try #require(r.symbolNodes("ellipsis").last)
        #expect(lastIcon.frame.maxY < bar.frame.minY && lastIcon.frame.maxY > bar.frame.minY - 12 - 8 - 16 - 44)
    }

    @Test func noMessagesIsTheGreetingWithTheTone() throws {
        let r = try screenLayout(CopilotConversationScreen(content: .init(tone: .precise)), scheme: .light)
        #expect(r.textNodes("Hey, what's on your mind today?").count == 1)
        let precise = try #require(r.textNodes("Precise").first)
        #expect(r.filled("Capsule").contains { $0.hex == "#0078D4" && $0.node.frame.contains(Point(x: precise.frame.midX, y: precise.frame.midY)) })
        #expect(r.resolved("Precise")?.paint.solidColor?.hexString == "#FFFFFF")
    }

    @Test func thinkingHidesSuggestionsAndOffersStop() throws {
        let content = CopilotConversation(messages: [.user("Plan it"), .assistant("", state: .thinking)], suggestions: ["More"])
        #expect(!content.showsSuggestions)
        let r = try screenLayout(CopilotConversationScreen(content: content), scheme: .light)
        #expect(r.textNodes("More").isEmpty)
        #expect(r.symbolNodes("stop.fill").count == 1)
        #expect(r.all("Circle").filter { $0.frame.width == 7 }.count == 3)
        #expect(content.honours(in: .light).contains(.reduceMotion))
    }

    @Test func suggestionsAndDraft() throws {
        let content = CopilotConversation(messages: [.user("Q"), .assistant("A")], suggestions: ["One more", "Shorter"],
                                          draft: "And then?", isComposerFocused: true)
        let r = try screenLayout(CopilotConversationScreen(content: content), scheme: .light)
        #expect(r.textNodes("One more").count == 1 && r.textNodes("Shorter").count == 1)
        #expect(r.all("Text").contains { if case .text(let t) = $0.content { t.string.hasPrefix("And then?") } else { false } })
        #expect(r.all("Image").count(where: { if case .symbol(let s) = $0.content, case .symbol("sparkles") = s.source { s.pointSize == 12 } else { false } }) == 1)  // featured flourish
        #expect(r.all("RoundedRectangle").contains { if case .shape(let s) = $0.content, case .stroke(_, let st, _) = s.operation { st.lineWidth == 1.5 } else { false } })
    }

    @Test func longConversationRestsOnThePromptBar() throws {
        var content = CopilotConversation()
        for i in 0..<20 { content.messages += [.user("Question \(i)"), .assistant("Answer \(i)")] }
        let r = try screenLayout(CopilotConversationScreen(content: content), scheme: .light)
        let bar = try #require(r.all("RoundedRectangle").last { $0.frame.height == 52 })
        let last = try #require(r.textNodes("Answer 19").first)
        #expect(last.frame.maxY < bar.frame.minY && last.frame.minY > 844 / 2)
        #expect(try #require(r.textNodes("Question 0").first).frame.maxY < 0)
    }

    @Test func sidebarShowsDaysInCapitalsAndTheActiveChat() throws {
        let content = CopilotSidebarContent(sections: [.init(title: "Today", chats: ["Trip", "Recipe"]), .init(title: "Last week", chats: ["Poem"])],
                                            activeChat: "Recipe")
        try content.validate()
        let r = try screenLayout(CopilotSidebarScreen(content: content), scheme: .light)
        for t in ["TODAY", "LAST WEEK", "Trip", "Recipe", "Poem", "New chat"] { #expect(r.textNodes(t).count == 1, "\(t)") }
        let active = try #require(r.textNodes("Recipe").first)
        #expect(r.filled("Capsule").contains { $0.node.frame.width == 3 && abs($0.node.frame.midY - active.frame.midY) < 1 })
        #expect(throws: ContentError.self) { try CopilotSidebarContent(activeChat: "Nope").validate() }
    }

    /// The README's example: Dynamic Type and Increase Contrast change the screen now (they were ignored).
    @Test func readmeExampleHonoursItsSettings() throws {
        let r = try #require(CopilotKit.kit.renderable(named: "copilot.screen"))
        var env = EnvironmentValues()
        env.dynamicTypeSize = .accessibility2
        env.colorSchemeContrast = .increased
        let plain = try r.render(state: nil, mode: .light, scale: 1).rgbaImage()
        let big = try r.render(state: nil, mode: .light, scale: 1, environment: env).rgbaImage()
        #expect(plain != big)
    }
}
