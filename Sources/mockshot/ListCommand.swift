import MockshotKit

/// `mockshot list [BRAND|gallery] [--states]`: every renderable by name, with its states and modes.
enum ListCommand {
    static func run(_ argv: [String]) throws(CLIError) {
        let args = try Arguments(argv, valued: [], switches: ["--names"])
        let registry = Catalog.registry()
        var items = registry.renderables
        if let filter = args.positionals.first {
            items = items.filter { $0.name == filter || $0.name.hasPrefix(filter + ".") }
            if items.isEmpty { throw CLIError.usage("nothing matches '\(filter)' (brands: \(Catalog.kits.map(\.id).joined(separator: ", ")), gallery, bench)") }
        }
        if args.flag("--names") { print(items.map(\.name).joined(separator: "\n")); return }
        let width = (items.map(\.name.count).max() ?? 10) + 2
        for r in items {
            let pad = String(repeating: " ", count: max(1, width - r.name.count))
            var line = r.name + pad + r.summary
            if !r.states.isEmpty { line += "  [states: \(r.states.joined(separator: ", "))]" }
            line += "  [\(r.modes.map(\.rawValue).joined(separator: "/"))]"
            print(line)
        }
    }
}
