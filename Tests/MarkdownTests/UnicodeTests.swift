import Testing
import Markdown

@Suite struct UnicodeTests {
    @Test func multiByteTextEmojiAndCombiningMarksSurvive() {
        let document = MarkdownParser.parse("# Grüße 👋🏽\n\n**日本語** and e\u{301}motion — «ok» 🇫🇷")
        #expect(document.blocks == [
            .heading(level: 1, [.text("Grüße 👋🏽")]),
            .paragraph([.strong([.text("日本語")]), .text(" and e\u{301}motion — «ok» 🇫🇷")]),
        ])
    }

    @Test func emphasisAroundRightToLeftText() {
        let document = MarkdownParser.parse("*שלום* `مرحبا`")
        #expect(document.blocks == [.paragraph([.emphasis([.text("שלום")]), .text(" "), .code("مرحبا")])])
    }

    @Test func nulCharacterIsReplacedNotTruncating() {
        // CommonMark replaces U+0000 with U+FFFD; text after it must not be lost.
        let document = MarkdownParser.parse("a\u{0}b")
        #expect(document.blocks == [.paragraph([.text("a\u{FFFD}b")])])
    }
}
