import Layout
import MockshotKit
import Testing
@testable import CharacterAIKit

/// Character.AI's screens drawn from content values, read back from the layout.
@Suite("Content")
struct ContentTests {
    @Test func threeLineContentIsACompleteScreen() throws {
        let content = CharacterAIChat(messages: [.user("Hi"), .character("*waves* Hello!")])
        let r = try screenLayout(CharacterAIChatScreen(content: content))
        #expect(r.canvasSize == Size(width: 390, height: 844))
        // Header and greeting header carry the default character: Aria by @lumen, tagline from the creator.
        #expect(r.textNodes("Aria").count == 2 && r.textNodes("by @lumen").count == 2)
        #expect(r.textNodes("Message Aria…").count == 1)
        // The user's bubble sits on the trailing side of the 86 % row (14 pt margin, 14 pt bubble padding).
        let row = 390 * 0.86
        let hi = try #require(r.textNodes("Hi").first)
        #expect(abs(hi.frame.maxX - ((390 + row) / 2 - 14 - 14)) <= 0.5)           // frames snap to whole points at @1x
        // The character's reply: its roleplay action italic in the secondary colour, then speech.
        let reply = try #require(r.resolved("waves Hello!"))
        #expect(reply.runs.map(\.string) == ["waves", " Hello!"])
        #expect(reply.runs.map(\.font.name) == ["Inter-Italic", "Inter-Regular"])
        #expect(try #require(r.textNodes("waves Hello!").first).frame.minY > hi.frame.maxY)
        // The latest finished reply carries the retry / copy / rate row; nothing is typing.
        #expect(r.symbolNodes("arrow.clockwise").count == 1 && r.all("Circle").filter { $0.frame.width == 6 }.isEmpty)
    }

    @Test func greetingOpensTheChatAndAvatarsComeFromTheName() throws {
        let sherlock = CharacterAICharacter(name: "Sherlock", creator: "@baker", greeting: "*looks up* You have been in Afghanistan, I perceive.")
        let content = CharacterAIChat(character: sherlock, messages: [.user("How did you know?")], isTyping: true)
        #expect(content.transcript.count == 2 && content.transcript[0].role == .character)
        let r = try screenLayout(CharacterAIChatScreen(content: content))
        #expect(r.textNodes("looks up You have been in Afghanistan, I perceive.").count == 1)
        #expect(r.textNodes("Sherlock").count == 2 && r.textNodes("Message Sherlock…").count == 1)
        #expect(r.all("Circle").filter { $0.frame.width == 6 }.count == 3)     // typing
        #expect(r.symbolNodes("stop.fill").count == 1)
        // The generated avatar is the same for the same name, everywhere.
        #expect(CharacterAIAvatar.generated(for: "Aria") == .blue)
        #expect(CharacterAIAvatar.generated(for: "Sherlock") == CharacterAIAvatar.generated(for: "Sherlock"))
        #expect(CharacterAICharacter(name: "Aria").avatarGradient == .caiAvatarBlue)
    }

    @Test func ratingShowsUnderTheLatestFinishedReply() throws {
        let content = CharacterAIChat(messages: [.character("One"), .user("Two"), .character("Three", rating: .down), .user("Four")])
        try content.validate()
        #expect(content.actionsIndex == 2)
        let r = try screenLayout(CharacterAIChatScreen(content: content))
        let three = try #require(r.textNodes("Three").first)
        let thumbs = try #require(r.symbolNodes("hand.thumbsdown.fill").first)
        #expect(r.symbolNodes("arrow.clockwise").count == 1 && thumbs.frame.minY > three.frame.maxY)
        #expect(throws: ContentError.self) {
            try CharacterAIChat(messages: [.character("One", rating: .up), .character("Two")]).validate()
        }
    }

    @Test func streamingReplyHasItsCaret() throws {
        let content = CharacterAIChat(messages: [.user("Go on"), .character("*leans in* And then", state: .streaming)])
        let r = try screenLayout(CharacterAIChatScreen(content: content))
        #expect(r.resolved("leans in And then\u{258D}") != nil)
        #expect(r.symbolNodes("stop.fill").count == 1)
        #expect(r.symbolNodes("arrow.clockwise").isEmpty)                         // no finished reply yet
    }

    @Test func longChatKeepsTheNewestAboveTheComposer() throws {
        var content = CharacterAIChat()
        for i in 0..<20 { content.messages += [.user("Question \(i)"), .character("Answer \(i)")] }
        let r = try screenLayout(CharacterAIChatScreen(content: content))
        let field = try #require(r.all("RoundedRectangle").last { $0.frame.height == 44 })
        let last = try #require(r.textNodes("Answer 19").first)
        #expect(last.frame.maxY < field.frame.minY && last.frame.maxY > field.frame.minY - 120)
        #expect(try #require(r.textNodes("Question 0").first).frame.maxY < 47 + 56)
        // A short chat starts under the header, after the greeting header.
        let short = try screenLayout(CharacterAIChatScreen(content: .init(messages: [.user("Hi")])))
        #expect(try #require(short.textNodes("Hi").first).frame.maxY < 844 / 2)
    }

    @Test func discoverShowsTheCardsAndItsTitle() throws {
        let content = CharacterAIDiscover(sectionTitle: "Trending", characters: [
            CharacterAICharacter(name: "Nova", description: "Stargazer.", chats: "12K chats"),
            CharacterAICharacter(name: "Bolt", description: "Runs fast."),
            CharacterAICharacter(name: "Iris", description: "Paints."),
        ], showsCreatePanel: false)
        let r = try screenLayout(CharacterAIDiscoverScreen(content: content))
        for t in ["Trending", "Nova", "Bolt", "Iris", "Stargazer.", "12K chats"] { #expect(r.textNodes(t).count == 1, "\(t)") }
        #expect(r.textNodes("Make your own").isEmpty)
        #expect(r.symbolNodes("bubble.left.and.bubble.right").count == 1)        // Nova's chat count
        #expect(r.symbolNodes("bubble.left.and.bubble.right.fill").count == 1)   // the Chats tab (tab bars draw .fill)
        // Two to a row: Iris starts a second row under Nova.
        let nova = try #require(r.textNodes("Nova").first), bolt = try #require(r.textNodes("Bolt").first)
        let iris = try #require(r.textNodes("Iris").first)
        #expect(nova.frame.minY == bolt.frame.minY && iris.frame.minX == nova.frame.minX && iris.frame.minY > nova.frame.maxY)
    }
}
