import Glibc
import Imaging

/// mockshot: render iOS chat-app mockups to PNG, compare images, list what can be rendered.
/// Every command is declared in `Commands.all`; this file only dispatches and maps errors to exit codes.

MemoryTuning.keepFreedImageMemory()
let arguments = CommandLineArgument.process()

/// Runs the command line and returns the exit code.
func run(_ arguments: [CommandLineArgument]) -> Int32 {
    do throws(CLIError) {
        guard let first = arguments.first?.text else {
            // Bare `mockshot`: the usage goes to stderr, as an error.
            Console.errorText(HelpText.overview(Commands.all))
            return ExitCode.usage
        }
        switch first {
        case "-h", "--help":
            try Console.output(HelpText.overview(Commands.all))
            return ExitCode.success
        case "help":
            guard arguments.count > 1 else { try Console.output(HelpText.overview(Commands.all)); return ExitCode.success }
            guard arguments.count == 2, let command = Commands.named(arguments[1].text) else { throw unknownCommand(arguments[1].text) }
            try Console.output(HelpText.command(command))
            return ExitCode.success
        case "-V", "--version":
            try Console.output("mockshot \(Version.current)")
            return ExitCode.success
        default:
            guard let command = Commands.named(first) else { throw unknownCommand(first) }
            let parsed = try ParsedArguments(Array(arguments.dropFirst()), for: command)
            if parsed.wantsHelp {
                try Console.output(HelpText.command(command))
                return ExitCode.success
            }
            return try command.run(parsed)
        }
    } catch {
        Console.error("mockshot: error: \(error.description)")
        return error.exitCode
    }
}

func unknownCommand(_ word: String) -> CLIError {
    let names = Commands.all.map(\.name)
    let what = word.hasPrefix("-") ? "unknown option '\(word.oneLine)'" : "unknown command '\(word.oneLine)'"
    return .usage(what + ParsedArguments.suggestion(word, names + ["--help", "--version"])
                  + " (commands: \(names.joined(separator: ", ")); see 'mockshot --help')")
}

exit(run(arguments))
