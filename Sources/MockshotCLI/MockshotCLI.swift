import Imaging

/// The command line as a library: `mockshot ARGS…` is `MockshotCLI.run(ARGS, io: .process())`, which the
/// binary's `main.swift` calls and exits with; the CLI tests call it in process with sinks of their own.
///
/// A run touches no process-wide state of its own choosing: it writes only through `io`, never exits,
/// never installs signal handlers (the binary installs the temporary-file cleanup before it runs, see
/// `OutputTransaction.removeTemporariesOnSignals`) and never changes the working directory. Several runs
/// may go at once in one process; `--jobs` worker threads write through their own run's `io`.
public enum MockshotCLI {
    /// Runs the command line (the arguments after the program name) and returns the exit code.
    public static func run(_ arguments: [CommandLineArgument], io: CLIIO) -> Int32 {
        let console = Console(io)
        do throws(CLIError) {
            guard let first = arguments.first?.text else {
                // Bare `mockshot`: the usage goes to stderr, as an error.
                console.errorText(HelpText.overview(Commands.all))
                return ExitCode.usage
            }
            switch first {
            case "-h", "--help":
                try console.output(HelpText.overview(Commands.all))
                return ExitCode.success
            case "help":
                guard arguments.count > 1 else { try console.output(HelpText.overview(Commands.all)); return ExitCode.success }
                guard arguments.count == 2, let command = Commands.named(arguments[1].text) else { throw unknownCommand(arguments[1].text) }
                try console.output(HelpText.command(command))
                return ExitCode.success
            case "-V", "--version":
                try console.output("mockshot \(Version.current)")
                return ExitCode.success
            default:
                guard let command = Commands.named(first) else { throw unknownCommand(first) }
                let parsed = try ParsedArguments(Array(arguments.dropFirst()), for: command)
                if parsed.wantsHelp {
                    try console.output(HelpText.command(command))
                    return ExitCode.success
                }
                return try command.run(parsed, console)
            }
        } catch {
            console.error("mockshot: error: \(error.description)")
            return error.exitCode
        }
    }

    static func unknownCommand(_ word: String) -> CLIError {
        let names = Commands.all.map(\.name)
        let what = word.hasPrefix("-") ? "unknown option '\(word.oneLine)'" : "unknown command '\(word.oneLine)'"
        return .usage(what + ParsedArguments.suggestion(word, names + ["--help", "--version"])
                      + " (commands: \(names.joined(separator: ", ")); see 'mockshot --help')")
    }
}
