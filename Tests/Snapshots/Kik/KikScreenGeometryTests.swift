import Testing
import Layout
import MockshotKit
@testable import KikKit

/// The two screens fill the phone and show what the brief asks for.
@Suite struct KikScreenGeometryTests {
    typealias K = KikTestSupport

    @Test func conversationHasTailsOnTheLastBubbleOfEachGroup() throws {
        let result = try K.layout(KikConversationScreen(), width: 390, height: 844)
        #expect(result.root.frame.size == Size(width: 390, height: 844))
        let clips = result.all("clipShape").filter { $0.style == "UnevenRoundedRectangle" }
        #expect(clips.count == SampleMessage.conversation.count)
        let messages = SampleMessage.conversation
        for (i, clip) in clips.enumerated() {
            let tail = SampleMessage.isTailEnd(messages, at: i)
            let r: [Double] = !tail ? [16, 16, 16, 16] : (messages[i].outgoing ? [16, 16, 5, 16] : [16, 5, 16, 16])
            #expect(K.clipPath(clip) == K.roundedRect(clip.frame.size, topLeading: r[0], bottomLeading: r[1],
                                                      bottomTrailing: r[2], topTrailing: r[3]), "bubble \(i)")
        }
        #expect(messages.indices.filter { SampleMessage.isTailEnd(messages, at: $0) }.count == 9)
        // Receipts under the outgoing bubbles, the header at the top, the compose bar above the home indicator.
        #expect(result.all("Text").compactMap { K.text($0)?.string }.filter { ["R", "D"].contains($0) } == ["R", "R", "R", "R", "R", "D"])
        let header = try #require(K.textNode(result, "jess.k"))
        #expect(header.frame.minY > 47 && header.frame.maxY < 47 + 48)
        let send = try #require(K.textNode(result, "Send"))
        #expect(send.frame.maxY < 844 - 34)
        #expect(send.frame.minY > 844 - 34 - 52)
        // Groups: 2 pt inside a group, 10 pt between groups (an incoming bubble follows an outgoing one's receipt row).
        let evening = try #require(messages.firstIndex { $0.timeLabel == "7:38 PM" })
        #expect(clips[evening + 1].frame.minY - clips[evening].frame.maxY == 2)
        #expect(messages[evening + 2].outgoing && !messages[evening + 1].outgoing)
        #expect(clips[evening + 2].frame.minY - clips[evening + 1].frame.maxY == 10)
        // The newest bubble sits just above the compose bar; the oldest have scrolled off the top.
        let composeTop = try #require(result.all("RoundedRectangle").last { $0.frame.minY >= 47 }).frame.minY   // not the status bar's
        #expect(clips.last!.frame.maxY < composeTop)
        #expect(clips.first!.frame.maxY < 47 + 48)
    }

    @Test func chatsListShowsPeopleBotsBadgesAndTheTabBar() throws {
        let result = try K.layout(KikChatsScreen(), width: 390, height: 844)
        #expect(result.root.frame.size == Size(width: 390, height: 844))
        #expect(K.textNode(result, "Chats") != nil)
        #expect(result.all("Text").filter { K.text($0)?.string == "BOT" }.count == SampleChat.chats.filter(\.isBot).count)
        #expect(result.all("Capsule").filter { $0.frame.height == 18 }.count == SampleChat.chats.filter { $0.unread != nil }.count)
        let tabs = result.all("Image").suffix(4)
        #expect(tabs.allSatisfy { $0.frame.maxY <= 844 - 34 })
        let chatsTab = try #require(tabs.first)
        guard case .symbol(let s) = chatsTab.content else { Issue.record("not a symbol"); return }
        #expect(s.paint.solidColor?.hexString == "#00B0F0")
    }
}
