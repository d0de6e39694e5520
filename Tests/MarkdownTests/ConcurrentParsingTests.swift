import Testing
import Markdown

@Suite struct ConcurrentParsingTests {
    /// cmark-gfm toggles process-global inline tables per parse; concurrent parses must still
    /// all see strikethrough, tables and autolinks.
    @Test func parallelParsesProduceIdenticalASTs() async {
        // Long enough that parses overlap in their inline phase (without the lock this fails
        // in most runs on two cores).
        let unit = "~~a~~ www.x.com and ~~b~~\n\n| h |\n|---|\n| ~~c~~ |\n\n- [x] t\n\n"
        let source = String(repeating: unit, count: 20)
        let expected = MarkdownParser.parse(source)
        let results = await withTaskGroup(of: MarkdownDocument.self) { group in
            for _ in 0..<400 {
                group.addTask { MarkdownParser.parse(source) }
            }
            var documents: [MarkdownDocument] = []
            for await document in group { documents.append(document) }
            return documents
        }
        #expect(results.count == 400)
        #expect(results.allSatisfy { $0 == expected })
        #expect(expected.blocks.count == 60)
        #expect(expected.blocks.first == .paragraph([
            .strikethrough([.text("a")]),
            .text(" "),
            .link(destination: "http://www.x.com", title: nil, [.text("www.x.com")]),
            .text(" and "),
            .strikethrough([.text("b")]),
        ]))
    }
}
