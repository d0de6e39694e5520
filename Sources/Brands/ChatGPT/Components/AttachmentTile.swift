import Layout

/// A file attached to a user message: a 40×40 document tile and the file name. The guide draws it
/// with light tokens only; dark mode uses their dark pairs (`GPTColor`).
public struct AttachmentTile: View {
    let url: String

    public init(url: String) { self.url = url }

    public var body: some View {
        HStack(spacing: 8) {
            RoundedRectangle(cornerRadius: 4)
                .fill(GPTColor.codeInline)
                .frame(width: 40, height: 40)
                .overlay(Image(systemName: "doc.fill").foregroundStyle(GPTColor.textSecondary))
            Text(Self.fileName(in: url))
                .font(.gptMeta)
                .foregroundStyle(GPTColor.textSecondary)
                .lineLimit(1)
        }
        .padding(8)
        .background(RoundedRectangle(cornerRadius: 8).fill(GPTColor.codeBlock))
    }

    /// The name the tile shows: the last component of the URL's path, percent-decoded, as the guide's
    /// `URL(string: url)?.lastPathComponent ?? "file"` gives it (an empty string has no URL: "file").
    /// Written without Foundation's `URL`, which only this needed.
    static func fileName(in url: String) -> String {
        guard !url.isEmpty else { return "file" }
        // 1. The path: without fragment, query, scheme and authority.
        var rest = Substring(url)
        if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
        if let question = rest.firstIndex(of: "?") { rest = rest[..<question] }
        if let colon = rest.firstIndex(of: ":"), let first = rest.first, first.isLetter,
           rest[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) }) {
            rest = rest[rest.index(after: colon)...]
            if rest.hasPrefix("//") {
                let authority = rest.dropFirst(2)
                rest = authority[(authority.firstIndex(of: "/") ?? authority.endIndex)...]
            }
        }
        // 2. Its last component; a path of only slashes is the root, "/".
        guard !rest.isEmpty else { return "" }
        let trimmed = rest.reversed().drop(while: { $0 == "/" })
        guard !trimmed.isEmpty else { return "/" }
        let component = String(trimmed.prefix(while: { $0 != "/" }).reversed())
        return percentDecoded(component)
    }

    /// `%XX` escapes decoded as UTF-8, except `%2F`, which would put a slash inside the name. Text
    /// whose escapes do not form UTF-8 is returned as it is.
    static func percentDecoded(_ text: String) -> String {
        func hexValue(_ c: UInt8) -> UInt8? {
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): c - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): c - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): c - UInt8(ascii: "A") + 10
            default: nil
            }
        }
        let utf8 = Array(text.utf8)
        var bytes: [UInt8] = []
        var i = 0
        while i < utf8.count {
            if utf8[i] == UInt8(ascii: "%"), i + 2 < utf8.count, let high = hexValue(utf8[i + 1]), let low = hexValue(utf8[i + 2]),
               high << 4 | low != UInt8(ascii: "/") {
                bytes.append(high << 4 | low)
                i += 3
            } else {
                bytes.append(utf8[i])
                i += 1
            }
        }
        return String(validating: bytes, as: UTF8.self) ?? text
    }
}
