import ChatGPTKit
import Layout
import MockshotKit
import Testing

/// A kit's own screen built from a content value, from outside mockshot: the sample (`.sample`) and our
/// own messages lay out to the device they are rendered on, with the status bar the environment sets.
@Suite struct ContentScreenTests {
    func layout(_ screen: some View, on device: Device, _ configure: (inout EnvironmentValues) -> Void = { _ in }) throws -> LayoutResult {
        var env = EnvironmentValues()
        env.device = device
        configure(&env)
        return try LayoutEngine.layout(screen, proposal: ProposedViewSize(device.size), environment: env,
                                       measurer: FixedWidthTextMeasurer(), scale: 2)
    }

    func texts(_ r: LayoutResult, _ s: String) -> [LayoutNode] {
        r.all("Text").filter { if case .text(let t) = $0.content { t.string == s } else { false } }
    }

    @Test func theSampleScreenFillsTheSmallestIPhone() throws {
        let r = try layout(ChatGPTConversationScreen(content: .sample), on: .iPhoneSE3)
        #expect(r.root.frame.size == Size(width: 375, height: 667))
        #expect(texts(r, ChatGPTConversation.sample.model).count == 1)
    }

    @Test func ourConversationSitsInTheReadableColumnOfAnIPad() throws {
        let content = ChatGPTConversation(model: "ChatGPT 4o", messages: [
            .user("Plan a rainy Sunday in Edinburgh for two."),
            .assistant("Start at the **National Museum of Scotland**.", feedback: .thumbsUp),
        ], draft: "And dinner near the Old Town?")
        let r = try layout(ChatGPTConversationScreen(content: content), on: .iPadPro13) {
            $0.statusBar = StatusBarContent(time: "10:09", batteryLevel: 60)
        }
        #expect(r.root.frame.size == Size(width: 1032, height: 1376))
        #expect(texts(r, "10:09").count == 1)
        // The user's bubble ends at the readable column's trailing edge, not at the screen's.
        let question = try #require(texts(r, "Plan a rainy Sunday in Edinburgh for two.").first)
        let columnEnd = (1032 + ChatGPTKit.readableWidth) / 2
        #expect(question.frame.maxX <= columnEnd && question.frame.maxX > columnEnd - 60)
        // A short conversation starts under the top bar; the draft is in the composer above the home indicator.
        #expect(question.frame.minY < 24 + 44 + 60)
        let draft = try #require(texts(r, "And dinner near the Old Town?").first)
        #expect(draft.frame.maxY < 1376 - 20)
    }
}
