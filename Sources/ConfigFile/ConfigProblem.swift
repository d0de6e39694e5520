/// One thing wrong with a configuration file, located: `chat.yaml:3:5: unknown key 'mesages' (did you mean 'messages'?)`.
///
/// Every message is one line: a value quoted in a message has its line breaks escaped, so a problem can
/// never split into lines that look like two.
public struct ConfigProblem: Error, Sendable, Hashable, CustomStringConvertible {
    public let mark: SourceMark
    public let message: String

    public init(_ message: String, at mark: SourceMark) {
        self.mark = mark; self.message = message
    }

    public var description: String { "\(mark): \(message)" }

    /// `text` as it may appear inside a one-line message: quoted, control characters escaped, long
    /// values cut in the middle of nothing but a marked ellipsis.
    public static func quote(_ text: String, limit: Int = 60) -> String {
        var out = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == limit { out += "…"; break }
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "'": out += "\\'"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                    || scalar == "\u{2028}" || scalar == "\u{2029}" {
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
            count += 1
        }
        return "'" + out + "'"
    }
}

/// Several problems, in file order; thrown when a file has any. `description` is one line per problem.
public struct ConfigProblems: Error, Sendable, CustomStringConvertible {
    public let problems: [ConfigProblem]
    public init(_ problems: [ConfigProblem]) { self.problems = problems }
    public var description: String { problems.map(\.description).joined(separator: "\n") }
}
