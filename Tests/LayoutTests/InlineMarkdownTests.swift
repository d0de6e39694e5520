import Markdown
import Testing
@testable import Layout

/// `Text("literal")` interprets inline Markdown as SwiftUI does; `Text(verbatim:)` and `Text(someString)` do not.
@Suite struct InlineMarkdownTests {
    typealias N = InlineMarkdown.Node

    /// (source, expected tree)
    static let cases: [(String, [N])] = [
        ("plain words", [.text("plain words")]),
        ("**bold** and *italic* and _also_", [.strong([.text("bold")]), .text(" and "), .emphasis([.text("italic")]), .text(" and "), .emphasis([.text("also")])]),
        ("***both***", [.emphasis([.strong([.text("both")])])]),
        ("`a * b`", [.code("a * b")]),
        ("`` a ` b ``", [.code("a ` b")]),
        ("~~gone~~ and ~one~", [.strikethrough([.text("gone")]), .text(" and "), .strikethrough([.text("one")])]),
        ("[Open](https://x.ai) now", [.link(destination: "https://x.ai", [.text("Open")]), .text(" now")]),
        ("[**bold link**](u)", [.link(destination: "u", [.strong([.text("bold link")])])]),
        ("<https://example.com>", [.link(destination: "https://example.com", [.text("https://example.com")])]),
        // Literal on purpose: intraword underscores, lone stars, escapes, spaces around delimiters.
        ("1_000_000 and snake_case_name", [.text("1_000_000 and snake_case_name")]),
        ("5 * 3 = 15", [.text("5 * 3 = 15")]),
        ("a * b * c", [.text("a * b * c")]),
        ("\\*not italic\\*", [.text("*not italic*")]),
        ("back\\slash", [.text("back\\slash")]),
        ("** not bold **", [.text("** not bold **")]),
        ("unclosed `tick", [.text("unclosed `tick")]),
        ("[no link] here", [.text("[no link] here")]),
        ("&amp; &lt;tag&gt; &#x41; &bogus;", [.text("& <tag> A &bogus;")]),
        // Block syntax is not interpreted and whitespace is kept.
        ("# Not a heading\n- not a list\n    not code", [.text("# Not a heading\n- not a list\n    not code")]),
        ("  two  spaces  ", [.text("  two  spaces  ")]),
        ("*a\nb*", [.emphasis([.text("a\nb")])]),
        // The rule of three and nested emphasis (CommonMark examples 411, 413, 431).
        ("*foo**bar**baz*", [.emphasis([.text("foo"), .strong([.text("bar")]), .text("baz")])]),
        ("*foo**bar*", [.emphasis([.text("foo**bar")])]),
        ("**foo*bar*baz**", [.strong([.text("foo"), .emphasis([.text("bar")]), .text("baz")])]),
    ]

    @Test(arguments: cases.indices)
    func parses(_ i: Int) {
        let (source, expected) = Self.cases[i]
        #expect(InlineMarkdown.parse(source) == expected, "\(source.debugDescription)")
    }

    /// Single-line inputs without block syntax parse exactly as libcmark-gfm parses them (the reference
    /// implementation of the same rules).
    static let crossCheck = [
        "*foo bar*", "a * foo bar*", "a*\"foo\"*", "x * a *", "foo*bar*", "5*6*78", "_foo bar_", "_ foo bar_", "a_\"foo\"_",
        "foo_bar_", "5_6_78", "пристаням_стремятся_", "aa_\"bb\"_cc", "foo-_(bar)_", "_foo*", "*foo bar *", "*(*foo)",
        "*(*foo*)*", "*foo*bar", "_foo bar _", "_(_foo)", "_(_foo_)_", "_foo_bar", "_пристаням_стремятся", "_foo_bar_baz_",
        "_(bar)_.", "**foo bar**", "** foo bar**", "a**\"foo\"**", "foo**bar**", "__foo bar__", "__ foo bar__",
        "foo__bar__", "5__6__78", "**foo bar **", "**(**foo)", "*(**foo**)*", "**foo \"*bar*\" foo**", "**foo**bar",
        "*foo _bar_ baz*", "_foo __bar__ baz_", "__foo_ bar_", "*foo *bar**", "*foo **bar** baz*", "*foo**bar**baz*",
        "*foo**bar*", "***foo** bar*", "*foo **bar***", "*foo**bar***", "foo***bar***baz", "foo******bar*********baz",
        "**foo *bar* baz**", "**foo*bar*baz**", "***foo* bar**", "**foo *bar***", "__foo_bar__", "foo *\\**",
        "foo **\\***", "**foo*", "*foo**", "***foo**", "****foo*", "**foo***", "*foo****", "__foo_", "_foo__",
        "**foo _bar_**", "*[bar*](/url)", "_foo [bar_](/url)", "**a<http://foo.bar/?q=**>", "`hi`lo`", "`foo`bar",
        "*foo`*`", "[link](/uri \"title\")", "[link](</my uri>)", "[a](<b)c>)", "[link](foo(and(bar)))", "[link *foo **bar** `#`*](/uri)",
        "[foo [bar](/uri)](/uri)", "~~Hi~~ Hello, world!", "This ~~has a~~ strikethrough", "~a~~", "a ~~~b~~~ c",
    ]

    @Test(arguments: crossCheck)
    func matchesCmark(_ source: String) throws {
        let document = MarkdownParser.parse(source)
        guard case .paragraph(let inlines)? = document.blocks.first, document.blocks.count == 1 else {
            Issue.record("cmark made \(document.blocks) of \(source.debugDescription)"); return
        }
        #expect(InlineMarkdown.parse(source) == Self.convert(inlines), "\(source.debugDescription)")
    }

    static func convert(_ inlines: [MarkdownInline]) -> [N] {
        var out: [N] = []
        for inline in inlines {
            let node: N
            switch inline {
            case .text(let s): node = .text(s)
            case .code(let s): node = .code(s)
            case .emphasis(let c): node = .emphasis(convert(c))
            case .strong(let c): node = .strong(convert(c))
            case .strikethrough(let c): node = .strikethrough(convert(c))
            case .link(let d, _, let c): node = .link(destination: d, convert(c))
            case .softBreak, .lineBreak: node = .text("\n")
            case .image(_, let alt): node = .text(alt)
            case .html(let h): node = .text(h)
            }
            if case .text(let s) = node, case .text(let p)? = out.last { out[out.count - 1] = .text(p + s) } else { out.append(node) }
        }
        return out
    }

    // MARK: Text

    @Test func literalTextIsParsedIntoStyledRuns() {
        let text = Text("Tap **Send** or `esc`, see [docs](https://a.b)")
        #expect(text.runs.map(\.string) == ["Tap ", "Send", " or ", "esc", ", see ", "docs"])
        #expect(text.runs[1].weight == .bold)
        #expect(text.runs[3].monospaced)
        #expect(text.runs[5].link == "https://a.b")
        let resolved = text.resolve(in: EnvironmentValues())
        #expect(resolved.runs[3].font.design == .monospaced && resolved.runs[3].font.size == 17)
        #expect(resolved.runs[5].color == Color.blue.resolve(in: EnvironmentValues()))
    }

    @Test func verbatimAndStringValuesAreNotParsed() {
        let value = "**not bold** _nor italic_"
        #expect(Text(value).runs.count == 1 && Text(value).plainText == value)
        #expect(Text(verbatim: "**x**").plainText == "**x**")
        #expect(Text(value[...]).plainText == value)
    }

    @Test func interpolatedValuesAreArgumentsNotMarkdown() {
        let name = "*star*"
        let text = Text("**\(name)** has \(3) items")
        #expect(text.runs.map(\.string) == ["*star*", " has 3 items"])
        #expect(text.runs[0].weight == .bold && !text.runs[0].italic)
    }
}
