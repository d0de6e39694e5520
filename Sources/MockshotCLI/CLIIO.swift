import Glibc
import Imaging

/// What one run of the command line talks to: its standard output and standard error. The binary gives
/// it file descriptors 1 and 2 (`CLIIO.process`); a program running commands in process (the CLI tests)
/// gives each run sinks of its own, so concurrent runs never share one.
///
/// Nothing else of the process is read per run: no command reads standard input, and the CLI reads no
/// environment variable itself. The fonts' (`MOCKSHOT_FONTS`, `MOCKSHOT_FONT_CACHE`, `XDG_CACHE_HOME`,
/// `HOME`) are read by Render's font library, which is one per process and loaded at its first use,
/// so runs in one process share the host's fonts.
public struct CLIIO: Sendable {
    public var standardOutput: OutputSink
    public var standardError: OutputSink

    public init(standardOutput: OutputSink, standardError: OutputSink) {
        self.standardOutput = standardOutput
        self.standardError = standardError
    }

    /// The process's own: file descriptors 1 and 2, each a terminal or not as `isatty` says.
    public static func process() -> CLIIO {
        CLIIO(standardOutput: .descriptor(1), standardError: .descriptor(2))
    }
}

/// Where a stream's bytes go. A write can fail (`mockshot list > /dev/full` must not exit 0 having lost
/// its output), so `write` returns nil or the reason, one line such as "No space left on device".
public struct OutputSink: Sendable {
    /// Writes all the bytes, or says why it could not.
    public let write: @Sendable (UnsafeRawBufferPointer) -> String?
    /// Whether it is a terminal: a batch draws its live progress line on a terminal standard error only.
    public let isTerminal: Bool
    /// The terminal's width in columns, nil when it cannot be asked (the progress line then assumes 80).
    public let columns: @Sendable () -> Int?

    public init(isTerminal: Bool = false, columns: @escaping @Sendable () -> Int? = { nil },
                write: @escaping @Sendable (UnsafeRawBufferPointer) -> String?) {
        self.write = write
        self.isTerminal = isTerminal
        self.columns = columns
    }

    /// File descriptor `fd`, written with `write(2)` (short writes and EINTR ridden out).
    public static func descriptor(_ fd: Int32) -> OutputSink {
        OutputSink(isTerminal: isatty(fd) == 1,
                   columns: {
                       var size = winsize()
                       guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
                       return Int(size.ws_col)
                   },
                   write: { FileSystem.writeAll($0, to: fd) })
    }
}
