import Layout
import Testing
@testable import GrokKit

@Suite("Assistant response geometry and cursor")
struct AssistantResponseGeometryTests {
    func reply(_ p: LayoutProbe) throws -> LayoutNode {
        try #require(p.all("Text").first { LayoutProbe.string($0)?.hasPrefix("Hello") == true })
    }

    @Test func markThenTextInset16() throws {
        let p = try LayoutProbe(GrokAssistantResponse(text: "Hello", isStreaming: false))
        let mark = try #require(p.all("Image").first { LayoutProbe.assetName($0) == "grok-glyph" })
        #expect(mark.frame == Rect(x: 16, y: 0, width: 24, height: 24))
        #expect(LayoutProbe.symbol(mark).flatMap { LayoutProbe.paintHex($0.paint) } == "#E7E9EA")
        let text = try reply(p)
        #expect(text.frame.minX == 16)
        #expect(text.frame.minY - mark.frame.maxY == 12)
        let resolved = try #require(LayoutProbe.resolvedText(text))
        #expect(resolved.lineSpacing == 6)
        #expect(resolved.runs.first?.font.size == 16)
        #expect(resolved.runs.first?.font.name == "Inter-Regular")
    }

    @Test func longReplyWrapsWithin16PointMargins() throws {
        let p = try LayoutProbe(GrokAssistantResponse(text: "Hello " + GrokSample.answer, isStreaming: false))
        let text = try reply(p)
        #expect(text.frame.maxX <= 390 - 16)
        #expect((text.textMeasurement?.lineCount ?? 0) > 2)
    }

    @Test func streamingShowsTheBlockCursorInPrimaryText() throws {
        let runs = try #require(LayoutProbe.resolvedText(try reply(try LayoutProbe(
            GrokAssistantResponse(text: "Hello", isStreaming: true))))?.runs)
        #expect(runs.map(\.string) == ["Hello", "▍"])
        #expect(runs[1].color?.hexString == "#E7E9EA")
    }

    @Test func hiddenBlinkPhaseKeepsTheCursorsWidthButNoInk() throws {
        let shown = try reply(try LayoutProbe(GrokAssistantResponse(text: "Hello", isStreaming: true)))
        let hidden = try reply(try LayoutProbe(GrokAssistantResponse(text: "Hello", isStreaming: true, cursorVisible: false)))
        let runs = try #require(LayoutProbe.resolvedText(hidden)?.runs)
        #expect(runs.map(\.string) == ["Hello", "▍"])
        #expect(runs[1].color?.a == 0)
        #expect(hidden.frame == shown.frame)
    }

    @Test func finishedReplyHasNoCursor() throws {
        let text = try reply(try LayoutProbe(GrokAssistantResponse(text: "Hello", isStreaming: false)))
        #expect(LayoutProbe.string(text) == "Hello")
    }

    /// Reduce Motion while streaming: the reply keeps its place but is transparent (the guide fades the
    /// completed response in whole, so nothing of it shows yet).
    @Test func reduceMotionHidesTheReplyWhileStreaming() throws {
        let p = try LayoutProbe(GrokAssistantResponse(text: "Hello", isStreaming: true)) { $0.accessibilityReduceMotion = true }
        #expect(p.all("opacity").contains { if case .effect(.opacity(let o)) = $0.content { o == 0 } else { false } })
        #expect(try reply(p).frame.minX == 16)
    }
}
