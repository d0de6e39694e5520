/// Standard base64 (RFC 4648 §4: `A–Z a–z 0–9 + /`, `=` padding, no line breaks), for the report's
/// `data:` URIs. The same text Foundation's `Data.base64EncodedString()` gives, without Foundation.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func encode(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        // 1. Every whole group of three bytes becomes four characters of six bits each.
        while index + 3 <= bytes.count {
            let group = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
            for shift in [18, 12, 6, 0] { out.append(alphabet[Int(group >> UInt32(shift) & 63)]) }
            index += 3
        }
        // 2. One or two bytes left over: two or three characters, padded with `=` to four.
        let left = bytes.count - index
        if left > 0 {
            let group = UInt32(bytes[index]) << 16 | (left == 2 ? UInt32(bytes[index + 1]) << 8 : 0)
            out.append(alphabet[Int(group >> 18 & 63)])
            out.append(alphabet[Int(group >> 12 & 63)])
            out.append(left == 2 ? alphabet[Int(group >> 6 & 63)] : UInt8(ascii: "="))
            out.append(UInt8(ascii: "="))
        }
        return String(decoding: out, as: UTF8.self)
    }
}
