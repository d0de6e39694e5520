/// `mockshot --help` and `mockshot COMMAND --help`, generated from the command declarations.
enum HelpText {
    static func overview(_ commands: [CommandSpec]) -> String {
        var text = """
        mockshot \(Version.current) — faithful iOS chat-app mockups rendered to PNG on Linux

        USAGE

        """
        for c in commands { text += "  mockshot \(c.name) \(c.synopsis)\n" }
        text += "  mockshot --version\n\nCOMMANDS\n"
        let width = (commands.map(\.name.count).max() ?? 0) + 2
        for c in commands { text += "  " + pad(c.name, width) + c.summary + "\n" }
        text += """

        Run 'mockshot COMMAND --help' for a command's options.
        Brands: \(Catalog.ids.joined(separator: ", ")). Names are <brand>.<component> (see 'mockshot list').
        Output '-' or /dev/stdout writes the image to standard output.

        \(ExitCode.help)
        """
        return text
    }

    static func command(_ c: CommandSpec) -> String {
        var text = "mockshot \(c.name) — \(c.summary)\n\nUSAGE\n  mockshot \(c.name) \(c.synopsis)\n\nOPTIONS\n"
        let options = c.allOptions
        let width = min((options.map(\.signature.count).max() ?? 0) + 2, 30)
        for o in options {
            var line = "  " + pad(o.signature, width) + o.help
            if !o.choices.isEmpty && o.choices.count <= 12 { line += " (\(o.choices.joined(separator: ", ")))" }
            text += line + "\n"
        }
        if !c.details.isEmpty { text += "\n" + c.details + "\n" }
        text += "\n" + ExitCode.help
        return text
    }

    private static func pad(_ s: String, _ width: Int) -> String {
        s.count >= width ? s + "  " : s + String(repeating: " ", count: width - s.count)
    }
}
