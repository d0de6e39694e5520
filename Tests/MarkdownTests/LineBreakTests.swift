import Testing
import Markdown

@Suite struct LineBreakTests {
    @Test func softBreakVersusHardBreaks() {
        // Line 1 ends plainly (soft), line 2 with two spaces (hard), line 3 with a backslash (hard).
        let document = MarkdownParser.parse("one\ntwo  \nthree\\\nfour")
        #expect(document.blocks == [
            .paragraph([.text("one"), .softBreak, .text("two"), .lineBreak, .text("three"), .lineBreak, .text("four")]),
        ])
    }

    @Test func blankLineSeparatesParagraphs() {
        let document = MarkdownParser.parse("first\n\n\nsecond\r\n")
        #expect(document.blocks == [.paragraph([.text("first")]), .paragraph([.text("second")])])
    }
}
