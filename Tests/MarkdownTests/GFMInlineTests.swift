import Testing
import Markdown

@Suite struct GFMInlineTests {
    @Test func strikethroughWithDoubleAndSingleTilde() {
        let document = MarkdownParser.parse("~~gone **now**~~ and ~this~")
        #expect(document.blocks == [
            .paragraph([
                .strikethrough([.text("gone "), .strong([.text("now")])]),
                .text(" and "),
                .strikethrough([.text("this")]),
            ]),
        ])
    }

    @Test func extendedAutolinksForWWWURLAndEmail() {
        let document = MarkdownParser.parse("see www.example.com, https://swift.org/blog or mail me@example.org.")
        #expect(document.blocks == [
            .paragraph([
                .text("see "),
                .link(destination: "http://www.example.com", title: nil, [.text("www.example.com")]),
                .text(", "),
                .link(destination: "https://swift.org/blog", title: nil, [.text("https://swift.org/blog")]),
                .text(" or mail "),
                .link(destination: "mailto:me@example.org", title: nil, [.text("me@example.org")]),
                .text("."),
            ]),
        ])
    }

    @Test func angleBracketAutolink() {
        let document = MarkdownParser.parse("<https://a.example/x>")
        #expect(document.blocks == [
            .paragraph([.link(destination: "https://a.example/x", title: nil, [.text("https://a.example/x")])]),
        ])
    }
}
