import Markdown

/// The fenced and indented code blocks of a reply, in reading order (nested in lists and quotes too):
/// what `ChatGPTMessage.copiedCodeBlock` counts.
enum ChatGPTCodeBlocks {
    static func all(in markdown: String) -> [(language: String?, code: String)] {
        var found: [(String?, String)] = []
        func walk(_ blocks: [MarkdownBlock]) {
            for block in blocks {
                switch block {
                case let .codeBlock(language, code): found.append((language, code))
                case .blockQuote(let inner): walk(inner)
                case .list(let list): list.items.forEach { walk($0.blocks) }
                default: break
                }
            }
        }
        walk(MarkdownParser.parse(markdown).blocks)
        return found
    }

    static func count(in markdown: String) -> Int { all(in: markdown).count }
}
