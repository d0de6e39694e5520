import Imaging

/// Standard output and standard error without Foundation (the CLI links no Foundation, to start fast).
///
/// Every message is one `write(2)`, so lines from concurrent writers never interleave mid-line, and a
/// failed write is an error: `mockshot list > /dev/full` must not exit 0 having lost its output.
enum Console {
    /// Writes `text` (a newline is added if missing) to standard output.
    static func output(_ text: String) throws(CLIError) {
        var text = text
        if !text.hasSuffix("\n") { text += "\n" }
        if let reason = text.withUTF8({ FileSystem.writeAll(UnsafeRawBufferPointer($0), to: 1) }) {
            throw CLIError.failure("cannot write to standard output: \(reason)")
        }
    }

    /// Writes text of several lines (the usage) to standard error as it is.
    static func errorText(_ text: String) {
        var text = text.hasSuffix("\n") ? text : text + "\n"
        text.withUTF8 { _ = FileSystem.writeAll(UnsafeRawBufferPointer($0), to: 2) }
    }

    /// Writes one line to standard error. Control characters inside the message (a newline in a file
    /// or renderable name) are escaped, so every message stays one line.
    static func error(_ line: String) {
        var text = line.hasSuffix("\n") ? String(line.dropLast()) : line
        if text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) { text = text.oneLine }
        text += "\n"
        text.withUTF8 { _ = FileSystem.writeAll(UnsafeRawBufferPointer($0), to: 2) }
    }
}
