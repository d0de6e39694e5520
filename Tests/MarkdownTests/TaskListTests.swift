import Testing
import Markdown

@Suite struct TaskListTests {
    @Test func checkedUncheckedAndPlainItems() {
        let document = MarkdownParser.parse("- [x] done\n- [ ] todo *soon*\n- plain\n")
        #expect(document.blocks == [
            .list(MarkdownList(ordered: false, start: 1, tight: true, items: [
                MarkdownListItem(blocks: [.paragraph([.text("done")])], checked: true),
                MarkdownListItem(blocks: [.paragraph([.text("todo "), .emphasis([.text("soon")])])], checked: false),
                MarkdownListItem(blocks: [.paragraph([.text("plain")])], checked: nil),
            ])),
        ])
    }

    @Test func uppercaseXInOrderedList() {
        let document = MarkdownParser.parse("1. [X] shipped\n")
        #expect(document.blocks == [
            .list(MarkdownList(ordered: true, start: 1, tight: true, items: [
                MarkdownListItem(blocks: [.paragraph([.text("shipped")])], checked: true),
            ])),
        ])
    }

    @Test func bracketsOutsideListAreText() {
        #expect(MarkdownParser.parse("[x] not a task").blocks == [.paragraph([.text("[x] not a task")])])
    }
}
