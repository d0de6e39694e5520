import MockshotKit
import Layout
import Imaging
import Scene

/// `mockshot list [BRAND|NAME|gallery] [--names] [--mode light|dark]`: every renderable by name, with its
/// states and colour schemes (and, for screens, how a scene file names them); `--mode` keeps those that
/// support that scheme. `mockshot list --devices`: the device profiles with their sizes.
enum ListCommand {
    static let spec = CommandSpec(
        name: "list", synopsis: "[BRAND|NAME] [--names] [--mode light|dark] | --devices",
        summary: "list what can be rendered, with states and colour schemes, or the devices",
        positionals: 0...1, positionalName: "BRAND",
        options: [.flag("--names", "names only, one per line"),
                  .value("--mode", "MODE", short: "-m", choices: ["light", "dark"], "only renderables that support this colour scheme"),
                  .flag("--devices", "the device profiles (--device, device:) with their points, scale and pixels")],
        details: """
        BRAND is one of \(Catalog.ids.joined(separator: ", ")), gallery or bench; a full name lists just that renderable.
        A screen's line ends with the brand and screen a scene file names it by ([scene: kik chats]).
        """,
        run: { args, console throws(CLIError) in try run(args, console); return ExitCode.success })

    static func run(_ args: ParsedArguments, _ console: Console) throws(CLIError) {
        if args.flag("--devices") {
            guard args.positionals.isEmpty, args.value("--mode") == nil else {
                throw CLIError.usage("--devices lists every device; it takes no BRAND or --mode")
            }
            try console.output(args.flag("--names") ? Device.all.map(\.id).joined(separator: "\n") : DeviceTable.text)
            return
        }
        let registry = Catalog.registry()
        var items = registry.renderables
        let mode = args.value("--mode").flatMap(ColorScheme.init(rawValue:))
        if let filter = args.positionals.first?.text {
            items = items.filter { $0.name == filter || $0.name.hasPrefix(filter + ".") }
            if items.isEmpty {
                let groups = Catalog.ids + ["gallery", "bench"]
                throw CLIError.usage("nothing matches '\(filter.oneLine)'\(ParsedArguments.suggestion(filter, groups + registry.names)) (brands: \(groups.joined(separator: ", ")))")
            }
        }
        // The mode filter may leave nothing (e.g. Grok in light): that is an empty list, not an error.
        if let mode { items = items.filter { $0.modes.contains(mode) } }
        guard !items.isEmpty else { return }
        if args.flag("--names") { try console.output(items.map(\.name).joined(separator: "\n")); return }
        let width = (items.map(\.name.count).max() ?? 10) + 2
        let scenes = SceneScreen.all
        var text = ""
        for r in items {
            let pad = String(repeating: " ", count: max(1, width - r.name.count))
            var line = r.name + pad + r.summary
            if !r.states.isEmpty { line += "  [states: \(r.states.joined(separator: ", "))]" }
            line += "  [\(r.modes.map(\.rawValue).joined(separator: "/"))]"
            if let scene = scenes.first(where: { $0.registryName == r.name }) { line += "  [scene: \(scene.brand) \(scene.name)]" }
            text += line + "\n"
        }
        try console.output(text)
    }
}
