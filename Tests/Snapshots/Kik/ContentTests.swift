import Layout
import MockshotKit
import Testing
@testable import KikKit

/// Kik's screens drawn from content values, read back from the layout.
@Suite("Content")
struct ContentTests {
    @Test func threeLineContentIsACompleteScreen() throws {
        let content = KikConversation(messages: [.incoming("hey"), .outgoing("hi!", time: "7:41 PM", receipt: .read)])
        let r = try screenLayout(KikConversationScreen(content: content), scheme: .light)
        #expect(r.canvasSize == Size(width: 390, height: 844))
        for t in ["9:41", "jess.k", "Type a message", "Send"] { #expect(r.textNodes(t).count == 1, "\(t)") }
        // Incoming on the leading side (12 pt list margin, 13 pt bubble padding), outgoing on the trailing side.
        let hey = try #require(r.textNodes("hey").first), hi = try #require(r.textNodes("hi!").first)
        #expect(hey.frame.minX == 12 + 13)
        #expect(hi.frame.maxX == 390 - 12 - 13)
        // The outgoing bubble's time and Read receipt sit under it, trailing.
        let time = try #require(r.textNodes("7:41 PM").first), receipt = try #require(r.textNodes("R").first)
        #expect(time.frame.minY > hi.frame.maxY && receipt.frame.maxX == 390 - 12)
        #expect(r.resolved("R")?.paint.solidColor?.hexString == "#00B0F0")
    }

    @Test func separatorsOpenStretchesAndEndGroups() throws {
        let content = KikConversation(messages: [
            .incoming("morning", separator: "Yesterday"),
            .incoming("still there?", separator: "Today 9:12 AM"),
            .outgoing("yes", time: "9:13 AM", receipt: .delivered),
        ])
        #expect(content.isTailEnd(at: 0))                                       // a separator ends the group above it
        let r = try screenLayout(KikConversationScreen(content: content), scheme: .light)
        let yesterday = try #require(r.textNodes("Yesterday").first), today = try #require(r.textNodes("Today 9:12 AM").first)
        #expect(abs(yesterday.frame.midX - 195) < 0.01 && abs(today.frame.midX - 195) < 0.01)
        let morning = try #require(r.textNodes("morning").first), still = try #require(r.textNodes("still there?").first)
        #expect(yesterday.frame.maxY < morning.frame.minY && morning.frame.maxY < today.frame.minY && today.frame.maxY < still.frame.minY)
        #expect(r.textNodes("D").count == 1)
    }

    @Test func longConversationRestsOnTheComposeBar() throws {
        var content = KikConversation()
        for i in 0..<20 { content.messages += [.incoming("Question \(i)"), .outgoing("Answer \(i)", time: "7:\(10 + i) PM")] }
        let r = try screenLayout(KikConversationScreen(content: content), scheme: .light)
        let send = try #require(r.textNodes("Send").first)
        let last = try #require(r.textNodes("7:29 PM").first)
        #expect(last.frame.maxY < send.frame.minY && last.frame.maxY > send.frame.minY - 40)
        #expect(try #require(r.textNodes("Question 0").first).frame.maxY < 47)
    }

    @Test func draftLightsSend() throws {
        let r = try screenLayout(KikConversationScreen(content: .init(draft: "on my way")), scheme: .light)
        #expect(r.resolved("Send")?.paint.solidColor?.hexString == "#00B0F0")
        #expect(r.textNodes("on my way").count == 1)
    }

    @Test func chatListShowsRowsBadgesReceiptsAndBots() throws {
        let content = KikChatList(chats: [
            KikChat(name: "Sam Rivera", preview: "lol", time: "7:40 PM", unread: 3),
            KikChat(name: "Trivia", preview: "Ready?", time: "7:15 PM", isBot: true),
            KikChat(name: "maya_b", preview: "ok", time: "Mon", receipt: .read),
        ])
        try content.validate()
        let r = try screenLayout(KikChatsScreen(content: content), scheme: .light)
        for t in ["Sam Rivera", "lol", "7:40 PM", "3", "Trivia", "BOT", "maya_b", "R", "S", "T", "m"] {
            #expect(r.textNodes(t).count == 1, "\(t)")                             // first letters on the avatars
        }
        #expect(r.textNodes("Chats").count == 2)                                 // the title and the selected tab
        let sam = try #require(r.textNodes("Sam Rivera").first), trivia = try #require(r.textNodes("Trivia").first)
        #expect(sam.frame.minX == 16 + 48 + 12 && trivia.frame.minY > sam.frame.maxY)
        // Bots have a rounded-square avatar, people a circle.
        #expect(r.all("RoundedRectangle").contains { $0.frame.size == Size(width: 48, height: 48) })
        #expect(r.all("Circle").filter { $0.frame.size == Size(width: 48, height: 48) }.count == 2)
        #expect(KikAvatar.generated(for: "jess.k") == .sunset)
        #expect(throws: ContentError.self) { try KikChatList(chats: [KikChat(unread: 2, receipt: .read)]).validate() }
        #expect(throws: ContentError.self) { try KikConversation(messages: [KikMessage(direction: .incoming, time: "1 PM")]).validate() }
    }
}
