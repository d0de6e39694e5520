import Testing
import Markdown

@Suite struct BlockQuoteTests {
    @Test func blockQuoteWithLazyContinuationAndNestedQuote() {
        let document = MarkdownParser.parse("> quoted *text*\ncontinued\n>\n> > nested\n\nafter")
        #expect(document.blocks == [
            .blockQuote([
                .paragraph([.text("quoted "), .emphasis([.text("text")]), .softBreak, .text("continued")]),
                .blockQuote([.paragraph([.text("nested")])]),
            ]),
            .paragraph([.text("after")]),
        ])
    }

    @Test func thematicBreakAndHTMLBlock() {
        let document = MarkdownParser.parse("a\n\n***\n\n<div class=\"x\">\nraw\n</div>\n")
        #expect(document.blocks == [
            .paragraph([.text("a")]),
            .thematicBreak,
            .htmlBlock("<div class=\"x\">\nraw\n</div>"),
        ])
    }
}
