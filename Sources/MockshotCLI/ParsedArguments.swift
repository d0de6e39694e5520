import Icons
import Imaging

/// A command line parsed against a `CommandSpec`: positional arguments and option values, with typed
/// accessors whose errors are usage errors naming the option.
///
/// Rules (those of common Unix tools): `--name value` or `--name=value`; flags take no value; `--`
/// ends the options; `-` is a value (standard output); an option given twice is an error unless it is
/// declared repeatable; a value that is itself one of the command's options (`--state -o x.png`) is
/// refused, because the user forgot the value.
struct ParsedArguments {
    let command: CommandSpec
    private(set) var positionals: [CommandLineArgument] = []
    private var values: [String: [CommandLineArgument]] = [:]
    private var flags: Set<String> = []

    /// Parses `arguments` (everything after the command name).
    init(_ arguments: [CommandLineArgument], for command: CommandSpec) throws(CLIError) {
        self.command = command
        var i = 0
        var optionsEnded = false
        while i < arguments.count {
            let argument = arguments[i]
            let word = argument.text
            i += 1
            // 1. Positional arguments: after `--`, `-` alone, and numbers such as `-5`.
            if optionsEnded || !word.hasPrefix("-") || word == "-" || Double(word) != nil {
                positionals.append(argument)
                continue
            }
            if word == "--" { optionsEnded = true; continue }
            // 2. `--name=value`, `--name value`, `-o value`, flags.
            var spelling = word
            var inline: CommandLineArgument?
            if word.hasPrefix("--"), let eq = argument.raw.bytes.firstIndex(of: UInt8(ascii: "=")) {
                spelling = String(decoding: argument.raw.bytes[..<eq], as: UTF8.self)
                inline = CommandLineArgument(RawPath(bytes: Array(argument.raw.bytes[(eq + 1)...])))
            }
            guard let option = command.option(spelling) else { throw Self.unknownOption(spelling, in: command) }
            if !option.takesValue {
                if inline != nil { throw CLIError.usage("option '\(option.name)' takes no value") }
                guard flags.insert(option.name).inserted else { throw CLIError.usage("option '\(option.name)' is given twice") }
                continue
            }
            let value: CommandLineArgument
            if let inline {
                value = inline
            } else {
                guard i < arguments.count else {
                    throw CLIError.usage("option '\(option.name)' needs a value (\(option.valueName ?? "VALUE"))")
                }
                value = arguments[i]
                i += 1
                let next = value.text
                if next.count > 1, next.hasPrefix("-"), Double(next) == nil, next.hasPrefix("--") || command.option(next) != nil {
                    throw CLIError.usage("option '\(option.name)' needs a value (\(option.valueName ?? "VALUE")), but the next argument is the option '\(next.oneLine)'")
                }
            }
            if values[option.name] != nil && !option.repeatable {
                throw CLIError.usage("option '\(option.name)' is given twice")
            }
            // 3. Closed sets of values are checked here, with a suggestion.
            if !option.choices.isEmpty && !option.choices.contains(value.text) {
                throw CLIError.usage("\(option.name) must be \(Self.list(option.choices)) (got '\(value.text.oneLine)'\(Self.suggestion(value.text, option.choices)))")
            }
            values[option.name, default: []].append(value)
        }
        // 4. The number of positional arguments (not needed to show the help).
        if wantsHelp { return }
        let range = command.positionals
        if positionals.count < range.lowerBound {
            throw CLIError.usage("\(command.name) needs \(range.lowerBound == 1 ? "a \(command.positionalName)" : "\(range.lowerBound) \(command.positionalName)s")"
                                 + " (usage: mockshot \(command.name) \(command.synopsis))")
        }
        if positionals.count > range.upperBound {
            let got = positionals.map { "'\($0.raw.display)'" }.joined(separator: " ")
            let expected = range.upperBound == 0 ? "no arguments" : range.upperBound == 1 ? "one \(command.positionalName)"
                                                                                          : "\(range.upperBound) \(command.positionalName)s"
            throw CLIError.usage("\(command.name) takes \(range.lowerBound == range.upperBound ? "" : "at most ")\(expected), got \(positionals.count): \(got)")
        }
    }

    /// Whether `--help` was given.
    var wantsHelp: Bool { flags.contains(OptionSpec.help.name) }

    func flag(_ name: String) -> Bool {
        assert(command.option(name) != nil, "undeclared option \(name)")
        return flags.contains(name)
    }

    /// The option's (last) value as text.
    func value(_ name: String) -> String? { raw(name)?.text }

    /// The option's value as a path, byte for byte.
    func path(_ name: String) -> RawPath? { raw(name)?.raw }

    /// Every value of a repeatable option.
    func values(_ name: String) -> [CommandLineArgument] { values[name] ?? [] }

    private func raw(_ name: String) -> CommandLineArgument? {
        assert(command.option(name) != nil, "undeclared option \(name)")
        return values[name]?.last
    }

    /// A finite number within `range`.
    func double(_ name: String, in range: ClosedRange<Double>, what: String = "a number") throws(CLIError) -> Double? {
        guard let text = value(name) else { return nil }
        guard let v = Double(text), v.isFinite, range.contains(v) else {
            throw CLIError.usage("\(name) must be \(what) from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound)) (got '\(text.oneLine)')")
        }
        return v
    }

    /// A whole number within `range`.
    func int(_ name: String, in range: ClosedRange<Int>) throws(CLIError) -> Int? {
        guard let text = value(name) else { return nil }
        guard let v = Int(text), range.contains(v) else {
            let bounds = range.upperBound == Int.max ? "\(range.lowerBound) or more" : "\(range.lowerBound)…\(range.upperBound)"
            throw CLIError.usage("\(name) must be a whole number, \(bounds) (got '\(text.oneLine)')")
        }
        return v
    }

    // MARK: - Messages

    static func unknownOption(_ spelling: String, in command: CommandSpec) -> CLIError {
        let names = command.allOptions.flatMap { [$0.name] + ($0.short.map { [$0] } ?? []) }
        return .usage("unknown option '\(spelling.oneLine)' for \(command.name)\(suggestion(spelling, names, prefix: "; ")) (see 'mockshot \(command.name) --help')")
    }

    /// ` (did you mean 'x'?)`-style text, or "" when nothing is close.
    static func suggestion(_ word: String, _ candidates: [String], prefix: String = "; ") -> String {
        let close = EditDistance.closest(to: word, among: candidates)
        guard !close.isEmpty else { return "" }
        return prefix + "did you mean " + close.map { "'\($0)'" }.joined(separator: " or ") + "?"
    }

    /// `a, b or c`.
    static func list(_ words: [String]) -> String {
        words.count <= 1 ? words.joined() : words.dropLast().joined(separator: ", ") + " or " + words.last!
    }

    private static func format(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v) }
}
