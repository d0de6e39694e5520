import Layout
import Render
import Imaging
import Glibc
import MockshotKit
import Scene

/// `mockshot render`: one renderable (`NAME -o out.png`), every state of one (`NAME --all-states -o DIR/`),
/// scene files (`--scene FILE … -o out.png|DIR/`) or a manifest of scenes (`--manifest FILE -o DIR/`).
/// Several outputs are a batch (`BatchRunner`): rendered in one process on `--jobs` threads, `--shard`
/// picking a part of it.
enum RenderCommand {
    static let spec = CommandSpec(
        name: "render", synopsis: "NAME -o out.png [--state S] | NAME --all-states -o DIR/ | --scene FILE … -o out.png|DIR/ | --manifest FILE -o DIR/ [options]",
        summary: "render a component, screen, sheet or gallery page, or scene files, to PNG",
        positionals: 0...1, positionalName: "NAME",
        options: [.value("--output", "FILE|DIR/", short: "-o", "the PNG to write ('-' or /dev/stdout for standard output), or a batch's directory (ending in /)"),
                  .value("--state", "S", "the state to show (see 'mockshot list NAME')"),
                  .flag("--all-states", "every state of NAME (a renderable, or every one of a brand) in each colour scheme, into -o DIR/"),
                  .value("--scene", "FILE", repeatable: true, "a scene file (YAML or JSON) or a folder of them; repeat it for a batch"),
                  .value("--manifest", "FILE", "a batch: scene files or inline scenes with their output names (see the README)"),
                  .value("--jobs", "N", short: "-j", "renders at a time in a batch (default: the number of cores)"),
                  .value("--shard", "K/N", "render only the K-th of N parts of a batch (CI machines splitting one batch)"),
        ] + RenderSettings.options,
        details: """
        EXAMPLES
          mockshot render chatgpt.send-button --state generating --mode dark --scale 3 -o send.png
          mockshot render gallery --layout-json layout.json -o gallery.png
          mockshot render copilot.screen --dynamic-type accessibility2 --contrast increased -o big.png
          mockshot render kik.screen --device iphone-16-pro-max -o kik.png      # 1320×2868
          mockshot render --scene chat.yaml -o chat.png
          mockshot render --scene a.yaml --scene b.yaml --mode dark -o shots/   # shots/a.png, shots/b.png
          mockshot render --scene examples/scenes -o out/scenes/ --jobs 2
          mockshot render --manifest batch.yaml -o shots/ --shard 2/4
          mockshot render chatgpt --all-states -o states/                      # NAME.STATE.MODE.png

        Options given on the command line win over a scene's keys for the same setting (--device over
        device:, --mode over colorScheme:, --scale, --dynamic-type, --contrast and the flags over
        accessibility:). A batch prints a live line on a terminal, each failure with its reason, and one
        summary line; an item that fails leaves no file and does not stop the others.
        The JSON Schema of scene files: 'mockshot schema' (schema/scene.schema.json in the repository).
        """,
        run: { args, console throws(CLIError) in try run(args, console) })

    static func run(_ args: ParsedArguments, _ console: Console) throws(CLIError) -> Int32 {
        let scenes = args.values("--scene"), manifest = args.path("--manifest")
        let name = args.positionals.first?.text
        let settings = try RenderSettings(args)
        if scenes.isEmpty && manifest == nil {
            guard let name else {
                throw CLIError.usage("render needs a NAME, --scene FILE or --manifest FILE (usage: mockshot render \(spec.synopsis))")
            }
            if args.flag("--all-states") { return try runAllStates(name, args: args, settings: settings, console: console) }
            for option in ["--jobs", "--shard"] where args.value(option) != nil {
                throw CLIError.usage("\(option) applies to batches (--all-states, several --scene, --manifest, or -o DIR/), not to one render of \(name)")
            }
            try runOne(name, args: args, settings: settings, console: console)
            return ExitCode.success
        }
        if let name { throw CLIError.usage("render takes NAME or scenes, not both (got '\(name.oneLine)' and \(manifest == nil ? "--scene" : "--manifest"))") }
        if manifest != nil && !scenes.isEmpty { throw CLIError.usage("--scene and --manifest are alternatives; list the scenes in the manifest") }
        for option in ["--state", "--width"] where args.value(option) != nil {
            throw CLIError.usage("\(option) does not apply to scenes (a scene names its screen's state in 'state:'; its canvas is its device's screen)")
        }
        for flag in ["--all-states", "--transparent"] where args.flag(flag) {
            throw CLIError.usage("\(flag) does not apply to scenes")
        }
        return try runScenes(scenes, manifest: manifest, args: args, settings: settings, console: console)
    }

    /// `render NAME -o out.png`: one renderable, its outputs prepared before any work.
    static func runOne(_ name: String, args: ParsedArguments, settings: RenderSettings, console: Console) throws(CLIError) {
        var timer = PhaseTimer()
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
        try produce(renderable, state: state, settings: settings, output: output, layoutJSON: args.path("--layout-json"), timer: &timer, console: console)
    }

    /// `render NAME --all-states -o DIR/`: every state of the renderable (or of every renderable of the
    /// brand NAME) in each of its colour schemes, or in `--mode`'s only, as `NAME.STATE.MODE.png`.
    static func runAllStates(_ name: String, args: ParsedArguments, settings: RenderSettings, console: Console) throws(CLIError) -> Int32 {
        if args.value("--state") != nil { throw CLIError.usage("--state and --all-states are alternatives") }
        if args.value("--layout-json") != nil { throw CLIError.usage("--layout-json names one file; it does not apply to --all-states") }
        let registry = Catalog.registry(for: name)
        let renderables: [Renderable]
        if registry.kits.contains(where: { $0.id == name }) {
            renderables = registry.renderables.filter { $0.name.hasPrefix(name + ".") }
        } else {
            do { renderables = [try registry.renderable(named: name)] } catch { throw CLIError.usage("\(error)") }
        }
        var items: [BatchItem] = []
        for r in renderables {
            let modes = settings.mode.map { m in r.modes.filter { $0 == m } } ?? r.modes
            if modes.isEmpty && renderables.count == 1 { _ = try settings.scheme(for: r) }
            for state in r.states.isEmpty ? [nil] : r.states.map(Optional.some) {
                for mode in modes {
                    let file = [r.name, state, mode.rawValue].compactMap { $0 }.joined(separator: ".") + ".png"
                    let label = "\(r.name) (\([state, mode.rawValue].compactMap { $0 }.joined(separator: ", ")))"
                    items.append(BatchItem(label: label, output: RawPath(file), work: .renderable(name: r.name, state: state, mode: mode)))
                }
            }
        }
        if items.isEmpty { throw CLIError.usage("nothing of \(name) supports --mode \(settings.mode?.rawValue ?? "")") }
        return try runBatch(items, args: args, settings: settings, console: console)
    }

    /// Scenes given with `--scene` (files or folders of them) or a manifest.
    static func runScenes(_ scenes: [CommandLineArgument], manifest: RawPath?, args: ParsedArguments,
                          settings: RenderSettings, console: Console) throws(CLIError) -> Int32 {
        guard let output = args.path("--output") else { throw CLIError.usage("render needs an output: -o out.png, or -o DIR/ for a batch") }
        // 1. The items, in a fixed order: scene files as given (a folder's in name order), or the manifest's.
        var items: [BatchItem] = []
        var folderGiven = false
        if let manifest {
            let m: SceneManifest
            do { m = try SceneManifest.load(path: manifest, displayName: manifest.display) } catch {
                for p in error.problems { console.error("mockshot: error: \(p)") }
                return ExitCode.dataError
            }
            items = m.items.map { BatchItem(label: "\(manifest.display):\($0.mark.line) (\($0.output))", output: RawPath($0.output),
                                            work: .manifestScene($0.scene, defaults: m.defaults)) }
            if items.isEmpty { throw CLIError.usage("the manifest '\(manifest.display)' lists no scenes") }
        } else {
            var seen: [String: String] = [:]
            for scene in scenes {
                let files: [RawPath]
                if isDirectory(scene.raw) {
                    folderGiven = true
                    files = SceneFolder.files(in: scene.raw)
                    if files.isEmpty { throw CLIError.usage("--scene '\(scene.raw.display)' is a folder with no .yaml, .yml or .json files") }
                } else {
                    files = [scene.raw]
                }
                for file in files {
                    let out = SceneManifest.defaultOutput(for: file.text)
                    if let other = seen[out] {
                        throw CLIError.usage("scenes '\(other)' and '\(file.display)' would both write \(out); render them into different directories or name their outputs in a --manifest")
                    }
                    seen[out] = file.display
                    items.append(BatchItem(label: file.display, output: RawPath(out), work: .sceneFile(file, display: file.display)))
                }
            }
        }
        // 2. One output file, or a batch into a directory.
        let batch = manifest != nil || folderGiven || items.count > 1 || isDirectory(output) || output.bytes.last == UInt8(ascii: "/")
        guard batch else {
            for option in ["--jobs", "--shard"] where args.value(option) != nil {
                throw CLIError.usage("\(option) applies to batches (several scenes, --manifest, or -o DIR/)")
            }
            return try runOneScene(items[0], output: output, layoutJSON: args.path("--layout-json"), settings: settings, console: console)
        }
        return try runBatch(items, args: args, settings: settings, console: console)
    }

    /// A batch into `-o DIR/`: the shard's items, `--jobs` at a time.
    static func runBatch(_ all: [BatchItem], args: ParsedArguments, settings: RenderSettings, console: Console) throws(CLIError) -> Int32 {
        guard let output = args.path("--output") else { throw CLIError.usage("a batch needs an output directory: -o DIR/") }
        if args.value("--layout-json") != nil { throw CLIError.usage("--layout-json names one file; it does not apply to a batch") }
        guard isDirectory(output) || output.bytes.last == UInt8(ascii: "/") else {
            throw CLIError.usage("-o '\(output.display)' must be a directory for \(all.count) outputs: end it with / (it is made if missing)")
        }
        if OutputTransaction.isStream(output) { throw CLIError.usage("a batch writes files; -o must be a directory, not standard output") }
        try checkCreatable(output)
        let jobs = try args.int("--jobs", in: 1...256) ?? WorkerThreads.cores
        let shard = try args.value("--shard").map { (text) throws(CLIError) in try Shard(parsing: text) }
        let items = shard?.select(all) ?? all
        if items.isEmpty {
            console.error("mockshot: shard \(shard!) of a batch of \(all.count) has nothing to render")
            return ExitCode.success
        }
        return BatchRunner(items: items, settings: settings, directory: output, jobs: jobs, shard: shard, console: console).run()
    }

    /// One scene into one file: the output is prepared before the scene is read, as for `render NAME`.
    static func runOneScene(_ item: BatchItem, output: RawPath, layoutJSON: RawPath?, settings: RenderSettings,
                            console: Console) throws(CLIError) -> Int32 {
        let outputs = console.transaction()
        let pngSlot = try prepare(output, in: outputs, option: "-o", image: true)
        let jsonSlot = try layoutJSON.map { (path) throws(CLIError) in try prepare(path, in: outputs, option: "--layout-json", image: false) }
        let rendered: ItemRenderer.Output
        do { rendered = try ItemRenderer.render(item, settings: settings) } catch {
            for line in error.lines { console.error("mockshot: error: " + line) }
            return error.code
        }
        for w in rendered.image.warnings { console.error("mockshot: warning: \(w)") }
        do throws(OutputError) {
            try outputs.write(rendered.png, to: pngSlot)
            if let jsonSlot { try outputs.write(Array(rendered.image.layout.dumpJSON().utf8), to: jsonSlot) }
            try outputs.commit()
        } catch { throw CLIError.failure(error.description) }
        if settings.timings { console.error("mockshot: timings: " + BatchRunner.timings(rendered)) }
        return ExitCode.success
    }

    /// Whether `path` is an existing directory (following links).
    static func isDirectory(_ path: RawPath) -> Bool {
        var info = stat()
        return path.withCString { stat($0, &info) } == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Refuses an output directory that exists as something else, or whose nearest existing parent is not
    /// a directory: every item would fail only after rendering.
    static func checkCreatable(_ directory: RawPath) throws(CLIError) {
        var path = directory
        while !path.isEmpty && path.bytes != [UInt8(ascii: "/")] {
            var info = stat()
            if path.withCString({ stat($0, &info) }) == 0 {
                guard (info.st_mode & S_IFMT) == S_IFDIR else { throw CLIError.usage("-o '\(directory.display)': '\(path.display)' is not a directory") }
                return
            }
            let parent = path.directory
            if parent.bytes == path.bytes { return }
            path = parent
        }
    }

    /// Prepares every output (so a bad path fails before any work and before any file is touched),
    /// renders into memory, then commits the outputs together: a failed run writes nothing.
    static func produce(_ r: Renderable, state: String?, settings: RenderSettings, output: RawPath, layoutJSON: RawPath?,
                        timer: inout PhaseTimer, console: Console) throws(CLIError) {
        let scheme = try settings.scheme(for: r)
        // 1. Outputs.
        let outputs = console.transaction()
        let pngSlot = try prepare(output, in: outputs, option: "-o", image: true)
        let jsonSlot = try layoutJSON.map { (path) throws(CLIError) in try prepare(path, in: outputs, option: "--layout-json", image: false) }
        // 2. Render and encode.
        let image: RenderedImage
        let png: [UInt8]
        do {
            image = try r.render(state: state, mode: scheme, scale: settings.resolvedScale, environment: settings.environment,
                                 width: settings.width, transparent: settings.transparent, strict: settings.strict)
            timer.lap("render")
            timer.split(into: image.timings)
            png = try image.pngData(compressionLevel: settings.compression)
            timer.lap("encode")
        } catch {
            throw CLIError.failure("cannot render \(r.name): \(error)")
        }
        for w in image.warnings { console.error("mockshot: warning: \(w)") }
        // 3. Write and commit.
        do throws(OutputError) {
            try outputs.write(png, to: pngSlot)
            if let jsonSlot { try outputs.write(Array(image.layout.dumpJSON().utf8), to: jsonSlot) }
            try outputs.commit()
        } catch { throw CLIError.failure(error.description) }
        timer.lap("write")
        if settings.timings { console.error(timer.line) }
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
