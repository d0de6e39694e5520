/// Inline Markdown as SwiftUI reads a `Text` literal (`AttributedString(markdown:)` with
/// `.inlineOnlyPreservingWhitespace`): strong and emphasis (`**`/`__`, `*`/`_`), `` `code` ``,
/// `~~strike~~`, `[links](url)` and `<autolinks>`, backslash escapes and character references. Block
/// syntax (`# `, `- `, `> `, fences, indentation) is not interpreted and every space and line break is
/// kept as typed.
///
/// Written here rather than through libcmark-gfm: cmark parses whole documents (a literal starting with
/// `- ` or `1. ` would become a list, leading spaces an indented code block, and cmark drops line-leading
/// whitespace), its public API has no inline-only entry point, and `Layout` stays free of C libraries.
/// The rules are CommonMark 0.31's (§6: code spans, the delimiter-run flanking rules, the "process
/// emphasis" procedure with the rule of three, links) and GFM's strikethrough extension (§6.5: runs of
/// one or two tildes closing a run of the same length). Reference links need definitions, which an
/// inline-only parse has none of, so `[a][b]` stays literal, as it does in SwiftUI.
enum InlineMarkdown {
    /// A parsed inline: styled spans nest; text and code are leaves.
    indirect enum Node: Equatable {
        case text(String)
        case code(String)
        case emphasis([Node])
        case strong([Node])
        case strikethrough([Node])
        case link(destination: String, [Node])
    }

    /// The characters that can start markup. Text without any of them is returned as one text node
    /// without parsing (the common case: most literals are plain words).
    static let markupCharacters: Set<Character> = ["*", "_", "`", "~", "[", "]", "!", "\\", "<", "&"]

    static func parse(_ source: String) -> [Node] {
        guard source.contains(where: { markupCharacters.contains($0) }) else { return source.isEmpty ? [] : [.text(source)] }
        var parser = Parser(Array(source))
        return parser.run()
    }

    // MARK: - Parser

    /// One element of the working list: finished nodes, delimiter runs still waiting for a partner, and
    /// link openers (`[` or `![`).
    private enum Item {
        case node(Node)
        case delimiter(Delimiter)
        case bracket(Bracket)
    }

    private struct Delimiter {
        let character: Character
        /// Characters of the run not yet used by a match.
        var count: Int
        /// The run's length as written (the rule of three looks at it).
        let originalCount: Int
        var canOpen: Bool
        var canClose: Bool
        var text: String { String(repeating: character, count: count) }
    }

    private struct Bracket {
        let isImage: Bool
        /// Cleared once a link has been made after it: links cannot contain links.
        var active = true
        var text: String { isImage ? "![" : "[" }
    }

    private struct Parser {
        let chars: [Character]
        var position = 0
        var items: [Item] = []
        /// Literal characters not yet turned into a text node.
        var pending = ""

        init(_ chars: [Character]) { self.chars = chars }

        /// 1. Scan left to right into text, code spans, autolinks, delimiter runs and brackets;
        ///    a `]` closes the nearest open bracket into a link when a `(destination "title")` follows.
        /// 2. Process emphasis over the whole list (CommonMark's procedure).
        /// 3. Whatever is left unmatched is literal text.
        mutating func run() -> [Node] {
            while position < chars.count {
                let c = chars[position]
                switch c {
                case "\\": backslash()
                case "`": codeSpan()
                case "*", "_", "~": delimiterRun(c)
                case "[": flush(); items.append(.bracket(Bracket(isImage: false))); position += 1
                case "!" where peek(1) == "[": flush(); items.append(.bracket(Bracket(isImage: true))); position += 2
                case "]": closeBracket()
                case "<": autolink()
                case "&": entity()
                default: pending.append(c); position += 1
                }
            }
            flush()
            processEmphasis(from: 0)
            return Self.nodes(items)
        }

        func peek(_ offset: Int) -> Character? {
            let i = position + offset
            return i >= 0 && i < chars.count ? chars[i] : nil
        }

        mutating func flush() {
            guard !pending.isEmpty else { return }
            items.append(.node(.text(pending)))
            pending = ""
        }

        // MARK: Leaves

        /// `\` before ASCII punctuation makes it literal; anywhere else the backslash is itself.
        mutating func backslash() {
            if let next = peek(1), next.isASCII, next.isPunctuation || next.isSymbol {
                pending.append(next); position += 2
            } else {
                pending.append("\\"); position += 1
            }
        }

        /// A run of n backticks opens a code span closed by the next run of exactly n; the content's line
        /// breaks become spaces and one space is stripped from each end when both ends have one.
        mutating func codeSpan() {
            let start = position
            var n = 0
            while peek(n) == "`" { n += 1 }
            var i = start + n
            while i < chars.count {
                guard chars[i] == "`" else { i += 1; continue }
                var m = 0
                while i + m < chars.count && chars[i + m] == "`" { m += 1 }
                if m == n {
                    var content = String(chars[(start + n)..<i]).map { $0 == "\n" || $0 == "\r\n" ? " " : $0 }
                    if content.count >= 2, content.first == " ", content.last == " ", content.contains(where: { $0 != " " }) {
                        content = Array(content.dropFirst().dropLast())
                    }
                    flush()
                    items.append(.node(.code(String(content))))
                    position = i + m
                    return
                }
                i += m
            }
            pending.append(contentsOf: String(repeating: "`", count: n))
            position = start + n
        }

        /// `<scheme:…>` (a scheme of 2–32 letters, digits, `+`, `.`, `-`) and `<name@host>` become links.
        mutating func autolink() {
            var i = position + 1
            var body = ""
            while i < chars.count, chars[i] != ">", chars[i] != "<", !chars[i].isWhitespace { body.append(chars[i]); i += 1 }
            guard i < chars.count, chars[i] == ">", !body.isEmpty else { pending.append("<"); position += 1; return }
            let destination: String
            if let colon = body.firstIndex(of: ":"), Self.isScheme(body[..<colon]) {
                destination = body
            } else if Self.isEmail(body) {
                destination = "mailto:" + body
            } else {
                pending.append("<"); position += 1; return
            }
            flush()
            items.append(.node(.link(destination: destination, [.text(body)])))
            position = i + 1
        }

        static func isScheme(_ s: Substring) -> Bool {
            guard (2...32).contains(s.count), let first = s.first, first.isASCII, first.isLetter else { return false }
            return s.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "." || $0 == "-") }
        }

        static func isEmail(_ s: String) -> Bool {
            let parts = s.split(separator: "@", omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty, parts[1].contains(".") else { return false }
            return s.allSatisfy { $0.isASCII && !$0.isWhitespace }
        }

        /// `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&nbsp;`, `&#NNN;` and `&#xHHH;`; anything else stays as typed.
        mutating func entity() {
            var i = position + 1
            var name = ""
            while i < chars.count, i - position <= 32, chars[i] != ";", !chars[i].isWhitespace { name.append(chars[i]); i += 1 }
            let named: [String: String] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}"]
            var decoded: String?
            if i < chars.count, chars[i] == ";" {
                if let s = named[name] {
                    decoded = s
                } else if name.hasPrefix("#x") || name.hasPrefix("#X"), let v = UInt32(name.dropFirst(2), radix: 16) {
                    decoded = Unicode.Scalar(v).map { String($0) } ?? "\u{FFFD}"
                } else if name.hasPrefix("#"), let v = UInt32(name.dropFirst()) {
                    decoded = v == 0 ? "\u{FFFD}" : Unicode.Scalar(v).map { String($0) } ?? "\u{FFFD}"
                }
            }
            if let decoded {
                pending.append(decoded); position = i + 1
            } else {
                pending.append("&"); position += 1
            }
        }

        // MARK: Delimiter runs

        /// A run of `*`, `_` or `~`, with whether it can open or close by the flanking rules (§6.2):
        /// left-flanking if the next character is not whitespace and either not punctuation or preceded
        /// by whitespace or punctuation; right-flanking mirrored. `_` may not open or close inside a word.
        mutating func delimiterRun(_ c: Character) {
            let start = position
            var n = 0
            while peek(n) == c { n += 1 }
            position += n
            let before: Character? = start > 0 ? chars[start - 1] : nil
            let after: Character? = position < chars.count ? chars[position] : nil
            func isSpace(_ x: Character?) -> Bool { x.map { $0.isWhitespace } ?? true }
            func isPunctuation(_ x: Character?) -> Bool { x.map { $0.isPunctuation || $0.isSymbol } ?? false }
            let left = !isSpace(after) && (!isPunctuation(after) || isSpace(before) || isPunctuation(before))
            let right = !isSpace(before) && (!isPunctuation(before) || isSpace(after) || isPunctuation(after))
            var canOpen = left, canClose = right
            if c == "_" {
                canOpen = left && (!right || isPunctuation(before))
                canClose = right && (!left || isPunctuation(after))
            }
            if c == "~" && n > 2 { canOpen = false; canClose = false }
            flush()
            items.append(.delimiter(Delimiter(character: c, count: n, originalCount: n, canOpen: canOpen, canClose: canClose)))
        }

        /// CommonMark's "process emphasis" over the delimiters after `bottom`: each closer looks back for the
        /// nearest opener of its character (skipping pairs the rule of three forbids: when either side can
        /// both open and close, lengths summing to a multiple of 3 do not match unless both are); two
        /// characters each side make strong emphasis, one emphasis. Tildes pair only with a run of the same
        /// length. Matched runs wrap the items between them; unmatched ones become literal text.
        mutating func processEmphasis(from bottom: Int) {
            var closer = bottom
            while closer < items.count {
                guard case .delimiter(var close) = items[closer], close.canClose else { closer += 1; continue }
                var openerIndex: Int?
                var o = closer - 1
                while o >= bottom {
                    if case .delimiter(let open) = items[o], open.character == close.character, open.canOpen {
                        if close.character == "~" {
                            if open.count == close.count { openerIndex = o; break }
                        } else {
                            let oddMatch = (open.canClose || close.canOpen) && (open.originalCount + close.originalCount) % 3 == 0
                                && !(open.originalCount % 3 == 0 && close.originalCount % 3 == 0)
                            if !oddMatch { openerIndex = o; break }
                        }
                    }
                    o -= 1
                }
                guard let opener = openerIndex, case .delimiter(var open) = items[opener] else {
                    // No opener: a run that cannot open either is literal from here on.
                    if !close.canOpen { items[closer] = .node(.text(close.text)) }
                    closer += 1
                    continue
                }
                let used = close.character == "~" ? close.count : (open.count >= 2 && close.count >= 2 ? 2 : 1)
                let inner = Self.nodes(Array(items[(opener + 1)..<closer]))
                let wrapped: Node = close.character == "~" ? .strikethrough(inner) : used == 2 ? .strong(inner) : .emphasis(inner)
                open.count -= used
                close.count -= used
                var replacement: [Item] = []
                if open.count > 0 { replacement.append(.delimiter(open)) }
                replacement.append(.node(wrapped))
                if close.count > 0 { replacement.append(.delimiter(close)) }
                items.replaceSubrange(opener...closer, with: replacement)
                // Continue with what is left of this closer (or the item after the new node).
                closer = opener + (open.count > 0 ? 1 : 0) + 1
            }
        }

        // MARK: Links

        /// `]` after an active `[`: with `(destination "title")` right after it, the items in between
        /// become the link's text (emphasis inside them is processed first) and every earlier `[` is
        /// deactivated. Otherwise both brackets are literal.
        mutating func closeBracket() {
            flush()
            guard let openIndex = items.lastIndex(where: { if case .bracket = $0 { return true } else { return false } }),
                  case .bracket(let bracket) = items[openIndex] else {
                pending.append("]"); position += 1; return
            }
            guard bracket.active, let (destination, end) = inlineDestination(after: position + 1) else {
                items[openIndex] = .node(.text(bracket.text))
                pending.append("]"); position += 1
                return
            }
            position = end
            var inner = Array(items[(openIndex + 1)...])
            var sub = Parser(chars)
            sub.items = inner
            sub.processEmphasis(from: 0)
            inner = sub.items
            let content = Self.nodes(inner)
            let node: Node = bracket.isImage ? .text(Self.plainText(content)) : .link(destination: destination, content)
            items.replaceSubrange(openIndex..., with: [.node(node)])
            if !bracket.isImage {
                for i in items.indices { if case .bracket(var b) = items[i], !b.isImage { b.active = false; items[i] = .bracket(b) } }
            }
        }

        /// `(`, optional spaces, a destination (`<…>` or a run without spaces and with balanced
        /// parentheses), an optional title in `"…"`, `'…'` or `(…)`, spaces, `)`. Returns the destination
        /// (escapes resolved) and the index after `)`.
        func inlineDestination(after index: Int) -> (String, Int)? {
            var i = index
            guard i < chars.count, chars[i] == "(" else { return nil }
            i += 1
            func skipSpaces() { while i < chars.count, chars[i] == " " || chars[i] == "\t" || chars[i] == "\n" { i += 1 } }
            skipSpaces()
            var destination = ""
            if i < chars.count, chars[i] == "<" {
                i += 1
                while i < chars.count, chars[i] != ">" {
                    if chars[i] == "\n" || chars[i] == "<" { return nil }
                    if chars[i] == "\\", i + 1 < chars.count, chars[i + 1].isASCII, chars[i + 1].isPunctuation || chars[i + 1].isSymbol {
                        i += 1
                    }
                    destination.append(chars[i]); i += 1
                }
                guard i < chars.count else { return nil }
                i += 1
            } else {
                var depth = 0
                while i < chars.count, !chars[i].isWhitespace {
                    let c = chars[i]
                    if c == "\\", i + 1 < chars.count, chars[i + 1].isASCII, chars[i + 1].isPunctuation || chars[i + 1].isSymbol {
                        destination.append(chars[i + 1]); i += 2; continue
                    }
                    if c == "(" { depth += 1 }
                    if c == ")" { if depth == 0 { break }; depth -= 1 }
                    destination.append(c); i += 1
                }
                guard depth == 0 else { return nil }
            }
            let beforeTitle = i
            skipSpaces()
            if i < chars.count, i > beforeTitle, let close: Character = ["\"": "\"", "'": "'", "(": ")"][chars[i]] {
                i += 1
                while i < chars.count, chars[i] != close {
                    if chars[i] == "\\" { i += 1 }
                    i += 1
                }
                guard i < chars.count else { return nil }
                i += 1
                skipSpaces()
            }
            guard i < chars.count, chars[i] == ")" else { return nil }
            return (destination, i + 1)
        }

        // MARK: Output

        /// Items as nodes: unmatched delimiters and brackets are their literal text; adjacent text merges.
        static func nodes(_ items: [Item]) -> [Node] {
            var out: [Node] = []
            func append(_ node: Node) {
                if case .text(let s) = node, case .text(let previous)? = out.last {
                    out[out.count - 1] = .text(previous + s)
                } else {
                    out.append(node)
                }
            }
            for item in items {
                switch item {
                case .node(let n): append(n)
                case .delimiter(let d): append(.text(d.text))
                case .bracket(let b): append(.text(b.text))
                }
            }
            return out
        }

        static func plainText(_ nodes: [Node]) -> String {
            nodes.map { node in
                switch node {
                case .text(let s), .code(let s): s
                case .emphasis(let n), .strong(let n), .strikethrough(let n), .link(_, let n): plainText(n)
                }
            }.joined()
        }
    }
}
