/// Tokeniser for SVG path data and point lists (SVG 2 path grammar).
///
/// Path data is compact: `M1.5.5` is the two numbers 1.5 and .5, `-1-2` two negative numbers,
/// and arc flags may be written without separators (`a1 1 0 011 1`). A number therefore ends at a
/// second `.`, at a sign not following an exponent, or at any non-number character.
struct SVGPathScanner {
    private let bytes: [UInt8]
    private(set) var offset = 0

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// Skips whitespace and commas (the grammar's comma-wsp, read leniently).
    mutating func skipSeparators() {
        while offset < bytes.count, Self.isSeparator(bytes[offset]) { offset += 1 }
    }

    /// True when only separators remain.
    mutating func isAtEnd() -> Bool {
        skipSeparators()
        return offset >= bytes.count
    }

    /// The next command letter, consumed, or nil (nothing consumed) if a number or the end follows.
    mutating func command() -> UInt8? {
        skipSeparators()
        guard offset < bytes.count, Self.isCommandLetter(bytes[offset]) else { return nil }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// Whether a number starts at the next token (used for implicitly repeated commands).
    mutating func nextIsNumber() -> Bool {
        skipSeparators()
        guard offset < bytes.count else { return false }
        let byte = bytes[offset]
        return Self.isDigit(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: "+")
    }

    /// Reads one number: sign? digits* ('.' digits*)? (('e'|'E') sign? digits+)?, with at least one
    /// mantissa digit.
    mutating func number() throws(SVGPathError) -> Double {
        skipSeparators()
        let start = offset
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "-") || bytes[offset] == UInt8(ascii: "+") {
            offset += 1
        }
        var mantissaDigits = consumeDigits()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            offset += 1
            mantissaDigits += consumeDigits()
        }
        guard mantissaDigits > 0 else {
            offset = start
            throw SVGPathError(offset: start, message: "expected a number")
        }
        // An exponent only counts if digits follow it; otherwise the `e` is left for the caller.
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
            var probe = offset + 1
            if probe < bytes.count, bytes[probe] == UInt8(ascii: "-") || bytes[probe] == UInt8(ascii: "+") {
                probe += 1
            }
            if probe < bytes.count, Self.isDigit(bytes[probe]) {
                offset = probe
                _ = consumeDigits()
            }
        }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw SVGPathError(offset: start, message: "number out of range: \(text)")
        }
        return value
    }

    /// Reads an arc flag: exactly one `0` or `1` character, so `011` is three tokens 0, 1, 1.
    mutating func flag() throws(SVGPathError) -> Bool {
        skipSeparators()
        guard offset < bytes.count else { throw SVGPathError(offset: offset, message: "expected an arc flag") }
        switch bytes[offset] {
        case UInt8(ascii: "0"):
            offset += 1
            return false
        case UInt8(ascii: "1"):
            offset += 1
            return true
        default:
            throw SVGPathError(offset: offset, message: "arc flag must be 0 or 1")
        }
    }

    private mutating func consumeDigits() -> Int {
        let start = offset
        while offset < bytes.count, Self.isDigit(bytes[offset]) { offset += 1 }
        return offset - start
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func isSeparator(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D || byte == UInt8(ascii: ",")
    }

    private static func isCommandLetter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "M"), UInt8(ascii: "m"), UInt8(ascii: "L"), UInt8(ascii: "l"),
             UInt8(ascii: "H"), UInt8(ascii: "h"), UInt8(ascii: "V"), UInt8(ascii: "v"),
             UInt8(ascii: "C"), UInt8(ascii: "c"), UInt8(ascii: "S"), UInt8(ascii: "s"),
             UInt8(ascii: "Q"), UInt8(ascii: "q"), UInt8(ascii: "T"), UInt8(ascii: "t"),
             UInt8(ascii: "A"), UInt8(ascii: "a"), UInt8(ascii: "Z"), UInt8(ascii: "z"):
            true
        default:
            false
        }
    }
}
