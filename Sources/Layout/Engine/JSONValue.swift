/// A JSON value and its pretty-printed text, for the layout dump.
///
/// Why not Foundation's `JSONSerialization`: Layout must not link Foundation (a `mockshot` process loads
/// in well under 50 ms only without it). The text is byte for byte what `JSONSerialization` wrote with
/// `[.prettyPrinted, .sortedKeys]`, so dumps saved before stay comparable with `diff`: two-space indent,
/// `"key" : value`, keys in `JSONKeyOrder`, numbers in Swift's shortest round-trip form with a trailing
/// `.0` dropped, and strings escaped as RFC 8259 requires (quote, backslash, U+0000–U+001F; `\b \f \n \r
/// \t` in their short forms, the other control characters as `\u00xx`) plus `/` as `\/`.
enum JSONValue {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The pretty-printed text, without a trailing newline.
    var prettyPrinted: String {
        var out = ""
        write(to: &out, depth: 0)
        return out
    }

    private func write(to out: inout String, depth: Int) {
        switch self {
        case .string(let s): Self.writeString(s, to: &out)
        case .int(let i): out += String(i)
        case .double(let d): out += Self.text(of: d)
        case .bool(let b): out += b ? "true" : "false"
        case .array(let items):
            // An empty container still gets its blank line, as JSONSerialization writes it.
            out += "[\n"
            for (index, item) in items.enumerated() {
                if index > 0 { out += ",\n" }
                Self.indent(depth + 1, &out)
                item.write(to: &out, depth: depth + 1)
            }
            out += "\n"
            Self.indent(depth, &out)
            out += "]"
        case .object(let members):
            out += "{\n"
            for (index, key) in members.keys.sorted(by: JSONKeyOrder.areInIncreasingOrder).enumerated() {
                if index > 0 { out += ",\n" }
                Self.indent(depth + 1, &out)
                Self.writeString(key, to: &out)
                out += " : "
                members[key]!.write(to: &out, depth: depth + 1)
            }
            out += "\n"
            Self.indent(depth, &out)
            out += "}"
        }
    }

    private static func indent(_ depth: Int, _ out: inout String) {
        out += String(repeating: " ", count: 2 * depth)
    }

    /// Swift's shortest representation that reads back as the same double (`0.1`, `1e-05`, `1e+16`),
    /// without a trailing `.0` (`2.0` → `2`). JSON has no NaN or infinity; those are written as the
    /// strings `"nan"`, `"infinity"` and `"-infinity"`, as the dump already writes unbounded frames.
    static func text(of value: Double) -> String {
        guard value.isFinite else {
            return value.isNaN ? "\"nan\"" : value < 0 ? "\"-infinity\"" : "\"infinity\""
        }
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    static func writeString(_ string: String, to out: inout String) {
        out += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "/": out += "\\/"
            case "\u{8}": out += "\\b"
            case "\u{C}": out += "\\f"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{0}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
