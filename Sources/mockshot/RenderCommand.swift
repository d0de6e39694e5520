import Layout
import Render
import Imaging
import MockshotKit

/// `mockshot render NAME -o out.png [--state S] [--scale N] [--mode light|dark] [--width PT] [--layout-json FILE] …`
enum RenderCommand {
    static let spec = CommandSpec(
        name: "render", synopsis: "NAME -o out.png [--state S] [options]",
        summary: "render one component, screen, sheet or gallery page to PNG",
        positionals: 1...1, positionalName: "NAME",
        options: [.value("--output", "FILE", short: "-o", "the PNG to write (required; '-' or /dev/stdout for standard output)"),
                  .value("--state", "S", "the state to show (see 'mockshot list NAME')")] + RenderSettings.options,
        details: """
        EXAMPLES
          mockshot render chatgpt.send-button --state generating --mode dark --scale 3 -o send.png
          mockshot render gallery --layout-json layout.json -o gallery.png
          mockshot render copilot.screen --dynamic-type accessibility2 --contrast increased -o big.png
        """,
        run: { args throws(CLIError) in try run(args); return ExitCode.success })

    static func run(_ args: ParsedArguments) throws(CLIError) {
        var timer = PhaseTimer()
        let name = args.positionals[0].text
        let settings = try RenderSettings(args)
        // 1. What to render, checked before anything is prepared.
        let renderable: Renderable
        let state: String?
        do {
            renderable = try Catalog.registry(for: name).renderable(named: name)
            state = try renderable.validate(state: args.value("--state"))
        } catch let e as RegistryError {
            if case .unknownState(_, let state, let valid) = e {
                throw CLIError.usage(e.description + ParsedArguments.suggestion(state, valid))
            }
            throw CLIError.usage(e.description)
        } catch { throw CLIError.failure("\(error)") }
        try settings.checkWidth(for: renderable)
        guard let output = args.path("--output") else { throw CLIError.usage("render needs an output file: -o out.png") }
        timer.lap("registry")
        try produce(renderable, state: state, settings: settings, output: output, layoutJSON: args.path("--layout-json"), timer: &timer)
    }

    /// Prepares every output (so a bad path fails before any work and before any file is touched),
    /// renders into memory, then commits the outputs together: a failed run writes nothing.
    static func produce(_ r: Renderable, state: String?, settings: RenderSettings, output: RawPath, layoutJSON: RawPath?,
                        timer: inout PhaseTimer) throws(CLIError) {
        let scheme = try settings.scheme(for: r)
        // 1. Outputs.
        let outputs = OutputTransaction()
        let pngSlot = try prepare(output, in: outputs, option: "-o", image: true)
        let jsonSlot = try layoutJSON.map { (path) throws(CLIError) in try prepare(path, in: outputs, option: "--layout-json", image: false) }
        // 2. Render and encode.
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
        // 3. Write and commit.
        do throws(OutputError) {
            try outputs.write(png, to: pngSlot)
            if let jsonSlot { try outputs.write(Array(image.layout.dumpJSON().utf8), to: jsonSlot) }
            try outputs.commit()
        } catch { throw CLIError.failure(error.description) }
        timer.lap("write")
        if settings.timings { Console.error(timer.line) }
    }

    /// Prepares one output, refusing an image output whose name does not end in `.png`.
    static func prepare(_ path: RawPath, in outputs: OutputTransaction, option: String, image: Bool) throws(CLIError) -> OutputTransaction.Slot {
        if image && !OutputTransaction.isStream(path) && path.pathExtension != "png" {
            throw CLIError.usage("\(option) '\(path.display)' must end in .png (mockshot writes PNG only)")
        }
        do { return try outputs.prepare(path) } catch {
            throw CLIError.failure("\(option) " + error.description)
        }
    }
}
