import Testing
import Markdown

@Suite struct ListTests {
    @Test func orderedListStartingAtThree() {
        let document = MarkdownParser.parse("3. three\n4. four\n")
        #expect(document.blocks == [
            .list(MarkdownList(ordered: true, start: 3, tight: true, items: [
                MarkdownListItem(blocks: [.paragraph([.text("three")])]),
                MarkdownListItem(blocks: [.paragraph([.text("four")])]),
            ])),
        ])
    }

    @Test func unorderedTightList() {
        let document = MarkdownParser.parse("- apples\n- **pears**\n- plums\n")
        #expect(document.blocks == [
            .list(MarkdownList(ordered: false, start: 1, tight: true, items: [
                MarkdownListItem(blocks: [.paragraph([.text("apples")])]),
                MarkdownListItem(blocks: [.paragraph([.strong([.text("pears")])])]),
                MarkdownListItem(blocks: [.paragraph([.text("plums")])]),
            ])),
        ])
    }

    @Test func blankLineBetweenItemsMakesListLoose() {
        let document = MarkdownParser.parse("* a\n\n* b\n")
        #expect(document.blocks == [
            .list(MarkdownList(ordered: false, start: 1, tight: false, items: [
                MarkdownListItem(blocks: [.paragraph([.text("a")])]),
                MarkdownListItem(blocks: [.paragraph([.text("b")])]),
            ])),
        ])
    }

    @Test func nestedListInsideItem() {
        let document = MarkdownParser.parse("1. outer\n   - inner one\n   - inner two\n2. next\n")
        let inner = MarkdownList(ordered: false, start: 1, tight: true, items: [
            MarkdownListItem(blocks: [.paragraph([.text("inner one")])]),
            MarkdownListItem(blocks: [.paragraph([.text("inner two")])]),
        ])
        #expect(document.blocks == [
            .list(MarkdownList(ordered: true, start: 1, tight: true, items: [
                MarkdownListItem(blocks: [.paragraph([.text("outer")]), .list(inner)]),
                MarkdownListItem(blocks: [.paragraph([.text("next")])]),
            ])),
        ])
    }
}
