import Imaging
import MockshotKit

/// `mockshot sheet BRAND [--mode light|dark] [-o sheet.png]`: a brand's component sheet.
enum SheetCommand {
    static let spec = CommandSpec(
        name: "sheet", synopsis: "BRAND [-o sheet.png] [options]",
        summary: "every component of a brand in every state, laid out on one sheet",
        positionals: 1...1, positionalName: "BRAND",
        options: [.value("--output", "FILE", short: "-o", "the PNG to write (default: BRAND-sheet-MODE.png; '-' for standard output)")]
            + RenderSettings.options,
        details: "The scale defaults to 1. Brands: \(Catalog.ids.joined(separator: ", ")).",
        run: { args, console throws(CLIError) in try run(args, console); return ExitCode.success })

    static func run(_ args: ParsedArguments, _ console: Console) throws(CLIError) {
        var timer = PhaseTimer()
        let id = args.positionals[0].text
        var settings = try RenderSettings(args)
        let kit: BrandKit
        do { kit = try Catalog.registry(for: id).kit(id: id) }
        catch let e as RegistryError {
            throw CLIError.usage(e.description + ParsedArguments.suggestion(id, Catalog.ids))
        } catch { throw CLIError.failure("\(error)") }
        try settings.checkWidth(for: kit.sheet)
        let scheme = try settings.scheme(for: kit.sheet)
        let output = args.path("--output") ?? RawPath("\(kit.id)-sheet-\(scheme.rawValue).png")
        if args.value("--scale") == nil { settings.scale = 1; settings.scaleGiven = true }
        settings.mode = scheme
        timer.lap("registry")
        try RenderCommand.produce(kit.sheet, state: nil, settings: settings, output: output, layoutJSON: args.path("--layout-json"), timer: &timer, console: console)
    }
}
