import Testing
import Markdown

@Suite struct PlainTextTests {
    @Test func plainTextFlattensFormattingAndBreaks() throws {
        let document = MarkdownParser.parse("**Hi** _there_ `x` ~~y~~ [link](u)\n![pic *z*](p.png) <b>raw</b>  \nend")
        let paragraph = try #require(document.blocks.first)
        guard case .paragraph(let inlines) = paragraph else {
            Issue.record("expected a paragraph, got \(paragraph)")
            return
        }
        #expect(inlines.plainText == "Hi there x y link pic z raw\nend")
    }

    @Test func singleInlinePlainText() {
        #expect(MarkdownInline.softBreak.plainText == " ")
        #expect(MarkdownInline.lineBreak.plainText == "\n")
        #expect(MarkdownInline.html("<br>").plainText == "")
        #expect(MarkdownInline.image(source: "s", alt: "a").plainText == "a")
        #expect(MarkdownInline.link(destination: "d", title: "t", [.code("c"), .text("!")]).plainText == "c!")
    }
}
