import Testing
import Layout
import MockshotKit
@testable import KikKit

/// A bot's suggested replies: chips above the compose bar, from the conversation's content.
@Suite struct KikSuggestedRepliesTests {
    typealias K = KikTestSupport

    /// A shape's fill (not its outline) as `#RRGGBB[AA]`.
    static func fill(_ node: LayoutNode) -> String? {
        guard case .shape(let s) = node.content, case .fill(let p, _) = s.operation else { return nil }
        return p.solidColor?.hexString
    }

    /// Outlined capsules in reading order, 8 pt apart, 14 pt in from the edge, on the bar above the compose bar.
    @Test func chipsAreOutlinedCapsulesInARow() throws {
        let replies = ["A) Jupiter", "B) Saturn", "C) Neptune"]
        let result = try K.layout(KikSuggestedReplies(replies))
        let labels = try replies.map { try #require(K.textNode(result, $0)) }
        #expect(labels.allSatisfy { K.text($0)?.runs.first?.font.name == "Inter-SemiBold" && K.text($0)?.runs.first?.font.size == 14 })
        #expect(labels.allSatisfy { K.textHex($0) == "#16181B" })
        let capsules = result.all("Capsule")
        let fills = capsules.compactMap { Self.fill($0) }
        #expect(fills == ["#FFFFFF", "#FFFFFF", "#FFFFFF"])
        let outlines = capsules.filter { node in
            if case .shape(let s) = node.content, case let .stroke(p, style, true) = s.operation {
                return p.solidColor?.hexString == "#00B0F0" && style.lineWidth == 1
            }
            return false
        }
        #expect(outlines.count == 3)
        let chips = capsules.filter { Self.fill($0) != nil }
        #expect(chips[0].frame.minX == 14)
        #expect(chips[1].frame.minX - chips[0].frame.maxX == 8 && chips[2].frame.minX - chips[1].frame.maxX == 8)
        #expect(chips.allSatisfy { $0.frame.height == chips[0].frame.height })
        // The row sits on Kik's bar: its 94 % canvas and a hairline on top.
        #expect(result.all("Rectangle").contains { K.fillHex($0) == "#FFFFFFF0" && $0.frame.width == 390 })
    }

    /// A pressed chip fills with `kikBluePressed` and takes the ink of outgoing bubbles.
    @Test func pressedChipFillsWithKikBluePressed() throws {
        for scheme in ColorScheme.allCases {
            let result = try K.layout(KikSuggestedReplies(["A", "B", "C"], pressed: 1), environment: K.environment(scheme))
            let fills = result.all("Capsule").compactMap { Self.fill($0) }
            let canvas = scheme == .dark ? "#121316" : "#FFFFFF"
            #expect(fills == [canvas, "#0086B8", canvas])
            #expect(K.textHex(try #require(K.textNode(result, "B"))) == "#002A36")
            #expect(K.textHex(try #require(K.textNode(result, "A"))) == (scheme == .dark ? "#F1F2F4" : "#16181B"))
        }
    }

    /// Replies wider than the screen stay on one row and run off the trailing edge.
    @Test func aLongRowRunsOffTheTrailingEdge() throws {
        let result = try K.layout(KikSuggestedReplies(SuggestedRepliesState.many))
        let chips = result.all("Capsule").filter { Self.fill($0) != nil }
        #expect(chips.count == SuggestedRepliesState.many.count)
        #expect(chips.last!.frame.maxX > 390)
        #expect(Set(chips.map(\.frame.minY)).count == 1)
        #expect(result.root.frame.height == chips[0].frame.height + 16)
    }

    /// The bot sample shows its replies between the last message and the compose bar; a person's chat has none.
    @Test func botConversationShowsItsRepliesAboveTheComposeBar() throws {
        let content = KikConversation.botSample
        let r = try screenLayout(KikConversationScreen(content: content), scheme: .light)
        let chips = try content.suggestedReplies.map { try #require(r.textNodes($0).first) }
        let field = try #require(r.textNodes("Type a message").first)
        let lastText = try #require(content.messages.last?.text)
        let last = try #require(r.textNodes(lastText).first)
        for chip in chips { #expect(chip.frame.minY > last.frame.maxY && chip.frame.maxY < field.frame.minY) }
        #expect(chips.map(\.frame.minX) == chips.map(\.frame.minX).sorted())
        let person = try screenLayout(KikConversationScreen(content: .sample), scheme: .light)
        #expect(person.all("Capsule").filter { $0.frame.height > 20 && $0.frame.height < 40 }.isEmpty)
        #expect(throws: ContentError.self) { try KikConversation(suggestedReplies: ["ok", " "]).validate() }
        try content.validate()
    }
}
