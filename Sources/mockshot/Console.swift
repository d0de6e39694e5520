import Glibc

/// Standard error without Foundation (the CLI links no Foundation, to start fast): one `write(2)` per
/// message, so lines from concurrent writers never interleave mid-line.
enum Console {
    static func error(_ line: String) {
        var text = line
        if !text.hasSuffix("\n") { text += "\n" }
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let n = write(2, bytes.baseAddress! + offset, bytes.count - offset)
                if n < 0 { if errno == EINTR { continue }; return }
                offset += n
            }
        }
    }

    /// `value` with exactly `digits` decimals, rounded half away from zero ("0.0156" for 0.015625, 4),
    /// like `%.Nf` for the magnitudes the CLI prints (ratios and percentages).
    static func fixed(_ value: Double, digits: Int) -> String {
        guard value.isFinite else { return "\(value)" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
        let whole = UInt64(scaled / scale), fraction = UInt64(scaled - Double(whole) * scale)
        var text = (value < 0 && scaled > 0 ? "-" : "") + String(whole)
        if digits > 0 {
            let f = String(fraction)
            text += "." + String(repeating: "0", count: digits - f.count) + f
        }
        return text
    }
}
