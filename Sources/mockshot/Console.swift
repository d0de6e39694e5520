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
}
