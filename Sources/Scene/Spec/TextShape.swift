/// What text a field can hold. Every field refuses control characters (a bell or an escape would draw as
/// a box, or nothing); a field the app shows on one line (a name, a time, a title) also refuses line
/// breaks, so the picture never silently drops or wraps half of what the scene says.
enum TextShape: Sendable {
    /// One line: a name, a time, a label.
    case line
    /// Any number of lines: a message, a greeting.
    case lines

    /// Why `text` does not fit, or nil. Tabs are allowed (they draw as space).
    func problem(with text: String) -> String? {
        for scalar in text.unicodeScalars {
            let v = scalar.value
            let isBreak = v == 0x0A || v == 0x0D || v == 0x2028 || v == 0x2029 || v == 0x85
            if isBreak {
                if self == .line { return "cannot hold a line break (the app shows it on one line)" }
                continue
            }
            if (v < 0x20 && v != 0x09) || v == 0x7F || (0x80...0x9F).contains(v) {
                let hex = String(v, radix: 16, uppercase: true)
                return "cannot hold the control character U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            }
        }
        return nil
    }

    /// Said in the schema's description.
    var schemaNote: String { self == .line ? " One line." : "" }
}
