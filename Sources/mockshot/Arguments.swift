/// A minimal command-line parser: positional words, `--name value` / `-o value` options and flags.
/// Unknown options are an error, so a typo never silently changes what gets rendered.
struct Arguments {
    private(set) var positionals: [String] = []
    private var options: [String: String] = [:]
    private var flags: Set<String> = []

    /// `valued` lists options that take a value; `switches` lists flags. Short aliases map to long names.
    init(_ args: [String], valued: Set<String>, switches: Set<String>, aliases: [String: String] = [:]) throws(CLIError) {
        var i = 0
        while i < args.count {
            var a = args[i]
            if let long = aliases[a] { a = long }
            if a.hasPrefix("--"), let eq = a.firstIndex(of: "=") {
                let name = String(a[..<eq]); let value = String(a[a.index(after: eq)...])
                guard valued.contains(name) else { throw CLIError.usage("unknown option '\(name)'") }
                options[name] = value
            } else if valued.contains(a) {
                guard i + 1 < args.count else { throw CLIError.usage("option '\(a)' needs a value") }
                options[a] = args[i + 1]; i += 1
            } else if switches.contains(a) {
                flags.insert(a)
            } else if a.hasPrefix("-") && a.count > 1 && Double(a) == nil {
                throw CLIError.usage("unknown option '\(a)'")
            } else {
                positionals.append(a)
            }
            i += 1
        }
    }

    func value(_ name: String) -> String? { options[name] }
    func flag(_ name: String) -> Bool { flags.contains(name) }

    func double(_ name: String) throws(CLIError) -> Double? {
        guard let s = options[name] else { return nil }
        guard let v = Double(s), v.isFinite else { throw CLIError.usage("\(name) takes a number, got '\(s)'") }
        return v
    }
    func int(_ name: String) throws(CLIError) -> Int? {
        guard let s = options[name] else { return nil }
        guard let v = Int(s) else { throw CLIError.usage("\(name) takes a whole number, got '\(s)'") }
        return v
    }
}

/// A failure with its one-line message and exit code.
enum CLIError: Error, CustomStringConvertible {
    case usage(String)
    case input(String)
    case failure(String)

    var description: String {
        switch self { case .usage(let m), .input(let m), .failure(let m): m }
    }
    var exitCode: Int32 {
        switch self { case .usage: 64; case .input: 1; case .failure: 1 }
    }
}
