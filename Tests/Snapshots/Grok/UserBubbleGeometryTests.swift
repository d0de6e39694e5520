import Layout
import Testing
@testable import GrokKit

@Suite("User bubble geometry")
struct UserBubbleGeometryTests {
    @Test func paddingIs16By12AroundTheText() throws {
        let p = try LayoutProbe(GrokUserBubble(text: "Hello Grok"))
        let bubble = try p.first("UnevenRoundedRectangle")
        let text = try p.text("Hello Grok")
        #expect(text.frame.minX - bubble.frame.minX == 16)
        #expect(bubble.frame.maxX - text.frame.maxX == 16)
        #expect(text.frame.minY - bubble.frame.minY == 12)
        #expect(bubble.frame.maxY - text.frame.maxY == 12)
    }

    @Test func cornersAre20_20_6_20WithTheTuckInTheBottomTrailingCorner() throws {
        let bubble = try LayoutProbe(GrokUserBubble(text: "Hi")).first("UnevenRoundedRectangle")
        // The dump lists topLeading, topTrailing, bottomTrailing, bottomLeading.
        #expect(LayoutProbe.dumpInfo(bubble)["cornerRadii"] == "20,20,6,20")
        #expect(LayoutProbe.dumpInfo(bubble)["style"] == "continuous")
        #expect(LayoutProbe.fillHex(bubble) == "#16181C")
    }

    @Test func shortMessageHugsTheTrailingEdge() throws {
        let p = try LayoutProbe(GrokUserBubble(text: "Hi"), width: 358)
        let bubble = try p.first("UnevenRoundedRectangle")
        // 16 + "Hi" (2 × 8 pt) + 16.
        #expect(bubble.frame.width == 48)
        #expect(bubble.frame.maxX == 358)
    }

    @Test func longMessageWrapsAndKeepsTheSpacersMinimum() throws {
        let p = try LayoutProbe(GrokUserBubble(text: GrokSample.question), width: 358)
        let bubble = try p.first("UnevenRoundedRectangle")
        let spacer = try p.first("Spacer")
        #expect(spacer.frame.width >= 48)
        // A spacer sits flush against its neighbours (SwiftUI): its 48 pt minimum is the whole gap.
        #expect(bubble.frame.minX == spacer.frame.maxX)
        #expect(bubble.frame.maxX == 358)
        #expect(try p.text(GrokSample.question).textMeasurement?.lineCount ?? 0 > 1)
    }

    @Test func messageIsPrimaryTextAtBodySize() throws {
        let text = try LayoutProbe(GrokUserBubble(text: "Hi")).text("Hi")
        let font = try #require(LayoutProbe.resolvedText(text)?.runs.first?.font)
        #expect(font.name == "Inter-Regular")
        #expect(font.size == 16)
        #expect(LayoutProbe.textHex(text) == "#E7E9EA")
    }
}
