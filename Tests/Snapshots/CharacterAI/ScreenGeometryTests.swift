import Layout
import MockshotKit
import Testing
@testable import CharacterAIKit

/// The two screens at 390 × 844: what is on them and where.
@Suite struct ScreenGeometryTests {
    @Test(arguments: [ColorScheme.dark, .light])
    func conversationScreen(scheme: ColorScheme) throws {
        let result = try layout(ConversationScreen(), width: 390, height: 844, scheme: scheme)
        #expect(result.canvasSize == Size(width: 390, height: 844))
        let texts = result.all("Text").compactMap { $0.text?.string }
        #expect(texts.contains("Aria") && texts.contains("by @lumen") && texts.contains("A curious starship navigator · by @lumen"))
        for m in CAIMessage.ariaConversation {
            #expect(texts.contains(m.text.replacingOccurrences(of: "*", with: "")))
        }
        // Bubbles: 2 AI with hairlines, 2 user, plus the typing bubble (fill and hairline).
        let bubbles = result.all("TuckBubbleShape")
        #expect(bubbles.filter { $0.fill != nil }.count == 5)
        #expect(bubbles.filter { $0.strokeBorder != nil }.count == 3)
        // The typing row's avatar lines up with the AI bubbles' avatars.
        let avatars26 = result.all("Circle").filter { $0.frame.width == 26 }
        #expect(avatars26.count == 3)
        #expect(Set(avatars26.map { $0.unroundedFrame.minX.rounded(toPlaces: 6) }).count == 1)
        // Header below the status bar; composer above the home indicator, streaming (stop).
        let chevron = try #require(result.first("Image"))
        #expect(chevron.frame.minY >= 47)
        let stop = try #require(result.all("Image").compactMap(\.symbol).last)
        if case .symbol(let name) = stop.source { #expect(name == "stop.fill") }
        let field = try #require(result.all("RoundedRectangle").first { $0.fill != nil && $0.frame.height == 44 })
        #expect(field.frame.maxY == 844 - 34 - 16)
        #expect(result.first("Circle")?.frame.size == Size(width: 32, height: 32))
        #expect(result.all("Circle").contains { $0.frame.size == Size(width: 64, height: 64) })
    }

    @Test func conversationKeepsTheNewestMessagesAtLargeType() throws {
        let result = try layout(ConversationScreen(), width: 390, height: 844) { $0.dynamicTypeSize = .accessibility3 }
        // The typing indicator (the newest row) stays just above the composer; older rows scroll off the top.
        let typing = try #require(result.all("TuckBubbleShape").last { $0.fill != nil })
        let field = try #require(result.all("RoundedRectangle").last { $0.fill != nil && $0.frame.minY >= 47 })   // the composer, not the status bar's
        #expect(typing.frame.maxY <= field.frame.minY - 10)
        #expect(typing.frame.maxY > field.frame.minY - 60)
        #expect(result.all("Circle").contains { $0.frame.width == 64 && $0.frame.minY < 47 + 56 })   // greeting scrolled under
        // The chrome stays put: header under the status bar, composer on the home indicator.
        #expect(try #require(result.first("Image")).frame.minY >= 47)
        #expect(field.frame.maxY == 844 - 34 - 16)
    }

    @Test func discoverScreen() throws {
        let result = try layout(DiscoverScreen(), width: 390, height: 844)
        let cards = result.all("RoundedRectangle").filter { $0.fill?.hex == "#1E1E21" }
        #expect(cards.count == 4)
        #expect(cards.allSatisfy { close($0.unroundedFrame.width, (390 - 28 - 10) / 2) })
        #expect(close(cards[0].unroundedFrame.minX, 14) && close(cards[1].unroundedFrame.maxX, 376))
        let title = try #require(result.all("Text").first { $0.text?.string == "Discover" })
        #expect(title.text?.runs.first?.font.name == "Sora-Bold" && title.text?.runs.first?.font.size == 32)
        #expect(title.text?.runs.first?.tracking == -0.5)
        // Tab bar sits on the home indicator: its hairline is 34 + 49 pt above the bottom.
        let hairline = try #require(result.allNodes.last { $0.fill?.hex == "#2A2A2E" && $0.frame.height == 0.5 })
        #expect(hairline.frame.minY == 844 - 34 - 49)
        #expect(result.all("Capsule").contains { $0.fill?.hex == "#3A7BFD" })
        #expect(result.all("Capsule").contains { $0.fill?.hex == "#1B2A4A" })
    }
}

extension Double {
    func rounded(toPlaces p: Int) -> Double {
        var m = 1.0
        for _ in 0..<p { m *= 10 }
        return (self * m).rounded() / m
    }
}
