import Layout
import MockshotKit
import Testing
@testable import ChatGPTKit

/// The screens drawn from content values: what a caller's messages become in the layout dump (font-free
/// measurer: a character is 0.5 × the font size wide, a line 1.25 × tall).
@Suite("Content")
struct ContentTests {
    /// The README's three lines: a user message and a Markdown reply make a whole screen.
    static let threeLines = ChatGPTConversation(messages: [.user("Hi"), .assistant("Hello! **How** can I help?")])

    @Test func threeLineContentIsACompleteScreen() throws {
        let r = try layout(ChatGPTConversationScreen(content: Self.threeLines), width: 390, height: 844)
        #expect(r.canvasSize == Size(width: 390, height: 844))
        #expect(r.texts("9:41").count == 1)                                   // status bar
        #expect(r.texts("ChatGPT").count == 1)                                // the default model in the chip
        #expect(r.texts("Message ChatGPT…").count == 1)                      // composer placeholder
        #expect(r.symbols("globe").count == 1 && r.symbols("mic.fill").count == 1)
        // The user's message: right-aligned in its bubble, 16 + 14 pt from the trailing edge, under the
        // status bar (47), the top bar (52), the thread's top padding (12) and the bubble's (10).
        let hi = try #require(r.texts("Hi").first)
        #expect(hi.frame == Rect(x: 390 - 16 - 14 - 16, y: 47 + 52 + 12 + 10, width: 16, height: 20))
        // The reply: Markdown, its strong run semibold, beside the 24 pt sparkle (16 + 24 + 8 from the edge).
        let reply = try #require(r.all("Text").first { $0.text?.string == "Hello! How can I help?" })
        #expect(reply.frame.minX == 48)
        #expect(reply.text?.runs.map(\.string) == ["Hello! ", "How", " can I help?"])
        #expect(reply.text?.runs[1].font.weight == .semibold)
        #expect(reply.frame.minY > hi.frame.maxY)
        // A complete reply has its feedback row.
        #expect(r.symbols("arrow.triangle.2.circlepath").count == 1)
    }

    @Test func defaultsAreANewChat() throws {
        let r = try layout(ChatGPTConversationScreen(), width: 390, height: 844)
        #expect(r.texts("ChatGPT").count == 1 && r.texts("Message ChatGPT…").count == 1)
        #expect(r.all("UnevenRoundedRectangle").isEmpty)                       // no bubbles
    }

    /// 40 messages: the thread opens on its end, the last reply's feedback row just above the composer,
    /// the first message scrolled off above the top bar.
    @Test func longConversationAnchorsAtTheBottom() throws {
        var content = ChatGPTConversation()
        for i in 0..<20 {
            content.messages.append(.user("Question \(i)"))
            content.messages.append(.assistant("Answer \(i)"))
        }
        let r = try layout(ChatGPTConversationScreen(content: content), width: 390, height: 844)
        let scroll = try #require(r.first("ScrollView"))
        #expect(scroll.frame.minY == 47 + 52)
        let last = try #require(r.texts("Answer 19").first)
        let lastCopy = try #require(r.symbols("doc.on.doc").last)
        let copyTarget = try #require(r.all("frame").first { $0.children.first === lastCopy })
        #expect(copyTarget.frame.maxY == scroll.frame.maxY - 8 - 12)
        #expect(last.frame.maxY < copyTarget.frame.minY)
        #expect(try #require(r.texts("Question 0").first).frame.maxY < scroll.frame.minY)
    }

    @Test func shortConversationStartsUnderTheTopBar() throws {
        let r = try layout(ChatGPTConversationScreen(content: .init(messages: [.user("Hi")])), width: 390, height: 844)
        #expect(try #require(r.texts("Hi").first).frame.minY == 47 + 52 + 12 + 10)
    }

    @Test func streamingReplyHasNoFeedbackRowAndTheComposerOffersStop() throws {
        let content = ChatGPTConversation(messages: [.user("Hi"), .assistant("Hello", state: .streaming)], draft: "")
        #expect(content.isGenerating)
        let r = try layout(ChatGPTConversationScreen(content: content), width: 390, height: 844)
        #expect(r.texts("Hello").count == 1)
        #expect(r.symbols("arrow.triangle.2.circlepath").isEmpty)
        #expect(r.symbols("stop.fill").count == 1)
    }

    @Test func typingReplyShowsDotsNotText() throws {
        let content = ChatGPTConversation(messages: [.user("Hi"), .assistant("ignored", state: .typing)])
        let r = try layout(ChatGPTConversationScreen(content: content), width: 390, height: 844)
        #expect(r.texts("ignored").isEmpty)
        #expect(r.all("Circle").filter { $0.frame.width == 8 }.count == 3)
    }

    @Test func draftShowsTheSendButton() throws {
        let r = try layout(ChatGPTConversationScreen(content: .init(draft: "What's new?")), width: 390, height: 844)
        #expect(r.texts("What's new?").count == 1)
        #expect(r.symbols("arrow.up").count == 1 && r.symbols("globe").isEmpty)
    }

    @Test func messageStatesReachTheComponents() throws {
        let reply = """
            First:

            ```swift
            let a = 1
            ```

            Second:

            ```swift
            let b = 2
            ```
            """
        let content = ChatGPTConversation(messages: [
            .user("Read these", attachments: ["https://x.example/a/Report.pdf", "notes.txt"]),
            .assistant(reply, feedback: .thumbsDown, copied: true, copiedCodeBlock: 2),
            .assistant("No.", isFlagged: true),
        ])
        try content.validate()
        let r = try layout(ChatGPTConversationScreen(content: content), width: 390, height: 844)
        #expect(r.texts("Report.pdf").count == 1 && r.texts("notes.txt").count == 1)   // one tile per attachment
        #expect(r.texts("Copied!").count == 1 && r.texts("Copy").count == 1)           // the second block only
        #expect(r.symbols("checkmark").count == 2)                                     // its Copied! and the row's copy
        #expect(r.symbols("hand.thumbsdown.fill").count == 1)
        #expect(r.texts("This content may violate our usage policies.").count == 1)
    }

    @Test func validationNamesTheField() {
        #expect(throws: ContentError.invalid(field: "messages[0].feedback", reason: "applies to assistant messages only")) {
            try ChatGPTConversation(messages: [ChatGPTMessage(role: .user, text: "x", feedback: .thumbsUp)]).validate()
        }
        #expect(throws: ContentError.self) {
            try ChatGPTConversation(messages: [.assistant("no code", copiedCodeBlock: 1)]).validate()
        }
        #expect(throws: ContentError.self) {
            try ChatGPTConversation(messages: [.assistant("a", state: .streaming), .user("b")]).validate()
        }
        #expect(throws: ContentError.self) {
            try ChatGPTSidebar(sections: [.init(title: "Today", chats: ["A"])], activeChat: "B").validate()
        }
        #expect((try? ChatGPTConversation.sample.validate()) != nil)
    }

    @Test func sidebarShowsSectionsChatsAndTheAccount() throws {
        let content = ChatGPTSidebar(sections: [.init(title: "Today", chats: ["Plan a trip", "Fix a bug"]),
                                                .init(title: "Yesterday", chats: ["Write a poem"])],
                                     activeChat: "Fix a bug", accountName: "Sam Rivera")
        let r = try layout(ChatGPTSidebarScreen(content: content), width: 390, height: 844)
        for t in ["Today", "Yesterday", "Plan a trip", "Fix a bug", "Write a poem", "Sam Rivera", "SR"] {
            #expect(r.texts(t).count == 1, "\(t)")
        }
        let active = try #require(r.texts("Fix a bug").first)
        #expect(r.all("Rectangle").contains { $0.paintHex == "#ECECEC" && $0.frame.height == 40 && $0.frame.minY <= active.frame.minY })
        // Rows sit in the 260 pt sidebar, 12 pt in; sections are in order.
        #expect(active.frame.minX == 12)
        #expect(try #require(r.texts("Yesterday").first).frame.minY > active.frame.maxY)
    }

    @Test func voiceShowsItsStatusAndMute() throws {
        let r = try layout(ChatGPTVoiceScreen(content: ChatGPTVoice(status: "Connecting…", isMuted: true)), width: 390, height: 844)
        #expect(r.texts("Connecting…").count == 1 && r.texts("Unmute").count == 1)
    }

    @Test func increaseContrastBrightensTheVoiceStatusLine() throws {
        let r = try layout(ChatGPTVoiceScreen(), width: 390, height: 844) { $0.colorSchemeContrast = .increased }
        #expect(r.texts("ChatGPT is listening…").first?.text?.paint.solidColor?.hexString == "#FFFFFFE6")
    }
}

/// The README's content example, as written there.
@Suite("README content example")
struct ReadmeContentExampleTests {
    @Test func rendersWithTheStatusBarAndDynamicTypeItSets() throws {
        let content = ChatGPTConversation(messages: [
            .user("Can you summarise this report?", attachments: ["Q3-report.pdf"]),
            .assistant("Sure! Three points:\n\n1. Revenue **up 12 %**\n2. Costs flat\n3. Hiring paused", feedback: .thumbsUp),
        ])
        let screen = ChatGPTConversationScreen(content: content)            // a View, to compose or snapshot-test
        var env = EnvironmentValues()
        env.statusBar = StatusBarContent(time: "7:38", dataNetwork: .fiveG, batteryLevel: 42)
        env.dynamicTypeSize = .xxLarge
        let image = try ChatGPTKit.renderable(content).render(state: nil, mode: .dark, scale: 3, environment: env)
        #expect(image.pixelWidth == 1170 && image.pixelHeight == 2532)
        let small = try ChatGPTKit.renderable(content).render(state: nil, mode: .dark, device: .iPhoneSE3, environment: env)  // 750×1334 px
        #expect(small.pixelWidth == 750 && small.pixelHeight == 1334)
        #expect(small.layout.allNodes.contains { if case .text(let t) = $0.content { t.string == "7:38" } else { false } })
        let r = try layout(screen, width: 390, height: 844) { $0.statusBar = env.statusBar }
        #expect(r.texts("7:38").count == 1 && r.texts("5G").count == 1 && r.texts("Q3-report.pdf").count == 1)
        #expect(r.texts("Revenue up 12 %").count == 1)
    }
}
