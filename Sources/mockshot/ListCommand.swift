import MockshotKit
import Layout

/// `mockshot list [BRAND|gallery] [--names] [--mode light|dark]`: every renderable by name, with its
/// states and colour schemes; `--mode` keeps those that support that scheme.
enum ListCommand {
    static func run(_ argv: [String]) throws(CLIError) {
        let args = try Arguments(argv, valued: ["--mode"], switches: ["--names"])
        let registry = Catalog.registry()
        var items = registry.renderables
        let mode = try args.value("--mode").map { (m: String) throws(CLIError) -> ColorScheme in
            guard let mode = ColorScheme(rawValue: m) else { throw CLIError.usage("--mode must be light or dark (got '\(m)')") }
            return mode
        }
        if let filter = args.positionals.first {
            items = items.filter { $0.name == filter || $0.name.hasPrefix(filter + ".") }
            if items.isEmpty { throw CLIError.usage("nothing matches '\(filter)' (brands: \(Catalog.ids.joined(separator: ", ")), gallery, bench)") }
        }
        // The mode filter may leave nothing (e.g. Grok in light): that is an empty list, not an error.
        if let mode { items = items.filter { $0.modes.contains(mode) } }
        if args.flag("--names") { if !items.isEmpty { print(items.map(\.name).joined(separator: "\n")) }; return }
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
