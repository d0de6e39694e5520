import Testing
@testable import Layout

/// A focused empty field draws its caret over the start of the placeholder: the placeholder stays where
/// it is and the field keeps its size; the caret is a 2 pt bar one line tall at the field's leading edge.
@Suite struct TextFieldCaretTests {
    func layout(focused: Bool, text: String = "") throws -> LayoutResult {
        try LayoutEngine.layout(TextField("Message", text: .constant(text)).padding(10).environment(\.isFocused, focused),
                                proposal: ProposedViewSize(width: 240, height: nil), measurer: FixedWidthTextMeasurer())
    }

    @Test func placeholderDoesNotMoveAndFieldKeepsItsSize() throws {
        let rest = try layout(focused: false), focused = try layout(focused: true)
        let restText = try #require(rest.first("Text")), focusedText = try #require(focused.first("Text"))
        #expect(focusedText.frame == restText.frame)
        #expect(focused.root.frame == rest.root.frame)
        guard case .text(let t) = focusedText.content else { Issue.record("no text"); return }
        #expect(t.string == "Message")
    }

    @Test func caretIsATwoPointBarOneLineTallAtTheLeadingEdge() throws {
        let focused = try layout(focused: true)
        let placeholder = try #require(focused.first("Text")).frame
        let caret = try #require(focused.all("RoundedRectangle").first).frame
        #expect(caret.minX == placeholder.minX && caret.minY == placeholder.minY)
        #expect(caret.width == 2)
        #expect(caret.height == 21.5) // one 17 pt line: 21.25 pt, on the @2x pixel grid
        #expect(try layout(focused: false).all("RoundedRectangle").isEmpty)
    }

    @Test func textFieldWithTextKeepsTheCaretAfterTheText() throws {
        let focused = try layout(focused: true, text: "Hi")
        guard case .text(let t) = try #require(focused.first("Text")).content else { Issue.record("no text"); return }
        #expect(t.string == "Hi\u{258F}")
        #expect(focused.all("RoundedRectangle").isEmpty)
    }
}
