/// A file path as the bytes the kernel sees, not as a Swift `String`.
///
/// Why: Linux paths are byte strings. Decoding `argv` as UTF-8 replaces an invalid byte with U+FFFD, so
/// `-o $'o\xff.png'` would write a different name than the user typed and `diff $'n\xff.png'` would look
/// for a file that does not exist. Paths from the command line stay bytes from `argv` to `open(2)`;
/// `display` is for messages only.
public struct RawPath: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The path's bytes, without a terminating NUL.
    public let bytes: [UInt8]

    public init(bytes: [UInt8]) { self.bytes = bytes }
    public init(_ string: String) { bytes = Array(string.utf8) }
    public init(stringLiteral value: String) { self.init(value) }

    /// The bytes of a C string (e.g. an `argv` entry).
    public init(cString: UnsafePointer<CChar>) {
        var count = 0
        while cString[count] != 0 { count += 1 }
        bytes = UnsafeRawBufferPointer(start: cString, count: count).map { $0 }
    }

    public var isEmpty: Bool { bytes.isEmpty }

    /// The path for messages: valid UTF-8 as it is, every other byte as `\xHH`, and control characters
    /// (a newline in a name) escaped too, so an error about any path stays on one line.
    public var display: String { Self.escaped(bytes) }
    public var description: String { display }

    /// Lossy text (invalid bytes become U+FFFD); for comparisons with option names, not for opening files.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Calls `body` with the path as a NUL-terminated C string.
    public func withCString<R>(_ body: (UnsafePointer<CChar>) throws -> R) rethrows -> R {
        try (bytes + [0]).withUnsafeBufferPointer { buffer in
            try buffer.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) }
        }
    }

    /// The directory part: `a/b/c.png` → `a/b`, `c.png` → `.`, `/c.png` → `/`.
    public var directory: RawPath {
        guard let slash = bytes.lastIndex(of: 0x2F) else { return RawPath(".") }
        return slash == 0 ? RawPath("/") : RawPath(bytes: Array(bytes[..<slash]))
    }

    /// The last component: `a/b/c.png` → `c.png` (empty for a path ending in `/`).
    public var lastComponent: RawPath {
        guard let slash = bytes.lastIndex(of: 0x2F) else { return self }
        return RawPath(bytes: Array(bytes[(slash + 1)...]))
    }

    /// `self/name`.
    public func appending(_ name: RawPath) -> RawPath {
        if bytes.last == 0x2F { return RawPath(bytes: bytes + name.bytes) }
        return RawPath(bytes: bytes + [0x2F] + name.bytes)
    }

    /// The extension of the last component, lowercased ASCII: `shot.PNG` → `png`; "" for none.
    public var pathExtension: String {
        let name = lastComponent.bytes
        guard let dot = name.lastIndex(of: 0x2E), dot != 0 else { return "" }
        return String(decoding: name[(dot + 1)...], as: UTF8.self).lowercased()
    }

    /// Escapes `bytes` for a one-line message (see `display`).
    public static func escaped(_ bytes: [UInt8]) -> String {
        var out = ""
        var i = 0
        while i < bytes.count {
            // Decode one scalar; anything that is not valid UTF-8 is shown byte by byte.
            let length = Self.sequenceLength(bytes, at: i)
            if length > 0, let scalar = String(decoding: bytes[i..<(i + length)], as: UTF8.self).unicodeScalars.first,
               scalar != "\u{FFFD}" || bytes[i..<(i + length)].elementsEqual([0xEF, 0xBF, 0xBD]) {
                switch scalar.value {
                case 0x0A: out += "\\n"
                case 0x0D: out += "\\r"
                case 0x09: out += "\\t"
                case 0x5C: out += "\\\\"
                case 0..<0x20, 0x7F, 0x80..<0xA0, 0x2028, 0x2029: out += "\\u{" + String(scalar.value, radix: 16) + "}"
                default: out.unicodeScalars.append(scalar)
                }
                i += length
            } else {
                out += "\\x" + String(bytes[i], radix: 16, uppercase: true).leftPadded(to: 2)
                i += 1
            }
        }
        return out
    }

    /// The length of the valid UTF-8 sequence at `i`, or 0 when the bytes there are not one.
    private static func sequenceLength(_ bytes: [UInt8], at i: Int) -> Int {
        let lead = bytes[i]
        let length: Int
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return 0
        }
        guard i + length <= bytes.count else { return 0 }
        for k in 1..<length where bytes[i + k] & 0xC0 != 0x80 { return 0 }
        // Overlong and surrogate forms are rejected by String's decoder (they decode to U+FFFD).
        return length
    }
}

extension String {
    /// Escapes a user-supplied word (a name, a state) for a one-line message, as `RawPath.display` does.
    public var oneLine: String { RawPath.escaped(Array(utf8)) }

    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
