import Layout
import Testing
@testable import GrokKit

/// Grok right to left (Arabic): the chrome mirrors, code stays a left-to-right island.
@Suite struct GrokRightToLeftTests {
    static let longLine = "frames = [stitch(f, overlap=0.3) for f in sorted(raw_frames, key=lambda f: f.timestamp)]"

    /// The code scrolls from the beginnings of its lines: its text starts 12 pt inside the card's left
    /// edge. (Mirrored, the scroll would start at the lines' ends and cut their beginnings off.) The
    /// header mirrors: the language on the right, the copy glyph on the left.
    @Test func codeBlockCodeStaysLeftToRight() throws {
        let p = try LayoutProbe(GrokCodeBlock(language: "python", code: Self.longLine)) { $0.setLocale("ar") }
        let code = try p.text(Self.longLine)
        #expect(code.frame.width > 390)
        #expect(code.frame.minX == 12)
        #expect(try p.text("python").frame.maxX == 390 - 12)
        #expect(try p.symbol("doc.on.doc").frame.minX == 12)
    }

    /// In a reply's Markdown too.
    @Test func markdownCodeBlockStaysLeftToRight() throws {
        let reply = "مثال:\n\n```python\n\(Self.longLine)\n```"
        let p = try LayoutProbe(GrokAssistantResponse(text: reply, isStreaming: false)) { $0.setLocale("ar") }
        #expect(try p.text(Self.longLine).frame.minX == 16 + 12)
    }
}
