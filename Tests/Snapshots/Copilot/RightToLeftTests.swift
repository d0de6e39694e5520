import Layout
import MockshotKit
import Testing
@testable import CopilotKit

/// Copilot right to left (Arabic): the answer card mirrors, its code stays a left-to-right island.
@Suite struct CopilotRightToLeftTests {
    static let longLine = "const total = items.reduce((sum, item) => sum + item.price * item.quantity, 0); // every line item"

    /// A fenced block in an answer (the Markdown theme's `MarkdownCodeBlock`): the code starts at the
    /// block's left edge + 12, as left to right (mirrored, its scroll would start at the lines' ends and
    /// cut their beginnings off); the language caption follows the layout, on the right.
    @Test func answerCodeBlockStaysLeftToRight() throws {
        var env = Env.light
        env.setLocale("ar")
        let r = try layout(CopilotAnswerCard(markdown: "مثال:\n\n```js\n\(Self.longLine)\n```", isStreaming: false), env: env)
        let code = try #require(r.all("Text").first { $0.text == Self.longLine })
        let scroll = try #require(r.all("ScrollView").first { $0.frame.minY <= code.frame.minY && $0.frame.maxY >= code.frame.maxY })
        #expect(code.frame.width > scroll.frame.width)
        #expect(code.frame.minX == scroll.frame.minX)
        let caption = try #require(r.all("Text").first { $0.text == "js" })
        #expect(caption.frame.maxX == scroll.frame.maxX)
    }
}
