/// One command-line option, declared once: the parser, `--help`, "did you mean" and the usage-error
/// exit code (64) all read this declaration, so adding an option is adding one value to a command's
/// `options`.
struct OptionSpec: Sendable {
    /// `--state`.
    let name: String
    /// `-o`, if the option has a short spelling.
    let short: String?
    /// The value's placeholder in help (`S`, `FILE`); nil for a flag that takes no value.
    let valueName: String?
    /// One line for `--help`.
    let help: String
    /// The only values accepted, when the set is closed: the parser refuses others and suggests the
    /// closest. Empty for free values (numbers, paths, names checked later).
    let choices: [String]
    /// May be given more than once (every value is kept); otherwise a second one is a usage error.
    let repeatable: Bool

    /// An option that takes a value.
    static func value(_ name: String, _ valueName: String, short: String? = nil, choices: [String] = [],
                      repeatable: Bool = false, _ help: String) -> OptionSpec {
        OptionSpec(name: name, short: short, valueName: valueName, help: help, choices: choices, repeatable: repeatable)
    }

    /// A flag.
    static func flag(_ name: String, short: String? = nil, _ help: String) -> OptionSpec {
        OptionSpec(name: name, short: short, valueName: nil, help: help, choices: [], repeatable: false)
    }

    var takesValue: Bool { valueName != nil }

    /// `-o, --output FILE` for help and messages.
    var signature: String {
        (short.map { "\($0), " } ?? "") + name + (valueName.map { " \($0)" } ?? "")
    }

    /// `--help`, accepted by every command.
    static let help = OptionSpec.flag("--help", short: "-h", "show this help and exit")
}
