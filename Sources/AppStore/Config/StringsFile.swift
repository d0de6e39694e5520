import ConfigFile
import Imaging

/// Reads a locale's strings table from a file: YAML or JSON (a mapping of key to text), or Apple's
/// `.strings` format (`"key" = "text";`, with `/* */` and `//` comments, in UTF-8 or UTF-16 with a byte
/// order mark), so tables exported from Xcode or used with fastlane's frameit work as they are.
enum StringsFile {
    static func load(_ path: String, mark: SourceMark) -> Result<StringsTable, ConfigProblems> {
        guard let bytes = FileSystem.contents(path) else {
            let reason = FileSystem.exists(path) ? "cannot be read" : "does not exist"
            return .failure(ConfigProblems([ConfigProblem("strings file '\(RawPath(path).display)' \(reason)", at: mark)]))
        }
        let display = RawPath(path).display
        if FileSystem.pathExtension(path).lowercased() == "strings" {
            return AppleStrings.parse(bytes, file: display)
        }
        let node: ConfigNode
        do { node = try ConfigParser.parse(bytes, file: display) } catch {
            return .failure(ConfigProblems([error]))
        }
        let reader = ConfigReader()
        let table = mapping(reader.root(node), reader: reader)
        do { try reader.check() } catch { return .failure(error) }
        return .success(table ?? StringsTable())
    }

    /// A mapping of key to text (inline in the config, or a whole YAML/JSON file).
    static func mapping(_ value: ConfigValue, reader: ConfigReader) -> StringsTable? {
        guard case .mapping(let entries) = value.node.value else {
            value.problem("\(value.name) must be a mapping of caption to translation, not \(value.node.kindDescription)")
            return nil
        }
        var table: [String: StringsTable.Entry] = [:]
        guard let object = value.object(keys: entries.map(\.key)) else { return nil }
        for e in entries {
            if let text = object.value(e.key)?.decode(String.self) { table[e.key] = StringsTable.Entry(text: text, mark: e.value.mark) }
        }
        return StringsTable(entries: table, mark: value.mark)
    }
}

/// Apple's `.strings` format.
enum AppleStrings {
    static func parse(_ bytes: [UInt8], file: String) -> Result<StringsTable, ConfigProblems> {
        guard let text = decode(bytes) else {
            return .failure(ConfigProblems([ConfigProblem("a .strings file must be UTF-8, or UTF-16 with a byte order mark", at: SourceMark(file: file, line: 1, column: 1))]))
        }
        var scanner = Scanner(Array(text.unicodeScalars), file: file)
        var entries: [String: StringsTable.Entry] = [:]
        var problems: [ConfigProblem] = []
        while true {
            scanner.skipSpaceAndComments()
            guard !scanner.atEnd else { break }
            let start = scanner.mark
            do {
                let key = try scanner.quoted()
                scanner.skipSpaceAndComments()
                try scanner.expect("=")
                scanner.skipSpaceAndComments()
                let valueMark = scanner.mark
                let value = try scanner.quoted()
                scanner.skipSpaceAndComments()
                try scanner.expect(";")
                if entries[key] != nil {
                    problems.append(ConfigProblem("duplicate key \(ConfigProblem.quote(key))", at: start))
                }
                entries[key] = StringsTable.Entry(text: value, mark: valueMark)
            } catch {
                problems.append(error)
                break
            }
        }
        if !problems.isEmpty { return .failure(ConfigProblems(problems)) }
        return .success(StringsTable(entries: entries, mark: SourceMark(file: file, line: 1, column: 1)))
    }

    /// UTF-16 (either byte order, with its BOM) or UTF-8 (a BOM dropped).
    static func decode(_ bytes: [UInt8]) -> String? {
        if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            let little = bytes[0] == 0xFF
            var units: [UInt16] = []
            var i = 2
            while i + 1 < bytes.count {
                units.append(little ? UInt16(bytes[i]) | UInt16(bytes[i + 1]) << 8 : UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1]))
                i += 2
            }
            return String(decoding: units, as: UTF16.self)
        }
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        guard let s = String(validating: body, as: UTF8.self) else { return nil }
        return s
    }

    struct Scanner {
        let scalars: [Unicode.Scalar]
        let file: String
        var i = 0, line = 1, column = 1

        init(_ scalars: [Unicode.Scalar], file: String) { self.scalars = scalars; self.file = file }

        var atEnd: Bool { i >= scalars.count }
        var mark: SourceMark { SourceMark(file: file, line: line, column: column) }
        var current: Unicode.Scalar? { atEnd ? nil : scalars[i] }

        mutating func advance() {
            if scalars[i] == "\n" { line += 1; column = 1 } else { column += 1 }
            i += 1
        }

        mutating func skipSpaceAndComments() {
            while let c = current {
                if c == " " || c == "\t" || c == "\n" || c == "\r" { advance(); continue }
                if c == "/", i + 1 < scalars.count, scalars[i + 1] == "*" {
                    advance(); advance()
                    while !atEnd, !(scalars[i] == "*" && i + 1 < scalars.count && scalars[i + 1] == "/") { advance() }
                    if !atEnd { advance(); advance() }
                    continue
                }
                if c == "/", i + 1 < scalars.count, scalars[i + 1] == "/" {
                    while let d = current, d != "\n" { _ = d; advance() }
                    continue
                }
                break
            }
        }

        mutating func expect(_ c: Unicode.Scalar) throws(ConfigProblem) {
            guard current == c else {
                throw ConfigProblem("expected '\(c)'" + (current.map { ", found '\(String($0))'" } ?? " before the end of the file"), at: mark)
            }
            advance()
        }

        /// A `"…"` string with the escapes `\"`, `\\`, `\n`, `\t`, `\r` and `\Uxxxx`; an unquoted word (letters,
        /// digits, `_`, `.`, `-`) is accepted as a key too, as plutil does.
        mutating func quoted() throws(ConfigProblem) -> String {
            let start = mark
            guard current == "\"" else {
                var word = ""
                while let c = current, c.properties.isAlphabetic || ("0"..."9").contains(c) || c == "_" || c == "." || c == "-" {
                    word.unicodeScalars.append(c); advance()
                }
                if word.isEmpty { throw ConfigProblem("expected a quoted string", at: start) }
                return word
            }
            advance()
            var out = ""
            while true {
                guard let c = current else { throw ConfigProblem("a string started here never ends", at: start) }
                advance()
                if c == "\"" { return out }
                guard c == "\\" else { out.unicodeScalars.append(c); continue }
                guard let e = current else { throw ConfigProblem("a string started here never ends", at: start) }
                advance()
                switch e {
                case "n": out += "\n"
                case "t": out += "\t"
                case "r": out += "\r"
                case "U", "u":
                    var hex = ""
                    while hex.count < 4, let h = current, h.properties.isASCIIHexDigit { hex.unicodeScalars.append(h); advance() }
                    guard let v = UInt32(hex, radix: 16), let s = Unicode.Scalar(v) else {
                        throw ConfigProblem("\\U must be followed by four hexadecimal digits", at: mark)
                    }
                    out.unicodeScalars.append(s)
                default: out.unicodeScalars.append(e)
                }
            }
        }
    }
}
