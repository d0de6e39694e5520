import Imaging

/// One run's standard output and standard error (its `CLIIO`), without Foundation (the CLI links no
/// Foundation, to start fast). Passed to every command explicitly, not kept in a global, so runs in one
/// process (and their worker threads) each write to their own.
///
/// Every message is one write to the sink, so lines from concurrent writers never interleave mid-line,
/// and a failed write is an error: `mockshot list > /dev/full` must not exit 0 having lost its output.
struct Console: Sendable {
    let io: CLIIO

    init(_ io: CLIIO) { self.io = io }

    /// Writes `text` (a newline is added if missing) to standard output.
    func output(_ text: String) throws(CLIError) {
        var text = text
        if !text.hasSuffix("\n") { text += "\n" }
        if let reason = text.withUTF8({ io.standardOutput.write(UnsafeRawBufferPointer($0)) }) {
            throw CLIError.failure("cannot write to standard output: \(reason)")
        }
    }

    /// Writes text of several lines (the usage) to standard error as it is.
    func errorText(_ text: String) {
        var text = text.hasSuffix("\n") ? text : text + "\n"
        text.withUTF8 { _ = io.standardError.write(UnsafeRawBufferPointer($0)) }
    }

    /// Writes one line to standard error. Control characters inside the message (a newline in a file
    /// or renderable name) are escaped, so every message stays one line.
    func error(_ line: String) {
        var text = line.hasSuffix("\n") ? String(line.dropLast()) : line
        if text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) { text = text.oneLine }
        text += "\n"
        text.withUTF8 { _ = io.standardError.write(UnsafeRawBufferPointer($0)) }
    }

    /// An output transaction whose stream output (`-o -`) is this run's standard output, and which leaves
    /// the process's signal handling alone (the binary installs the cleanup handlers in `main`).
    func transaction(inputs: [RawPath] = []) -> OutputTransaction {
        let sink = io.standardOutput
        return OutputTransaction(inputs: inputs, standardOutput: { sink.write($0) }, installingSignalCleanup: false)
    }
}
