import Testing
import Markdown

@Suite struct CodeBlockTests {
    @Test func fencedWithSwiftLanguage() {
        let document = MarkdownParser.parse("```swift\nlet x = 1\nprint(x)\n```\n")
        #expect(document.blocks == [.codeBlock(language: "swift", code: "let x = 1\nprint(x)")])
    }

    @Test func fencedWithoutLanguage() {
        let document = MarkdownParser.parse("~~~\nplain  text\n\n  indented\n~~~")
        #expect(document.blocks == [.codeBlock(language: nil, code: "plain  text\n\n  indented")])
    }

    @Test func languageIsFirstWordOfInfoString() {
        let document = MarkdownParser.parse("```  swift title=\"Demo.swift\"\nx\n```")
        #expect(document.blocks == [.codeBlock(language: "swift", code: "x")])
    }

    @Test func indentedCodeHasNoLanguageAndKeepsMarkdownLiterally() {
        let document = MarkdownParser.parse("text\n\n    **not bold**\n    line 2\n")
        #expect(document.blocks == [
            .paragraph([.text("text")]),
            .codeBlock(language: nil, code: "**not bold**\nline 2"),
        ])
    }

    @Test func emptyFencedBlock() {
        #expect(MarkdownParser.parse("```js\n```").blocks == [.codeBlock(language: "js", code: "")])
    }
}
