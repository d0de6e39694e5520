/// A failure with its one-line message and exit code (see `ExitCode`).
enum CLIError: Error, CustomStringConvertible {
    /// The command line itself is wrong: unknown command or option, missing or bad value (exit 64).
    case usage(String)
    /// A file could not be read or written, or the work failed (exit 1).
    case failure(String)
    /// `diff` could not reach a verdict: an input is unreadable, not a PNG, too large, or the sizes
    /// differ (exit 2, as pixelmatch and odiff use it).
    case comparison(String)

    var description: String {
        switch self { case .usage(let m), .failure(let m), .comparison(let m): m }
    }

    var exitCode: Int32 {
        switch self {
        case .usage: ExitCode.usage
        case .failure: ExitCode.failure
        case .comparison: ExitCode.comparisonError
        }
    }
}

/// The exit codes, one scheme for every command (also in `--help` and the README).
enum ExitCode {
    /// Success; for `diff`, the images match within the tolerance.
    static let success: Int32 = 0
    /// The command failed (a file could not be read or written, a render failed); for `diff`, the images differ.
    static let failure: Int32 = 1
    /// `diff` only: no verdict (an input is unreadable, not a PNG, too large, the sizes differ, or the
    /// diff image could not be written).
    static let comparisonError: Int32 = 2
    /// The command line is wrong (EX_USAGE from sysexits.h), in every command.
    static let usage: Int32 = 64
    /// `render`, `appstore`: a scene, manifest or App Store config file is invalid (EX_DATAERR); every problem is printed with its
    /// file, line and column, and nothing is written for it.
    static let dataError: Int32 = 65

    static let help = """
    EXIT CODES
      0   success (diff: the images match)
      1   failure: a file could not be read or written, or rendering failed (diff: the images differ)
      2   diff only: no verdict (unreadable, corrupt or too large input, sizes differ, diff not written)
      64  bad usage: unknown command or option, missing or invalid value (every command);
          render: an option a scene's screen refuses (e.g. an accessibility setting it does not show)
      65  render, appstore: a scene, manifest or App Store config file is invalid (each problem printed
          as file:line:col; nothing written)
      A batch that is not all rendered exits with its failures' code when they share one, else 1.
    """
}
