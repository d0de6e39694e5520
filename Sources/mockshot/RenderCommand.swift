import Layout
import Render
import Imaging
import MockshotKit

/// `mockshot render NAME -o out.png [--state S] [--scale N] [--mode light|dark] [--width PT] [--layout-json FILE] …`
enum RenderCommand {
    static func run(_ argv: [String]) throws(CLIError) {
        var timer = PhaseTimer()
        let args = try Arguments(argv, valued: RenderSettings.valued, switches: RenderSettings.switches, aliases: RenderSettings.aliases)
        guard args.positionals.count == 1 else {
            throw CLIError.usage(args.positionals.isEmpty ? "render needs a name (see 'mockshot list')"
                                                          : "render takes one name, got \(args.positionals.count): \(args.positionals.joined(separator: " "))")
        }
        let settings = try RenderSettings(args)
        let registry = Catalog.registry(for: args.positionals[0])
        let renderable: Renderable
        let state: String?
        do {
            renderable = try registry.renderable(named: args.positionals[0])
            state = try renderable.validate(state: args.value("--state"))
        } catch let e as RegistryError { throw CLIError.usage(e.description) }
        catch { throw CLIError.failure("\(error)") }
        guard let output = args.value("--output") else { throw CLIError.usage("render needs an output file: -o out.png") }
        timer.lap("registry")
        try produce(renderable, state: state, settings: settings, output: output, layoutJSON: args.value("--layout-json"), timer: &timer)
    }

    /// Renders into memory, then writes each file atomically: a failed run leaves no partial file
    /// and does not touch files the user already had.
    static func produce(_ r: Renderable, state: String?, settings: RenderSettings, output: String, layoutJSON: String?,
                        timer: inout PhaseTimer) throws(CLIError) {
        let scheme = try settings.scheme(for: r)
        let image: RenderedImage
        let png: [UInt8]
        do {
            image = try r.render(state: state, mode: scheme, scale: settings.scale, environment: settings.environment,
                                 width: settings.width, transparent: settings.transparent)
            timer.lap("render")
            timer.split(into: image.timings)
            png = try image.pngData(compressionLevel: settings.compression)
            timer.lap("encode")
        } catch {
            throw CLIError.failure("cannot render \(r.name): \(error)")
        }
        for w in image.warnings { Console.error("mockshot: warning: \(w)") }
        do { try AtomicFile.write(png, to: output) } catch { throw CLIError.input("\(error)") }
        if let layoutJSON {
            do { try AtomicFile.write(Array(image.layout.dumpJSON().utf8), to: layoutJSON) } catch { throw CLIError.input("\(error)") }
        }
        timer.lap("write")
        if settings.timings { Console.error(timer.line) }
    }
}

/// `mockshot sheet BRAND [--mode light|dark] [-o sheet.png]`: a brand's component sheet.
enum SheetCommand {
    static func run(_ argv: [String]) throws(CLIError) {
        var timer = PhaseTimer()
        let args = try Arguments(argv, valued: RenderSettings.valued, switches: RenderSettings.switches, aliases: RenderSettings.aliases)
        guard args.positionals.count == 1 else { throw CLIError.usage("sheet needs one brand id (\(Catalog.ids.joined(separator: ", ")))") }
        let settings = try RenderSettings(args)
        let kit: BrandKit
        do { kit = try Catalog.registry(for: args.positionals[0]).kit(id: args.positionals[0]) }
        catch let e as RegistryError { throw CLIError.usage(e.description) }
        catch { throw CLIError.failure("\(error)") }
        let scheme = settings.mode ?? kit.modes.first ?? .light
        let output = args.value("--output") ?? "\(kit.id)-sheet-\(scheme.rawValue).png"
        var s = settings
        if args.value("--scale") == nil { s.scale = 1 }
        timer.lap("registry")
        try RenderCommand.produce(kit.sheet, state: nil, settings: s, output: output, layoutJSON: args.value("--layout-json"), timer: &timer)
    }
}
