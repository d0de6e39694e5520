import Layout
import MockshotKit
import Testing
@testable import GrokKit

/// Grok's screen drawn from content values, read back from the layout.
@Suite("Content")
struct ContentTests {
    @Test func threeLineContentIsACompleteScreen() throws {
        let content = GrokConversation(messages: [.user("Hi"), .assistant("Hello! **How** can I help?")])
        let r = try screenLayout(GrokConversationScreen(content: content))
        #expect(r.canvasSize == Size(width: 390, height: 844))
        for t in ["9:41", "Regular", "Fun", "Ask Grok anything", "Grok can make mistakes. Verify important information."] {
            #expect(r.textNodes(t).count == 1, "\(t)")
        }
        // The user's bubble: trailing, 16 pt bubble padding and 16 pt row margin; under the status bar (47),
        // the top bar (44), the list's top padding (12) and the bubble's (12).
        let hi = try #require(r.textNodes("Hi").first)
        #expect(hi.frame == Rect(x: 390 - 16 - 16 - 16, y: 47 + 44 + 12 + 12, width: 16, height: 20))
        // The reply is Markdown at the leading margin, with the action row once complete.
        let reply = try #require(r.resolved("Hello! How can I help?"))
        #expect(reply.runs.map(\.string) == ["Hello! ", "How", " can I help?"])
        #expect(reply.runs[1].font.weight == .semibold)
        #expect(try #require(r.textNodes("Hello! How can I help?").first).frame.minX == 16)
        #expect(r.symbolNodes("arrow.clockwise").count == 1)
        #expect(r.symbolNodes("arrow.up").count == 1)                          // nothing to send: grey Send
    }

    @Test func streamingReplyEndsWithTheCursorAndOffersStop() throws {
        let content = GrokConversation(messages: [.user("Hi"), .assistant("Thinking about **it**", state: .streaming)])
        let r = try screenLayout(GrokConversationScreen(content: content))
        let reply = try #require(r.resolved("Thinking about it▍"))
        #expect(reply.runs.last?.string == "▍")
        #expect(r.symbolNodes("stop.fill").count == 1)
        #expect(r.symbolNodes("arrow.clockwise").isEmpty)                       // no action row yet
        // 0.53 s later the blink hides it (transparent, so the text keeps its width).
        var later = content
        later.animationTime = 0.6
        let hidden = try #require(try screenLayout(GrokConversationScreen(content: later)).resolved("Thinking about it▍"))
        #expect(hidden.runs.last?.color?.a == 0)
    }

    @Test func markdownReplyHasListsAndGrokCodeBlocks() throws {
        let markdown = """
            Two steps:

            1. Install it
            2. Run it

            ```bash
            make demo
            ```
            """
        let content = GrokConversation(messages: [.assistant(markdown, state: .streaming)])
        let r = try screenLayout(GrokConversationScreen(content: content))
        #expect(r.textNodes("1.").count == 1 && r.textNodes("Install it").count == 1)
        #expect(r.textNodes("bash").count == 1 && r.textNodes("make demo").count == 1)
        // After a code block the cursor gets a line of its own, under the block.
        let cursor = try #require(r.textNodes("▍").first)
        let code = try #require(r.textNodes("make demo").first)
        #expect(cursor.frame.minY > code.frame.maxY)
    }

    @Test func searchingShowsThePulsingRow() throws {
        let content = GrokConversation(messages: [.user("News?"), .assistant("", state: .searching)], animationTime: 0.45)
        let r = try screenLayout(GrokConversationScreen(content: content))
        #expect(r.textNodes("Searching X…").count == 1)
        #expect(r.symbolNodes("stop.fill").count == 1)
        #expect(content.honours(in: .dark).contains(.reduceMotion))
        #expect(!GrokConversation(messages: [.assistant("", state: .searching)]).honours(in: .dark).contains(.reduceMotion))
    }

    @Test func citationsCopiedStateModeAndDraft() throws {
        let post = GrokCitation(author: "Ada", handle: "ada", timeAgo: "5m", isVerified: false, text: "Hello from X", replies: 1, reposts: 2, likes: 3)
        let content = GrokConversation(mode: .fun, messages: [.user("Q"), .assistant("A", citations: [post], copied: true)],
                                       draft: "more")
        try content.validate()
        let r = try screenLayout(GrokConversationScreen(content: content))
        for t in ["Ada", "@ada · 5m", "Hello from X", "1", "2", "3", "more"] { #expect(r.textNodes(t).count == 1, "\(t)") }
        #expect(r.symbolNodes("checkmark.seal.fill").isEmpty)                   // not verified
        #expect(r.symbolNodes("checkmark").count == 1)                         // just copied
        let fun = try #require(r.resolved("Fun"))
        #expect(fun.paint.solidColor?.hexString == "#1D9BF0")                  // Fun is the active segment
        #expect(r.filled("Circle").contains { $0.hex == "#FFFFFF" })             // Send lit: there is a draft
    }

    @Test func longConversationAnchorsAtTheBottom() throws {
        var content = GrokConversation()
        for i in 0..<20 { content.messages += [.user("Question \(i)"), .assistant("Answer \(i)")] }
        let r = try screenLayout(GrokConversationScreen(content: content))
        let scroll = try #require(r.first("ScrollView"))
        // The scroll view runs on under the prompt bar (its bottom safe-area inset) and the home indicator;
        // at rest its content ends above the inset, whose top is 8 pt above the prompt bar's capsule.
        #expect(scroll.frame.maxY == 844)
        let paperclip = try #require(r.symbolNodes("paperclip").first)
        let capsule = try #require(r.filled("RoundedRectangle").map(\.node).filter { $0.frame.contains(Point(x: paperclip.frame.midX, y: paperclip.frame.midY)) }
            .min { $0.frame.height < $1.frame.height })
        let insetTop = capsule.frame.minY - 8
        let lastRow = try #require(r.symbolNodes("hand.thumbsdown").last)
        #expect(lastRow.frame.maxY <= insetTop - 16)
        #expect(lastRow.frame.maxY > insetTop - 16 - 30)
        #expect(try #require(r.textNodes("Question 0").first).frame.maxY < scroll.frame.minY)
        // A short one starts under the top bar.
        let short = try screenLayout(GrokConversationScreen(content: .init(messages: [.user("Hi")])))
        #expect(try #require(short.textNodes("Hi").first).frame.minY == 47 + 44 + 12 + 12)
    }

    @Test func validationNamesTheField() {
        #expect(throws: ContentError.invalid(field: "messages[0].citations", reason: "applies to replies only")) {
            try GrokConversation(messages: [GrokMessage(role: .user, text: "x", citations: [GrokCitation()])]).validate()
        }
        #expect(throws: ContentError.self) { try GrokConversation(messages: [.assistant("a", state: .streaming, copied: true)]).validate() }
        #expect(throws: ContentError.self) {
            try GrokConversation(messages: [.assistant("a", citations: [GrokCitation(likes: -1)])]).validate()
        }
        #expect((try? GrokConversation.sample.validate()) != nil)
    }
}
