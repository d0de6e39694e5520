import Layout
import Testing
@testable import GrokKit

@Suite("Prompt bar geometry")
struct PromptBarGeometryTests {
    /// The bar's background (fill) and border (strokeBorder) rounded rectangles.
    func shapes(_ p: LayoutProbe) throws -> (fill: LayoutNode, border: LayoutNode) {
        let rects = p.all("RoundedRectangle")
        let fill = try #require(rects.first { LayoutProbe.fillHex($0) != nil })
        let border = try #require(rects.first { LayoutProbe.stroke($0) != nil })
        return (fill, border)
    }

    @Test func radius24WithA1PointDividerBorder() throws {
        let p = try LayoutProbe(GrokPromptBar(text: .constant(""), sendState: .disabled))
        let (fill, border) = try shapes(p)
        #expect(LayoutProbe.dumpInfo(fill)["cornerRadius"] == "24")
        #expect(LayoutProbe.dumpInfo(border)["cornerRadius"] == "24")
        #expect(LayoutProbe.fillHex(fill) == "#16181C")
        let stroke = try #require(LayoutProbe.stroke(border))
        #expect(stroke.hex == "#2F3336")
        #expect(stroke.width == 1)
        #expect(stroke.inset)
        #expect(border.frame == fill.frame)
    }

    @Test func focusBrightensTheBorder() throws {
        let p = try LayoutProbe(GrokPromptBar(text: .constant(""), sendState: .disabled).environment(\.isFocused, true))
        #expect(LayoutProbe.stroke(try shapes(p).border)?.hex == "#3E4146")
    }

    @Test func focusedFieldDrawsACaretInPrimaryText() throws {
        let p = try LayoutProbe(GrokPromptBar(text: .constant("Hi"), sendState: .enabled).environment(\.isFocused, true))
        let field = try #require(p.all("Text").first { LayoutProbe.string($0)?.hasPrefix("Hi") == true })
        let runs = try #require(LayoutProbe.resolvedText(field)?.runs)
        #expect(runs.last?.string == "\u{258F}")
        #expect(runs.last?.color?.hexString == "#E7E9EA")
        let idle = try LayoutProbe(GrokPromptBar(text: .constant("Hi"), sendState: .enabled))
        #expect(LayoutProbe.resolvedText(try idle.text("Hi"))?.runs.count == 1)
    }

    @Test func insetsAre16Outside12By8Inside() throws {
        let p = try LayoutProbe(GrokPromptBar(text: .constant(""), sendState: .disabled))
        let (fill, _) = try shapes(p)
        #expect(fill.frame.minX == 16)
        #expect(fill.frame.width == 390 - 32)
        let clip = try p.symbol("paperclip")
        #expect(clip.frame.minX - fill.frame.minX == 12)
        let send = try p.first("Circle")
        #expect(fill.frame.maxX - send.frame.maxX == 12)
        #expect(fill.frame.maxY - send.frame.maxY == 8)
        #expect(send.frame.minY - fill.frame.minY == 8)
        // One line of text is shorter than the button: the bar is the button plus 8 + 8.
        #expect(fill.frame.height == 48)
    }

    @Test func fieldGrowsToFiveLinesThenStops() throws {
        let long = String(repeating: "many words here ", count: 60)
        let p = try LayoutProbe(GrokPromptBar(text: .constant(long), sendState: .enabled))
        let field = try #require(p.all("Text").first { LayoutProbe.string($0)?.hasPrefix("many") == true })
        #expect(field.textMeasurement?.lineCount == 5)
        // Bottom-aligned: the paperclip and Send sit on the last line.
        let send = try p.first("Circle")
        #expect(send.frame.maxY == field.frame.maxY)
        #expect(try p.symbol("paperclip").frame.maxY == field.frame.maxY)
    }

    /// A draft of a few lines grows the field, and the bar with it: 8 pt above and below the text.
    @Test func multilineDraftGrowsTheBar() throws {
        let draft = String(repeating: "word ", count: 16)
        let p = try LayoutProbe(GrokPromptBar(text: .constant(draft), sendState: .enabled))
        let field = try #require(p.all("Text").first { LayoutProbe.string($0)?.hasPrefix("word") == true })
        let lines = try #require(field.textMeasurement?.lineCount)
        #expect(lines > 1 && lines < 5)
        let (fill, _) = try shapes(p)
        #expect(fill.frame.height == field.frame.height + 16)
        #expect(fill.frame.height > 48)
        #expect(try p.first("Circle").frame.maxY == field.frame.maxY)
    }

    @Test func placeholderAndSizes() throws {
        let p = try LayoutProbe(GrokPromptBar(text: .constant(""), sendState: .disabled))
        let placeholder = try p.text("Ask Grok anything")
        #expect(LayoutProbe.resolvedText(placeholder)?.runs.first?.font.size == 16)
        #expect(LayoutProbe.symbol(try p.symbol("paperclip"))?.pointSize == 18)
        #expect(LayoutProbe.paintHex(try #require(LayoutProbe.symbol(try p.symbol("paperclip"))).paint) == "#71767B")
    }
}
