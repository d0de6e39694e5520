import Testing
import Markdown

@Suite struct HeadingTests {
    @Test func atxHeadingsLevelsOneToThree() {
        let document = MarkdownParser.parse("# One\n## Two *em*\n### Three\n")
        #expect(document.blocks == [
            .heading(level: 1, [.text("One")]),
            .heading(level: 2, [.text("Two "), .emphasis([.text("em")])]),
            .heading(level: 3, [.text("Three")]),
        ])
    }

    @Test func setextHeadingsAndParagraphAfterHeading() {
        let document = MarkdownParser.parse("Title\n=====\nSub\n---\nBody text")
        #expect(document.blocks == [
            .heading(level: 1, [.text("Title")]),
            .heading(level: 2, [.text("Sub")]),
            .paragraph([.text("Body text")]),
        ])
    }

    @Test func sevenHashesIsNotAHeading() {
        #expect(MarkdownParser.parse("####### x").blocks == [.paragraph([.text("####### x")])])
    }
}
