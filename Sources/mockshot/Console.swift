import Imaging

/// Standard error without Foundation (the CLI links no Foundation, to start fast): one `write(2)` per
/// message, so lines from concurrent writers never interleave mid-line.
enum Console {
    static func error(_ line: String) {
        var text = line
        if !text.hasSuffix("\n") { text += "\n" }
        text.withUTF8 { _ = FileSystem.writeAll(UnsafeRawBufferPointer($0), to: 2) }
    }
}
