import Testing
import Markdown

@Suite struct InlineFormattingTests {
    @Test func boldItalicCodeAndLinkInOneParagraph() {
        let document = MarkdownParser.parse("Say **hello** to *everyone* with `print()` and [docs](https://swift.org \"Swift\").")
        #expect(document.blocks == [
            .paragraph([
                .text("Say "),
                .strong([.text("hello")]),
                .text(" to "),
                .emphasis([.text("everyone")]),
                .text(" with "),
                .code("print()"),
                .text(" and "),
                .link(destination: "https://swift.org", title: "Swift", [.text("docs")]),
                .text("."),
            ]),
        ])
    }

    @Test func underscoreDelimitersAndNestedEmphasis() {
        let document = MarkdownParser.parse("__bold _and italic_ inside__")
        #expect(document.blocks == [
            .paragraph([.strong([.text("bold "), .emphasis([.text("and italic")]), .text(" inside")])]),
        ])
    }

    @Test func linkWithoutTitleHasNilTitleAndFormattedLabel() {
        let document = MarkdownParser.parse("[**Open** it](/path?q=1)")
        #expect(document.blocks == [
            .paragraph([.link(destination: "/path?q=1", title: nil, [.strong([.text("Open")]), .text(" it")])]),
        ])
    }

    @Test func imageAltIsPlainTextOfDescription() {
        let document = MarkdownParser.parse("![A *cute* cat](cat.png \"Cat\")")
        #expect(document.blocks == [.paragraph([.image(source: "cat.png", alt: "A cute cat")])])
    }

    @Test func textSplitByCmarkAtDelimitersIsMerged() {
        // The inline parser emits "a ", "[", "b", "] ", "!", … as separate text nodes; the AST
        // must present them as one run.
        let document = MarkdownParser.parse("a [b] ! c &amp; d")
        #expect(document.blocks == [.paragraph([.text("a [b] ! c & d")])])
    }

    @Test func inlineHTMLIsKeptVerbatim() {
        let document = MarkdownParser.parse("press <kbd>⌘</kbd>")
        #expect(document.blocks == [.paragraph([.text("press "), .html("<kbd>"), .text("⌘"), .html("</kbd>")])])
    }
}
