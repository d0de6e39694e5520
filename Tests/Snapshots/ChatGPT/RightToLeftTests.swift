import Layout
import MockshotKit
import Testing
@testable import ChatGPTKit

/// ChatGPT right to left (Arabic): the chrome mirrors, code stays a left-to-right island.
@Suite struct ChatGPTRightToLeftTests {
    static let longLine = "let greeting = \"مرحبا\"; print(greeting, terminator: \"\\n\") // a line wider than the block"

    /// The code scrolls from the beginnings of its lines: its text starts 12 pt inside the block's left
    /// edge, as left to right. (Mirrored, the scroll would start at the lines' ends: the text's right
    /// edge 12 pt inside the block's right edge and its beginning cut off on the left.)
    @Test func codeBlockCodeStaysLeftToRight() throws {
        let r = try layout(CodeBlockView(language: "swift", code: Self.longLine), width: 390) { $0.setLocale("ar") }
        let code = try #require(r.texts(Self.longLine).first)
        #expect(code.frame.width > 390 - 32)
        #expect(code.frame.minX == 16 + 12)
        // The header mirrors with the app: the language label on the right, Copy on the left.
        let language = try #require(r.texts("swift").first)
        let copy = try #require(r.texts("Copy").first)
        #expect(language.frame.maxX == 390 - 16 - 12)
        #expect(copy.frame.maxX < language.frame.minX)
    }

    /// In a reply's Markdown too: the fenced block's code starts at the column's left edge + 12.
    @Test func markdownCodeBlockStaysLeftToRight() throws {
        let reply = "مثال:\n\n```swift\n\(Self.longLine)\n```"
        let r = try layout(AssistantMessage(content: reply), width: 390) { $0.setLocale("ar") }
        let code = try #require(r.texts(Self.longLine).first)
        let block = try #require(r.all("ScrollView").first { $0.frame.minY <= code.frame.minY && $0.frame.maxY >= code.frame.maxY })
        #expect(code.frame.minX == block.frame.minX + 12)
    }
}
