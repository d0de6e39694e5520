/// One subcommand, declared once: its name, what it takes, its options and what it runs. `mockshot
/// --help`, `mockshot NAME --help`, the parser, "did you mean" for commands and options, and the
/// usage-error exit code all come from this declaration; adding a subcommand is adding one value to
/// `Commands.all`.
struct CommandSpec: Sendable {
    /// `render`.
    let name: String
    /// What follows the name in the usage line, e.g. `NAME -o out.png [options]`.
    let synopsis: String
    /// One line for `mockshot --help`.
    let summary: String
    /// How many positional arguments it takes, and what they are called in messages (`NAME`).
    let positionals: ClosedRange<Int>
    let positionalName: String
    /// Its options; `--help` is added to every command.
    let options: [OptionSpec]
    /// Further help text (examples, exit codes), printed after the options.
    let details: String
    /// Runs the command, writing through the run's console; returns the exit code.
    let run: @Sendable (ParsedArguments, Console) throws(CLIError) -> Int32

    var allOptions: [OptionSpec] { options + [.help] }

    /// The option spelled `spelling` (long or short).
    func option(_ spelling: String) -> OptionSpec? {
        allOptions.first { $0.name == spelling || $0.short == spelling }
    }
}
