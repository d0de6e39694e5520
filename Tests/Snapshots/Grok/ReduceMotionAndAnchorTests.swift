import Layout
import MockshotKit
import Testing
@testable import GrokKit

/// Review items: with Reduce Motion a streaming reply showed half-written without its cursor (the guide
/// fades the completed response in whole instead), and at large type the screen was said to open on the
/// top of the conversation.
@Suite struct GrokReduceMotionAndAnchorTests {
    /// Reduce Motion: the reply still streaming is not on screen (no partial text, no cursor, no mark); the
    /// user's question above it and Stop in the prompt bar remain.
    @Test func reduceMotionHoldsBackAStreamingReply() throws {
        let r = try screenLayout(GrokConversationScreen(content: .sample)) { $0.accessibilityReduceMotion = true }
        #expect(r.all("Text").allSatisfy { node in
            if case .text(let t) = node.content { !t.string.contains("stretched") } else { true }
        })
        #expect(r.textNodes(GrokSample.followUp).count == 1)
        #expect(r.symbolNodes("stop.fill").count == 1)
        // One Grok mark: the first (complete) answer's; the streaming reply's is held back with its text.
        #expect(r.all("Image").filter { if case .symbol(let s) = $0.content, case .asset(let a) = s.source { a.name == "grok-glyph" } else { false } }.count == 1)
        let standard = try screenLayout(GrokConversationScreen(content: .sample))
        #expect(standard.all("Text").contains { if case .text(let t) = $0.content { t.string.contains("stretched") } else { false } })
    }

    /// The reduce-motion state of the component is the finished reply the fade-in ends on, not the
    /// half-streamed text.
    @Test func reduceMotionStateShowsTheFinishedReply() throws {
        let r = try #require(GrokKit.kit.renderables.first { $0.name == "grok.assistant-response" })
        let view = r.make("reduce-motion")
        let result = try screenLayout(view) { $0.accessibilityReduceMotion = true }
        #expect(result.all("Text").contains { if case .text(let t) = $0.content { t.string.hasPrefix(String(GrokSample.answer.prefix(20))) } else { false } })
        #expect(!result.all("Text").contains { if case .text(let t) = $0.content { t.string.contains("▍") } else { false } })
    }

    /// At the first accessibility size the sample screen opens on its end: the streaming reply's last
    /// words sit just above the prompt bar, and the first question has scrolled away under the top bar.
    @Test func largeTypeAnchorsAtTheBottom() throws {
        let r = try screenLayout(GrokConversationScreen(content: .sample)) { $0.dynamicTypeSize = .accessibility1 }
        let scroll = try #require(r.first("ScrollView"))
        let question = try #require(r.textNodes(GrokSample.question).first)
        #expect(question.frame.maxY < scroll.frame.minY + 47 + 44)
        let reply = try #require(r.all("Text").first { if case .text(let t) = $0.content { t.string.contains("stretched") } else { false } })
        let paperclip = try #require(r.symbolNodes("paperclip").first)
        #expect(reply.frame.maxY < paperclip.frame.minY)
        #expect(reply.frame.maxY > paperclip.frame.minY - 120)
    }
}
