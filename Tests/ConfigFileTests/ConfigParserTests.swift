import Testing
@testable import ConfigFile

/// The parser's tree: values, marks (1-based line and column), anchors, merges and refusals.
@Suite struct ConfigParserTests {
    func parse(_ text: String) throws(ConfigProblem) -> ConfigNode { try ConfigParser.parse(text, file: "t.yaml") }

    func entries(_ node: ConfigNode) throws -> [ConfigEntry] {
        guard case .mapping(let e) = node.value else { Issue.record("not a mapping: \(node.kindDescription)"); return [] }
        return e
    }

    @Test func mappingKeysValuesAndMarks() throws {
        let root = try parse("brand: chatgpt\nmessages:\n  - role: user\n    text: \"Hi\"\n")
        let e = try entries(root)
        #expect(e.map(\.key) == ["brand", "messages"])
        #expect(e[0].keyMark == SourceMark(file: "t.yaml", line: 1, column: 1))
        guard case .scalar("chatgpt", quoted: false) = e[0].value.value else { Issue.record("brand"); return }
        #expect(e[0].value.mark.column == 8)
        guard case .sequence(let items) = e[1].value.value else { Issue.record("messages"); return }
        #expect(items.count == 1)
        let message = try entries(items[0])
        #expect(message.map(\.key) == ["role", "text"])
        #expect(message[1].keyMark.line == 4 && message[1].keyMark.column == 5)
        guard case .scalar("Hi", quoted: true) = message[1].value.value else { Issue.record("text"); return }
    }

    @Test func jsonIsASubset() throws {
        let e = try entries(try parse(#"{"brand": "kik", "n": 3, "dark": true, "list": [1, 2]}"#))
        #expect(e.map(\.key) == ["brand", "n", "dark", "list"])
        guard case .sequence(let items) = e[3].value.value else { Issue.record("list"); return }
        #expect(items.count == 2)
    }

    @Test(arguments: ["a: ~", "a: null", "a:", "a: NULL"])
    func nulls(_ text: String) throws {
        guard case .null = try entries(try parse(text))[0].value.value else { Issue.record("\(text) is not null"); return }
    }

    @Test func quotedNullIsText() throws {
        guard case .scalar("null", quoted: true) = try entries(try parse("a: 'null'"))[0].value.value else { Issue.record("quoted"); return }
    }

    @Test func blockScalarsKeepLineBreaks() throws {
        guard case .scalar(let text, quoted: true) = try entries(try parse("a: |\n  one\n  two\n"))[0].value.value else {
            Issue.record("literal"); return
        }
        #expect(text == "one\ntwo\n")
    }

    @Test func emptyDocumentIsNull() throws {
        guard case .null = try parse("").value else { Issue.record("empty"); return }
        guard case .null = try parse("# only a comment\n").value else { Issue.record("comment"); return }
    }

    @Test func anchorsAndMergeKeys() throws {
        let text = """
        base: &base
          mode: dark
          scale: 3
        shot:
          <<: *base
          scale: 2
        """
        let shot = try entries(try entries(try parse(text))[1].value)
        #expect(shot.map(\.key) == ["scale", "mode"])
        guard case .scalar("2", _) = shot[0].value.value, case .scalar("dark", _) = shot[1].value.value else {
            Issue.record("explicit keys win over merged ones"); return
        }
    }

    @Test func syntaxErrorsCarryLineAndColumn() throws {
        do {
            _ = try parse("brand: chatgpt\nmessages: [a, b\ntext: x\n")
            Issue.record("no error")
        } catch {
            #expect(error.mark.line == 3)
            #expect(error.message.hasPrefix("YAML syntax error: "))
            #expect(error.description.hasPrefix("t.yaml:3:"))
        }
    }

    @Test func tabIndentationIsASyntaxError() throws {
        #expect(throws: ConfigProblem.self) { try parse("a:\n\tb: 1\n") }
    }

    @Test func duplicateKeysAreRefused() throws {
        do {
            _ = try parse("a: 1\nb: 2\na: 3\n")
            Issue.record("no error")
        } catch {
            #expect(error.description == "t.yaml:3:1: duplicate key 'a' (first set on line 1)")
        }
    }

    @Test func nonScalarKeysAreRefused() throws {
        #expect(throws: ConfigProblem.self) { try parse("? [a, b]\n: 1\n") }
    }

    @Test func unknownAliasIsRefused() throws {
        do {
            _ = try parse("a: *nowhere\n")
            Issue.record("no error")
        } catch {
            #expect(error.description == "t.yaml:1:4: alias *nowhere refers to no anchor &nowhere defined before it")
        }
    }

    @Test func secondDocumentIsRefused() throws {
        do {
            _ = try parse("a: 1\n---\nb: 2\n")
            Issue.record("no error")
        } catch {
            #expect(error.mark.line == 2)
        }
    }

    /// Nine levels of ten aliases each would be 10⁹ nodes: refused at the limit, quickly.
    @Test func aliasBombIsRefused() throws {
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for i in 1...9 {
            let p = "*a\(i - 1)"
            text += "a\(i): &a\(i) [\(Array(repeating: p, count: 10).joined(separator: ", "))]\n"
        }
        do {
            _ = try parse(text)
            Issue.record("no error")
        } catch {
            #expect(error.message.contains("more than 1000000 nodes"))
        }
    }

    @Test func invalidUTF8IsASyntaxError() throws {
        #expect(throws: ConfigProblem.self) { try ConfigParser.parse([0x61, 0x3A, 0x20, 0xFF, 0xFE, 0x0A], file: "t.yaml") }
    }

    @Test func oversizedFileIsRefused() throws {
        let bytes = [UInt8](repeating: 0x20, count: ConfigParser.maxBytes + 1)
        #expect(throws: ConfigProblem.self) { try ConfigParser.parse(bytes, file: "t.yaml") }
    }
}
