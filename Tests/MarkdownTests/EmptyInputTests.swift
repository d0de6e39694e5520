import Testing
import Markdown

@Suite struct EmptyInputTests {
    @Test func emptyStringHasNoBlocks() {
        #expect(MarkdownParser.parse("") == MarkdownDocument(blocks: []))
    }

    @Test func whitespaceOnlyHasNoBlocks() {
        #expect(MarkdownParser.parse("  \n\n\t\n").blocks.isEmpty)
    }
}
