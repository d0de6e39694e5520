import Testing
import Markdown

@Suite struct TableTests {
    @Test func alignmentsAndInlineFormattingInCells() {
        let source = """
            | Name | Qty | Price | Note |
            |:-----|:---:|------:|------|
            | **Tea** | 2 | `$3` | ~~old~~ |
            | [Cake](/cake) | 10 | $12 | *new* |
            """
        let document = MarkdownParser.parse(source)
        #expect(document.blocks == [
            .table(MarkdownTable(
                alignments: [.left, .center, .right, .none],
                header: [[.text("Name")], [.text("Qty")], [.text("Price")], [.text("Note")]],
                rows: [
                    [[.strong([.text("Tea")])], [.text("2")], [.code("$3")], [.strikethrough([.text("old")])]],
                    [[.link(destination: "/cake", title: nil, [.text("Cake")])], [.text("10")], [.text("$12")], [.emphasis([.text("new")])]],
                ]
            )),
        ])
    }

    @Test func shortRowsArePaddedAndLongRowsTruncatedToHeaderWidth() {
        let document = MarkdownParser.parse("a | b\n--|--\n1\n1 | 2 | 3\n")
        #expect(document.blocks == [
            .table(MarkdownTable(
                alignments: [.none, .none],
                header: [[.text("a")], [.text("b")]],
                rows: [
                    [[.text("1")], []],
                    [[.text("1")], [.text("2")]],
                ]
            )),
        ])
    }

    @Test func headerOnlyTableFollowedByParagraph() {
        let document = MarkdownParser.parse("| x |\n|---|\n\nafter")
        #expect(document.blocks == [
            .table(MarkdownTable(alignments: [.none], header: [[.text("x")]], rows: [])),
            .paragraph([.text("after")]),
        ])
    }

    @Test func escapedPipeStaysInCell() {
        let document = MarkdownParser.parse("| a \\| b |\n|--|\n| c |")
        #expect(document.blocks == [
            .table(MarkdownTable(alignments: [.none], header: [[.text("a | b")]], rows: [[[.text("c")]]])),
        ])
    }
}
