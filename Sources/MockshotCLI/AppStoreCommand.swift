import AppStore
import ConfigFile
import Glibc
import Imaging
import Synchronization

/// `mockshot appstore CONFIG -o DIR [--jobs N] [--shard K/N] [--locale L]… [--device D]… [--format png|jpeg] [--quality Q]`
enum AppStoreCommand {
    static let spec = CommandSpec(
        name: "appstore", synopsis: "CONFIG -o DIR [--jobs N] [--shard K/N] [options]",
        summary: "render an App Store screenshot set: every screenshot on every device size in every locale",
        positionals: 1...1, positionalName: "CONFIG",
        options: [
            .value("--output", "DIR", short: "-o", "the folder to write DIR/<locale>/<nn>_<device>.png into (created if missing)"),
            .value("--jobs", "N", short: "-j", "images rendered at once (default: one per core); the files do not depend on it"),
            .value("--shard", "K/N", "render only the K-th of N parts of the set (for CI matrices)"),
            .value("--locale", "L", repeatable: true, "render only these of the config's locales (repeatable)"),
            .value("--device", "D", repeatable: true, "render only these of the config's devices (repeatable)"),
            .value("--format", "F", choices: ["png", "jpeg"], "png or jpeg, over the config's 'format'"),
            .value("--quality", "Q", "JPEG quality 1-100 (with jpeg; default the config's, or 90)"),
            .flag("--timings", "print the time spent drawing and encoding (summed over the images) to stderr"),
        ],
        details: """
        The config (YAML or JSON; schema/appstore.schema.json) names the screenshots in order, each with a scene and
        a caption, the devices (App Store sizes such as 6.9" or 13"), the locales with their strings, and the style.
        Files are <locale>/<nn>_<device>.png, numbered in config order: the layout fastlane deliver uploads as is.
        Scenes are scene files (relative to the config) or inline scenes, with the keys of `mockshot render --scene`.
        Mistakes in the config file are all reported and nothing is written (exit 65). A screenshot that cannot be
        made (a missing scene or image, an unknown font, a caption that cannot fit) is reported with its place in
        the config and skipped; the others are written, and the exit code is 1. On a terminal a progress line
        shows the count, the image being drawn and the time left.

        EXAMPLES
          mockshot appstore examples/appstore/chatgpt.yaml -o out/appstore/chatgpt
          mockshot appstore appstore.yaml -o shots --locale ja --device 6.9\\"
          mockshot appstore appstore.yaml -o shots --shard 2/4 --jobs 8
        """,
        run: { args, console throws(CLIError) in try run(args, console) })

    static func run(_ args: ParsedArguments, _ console: Console) throws(CLIError) -> Int32 {
        let start = ContinuousClock.now
        let configPath = args.positionals[0].raw
        guard let output = args.path("--output") else { throw CLIError.usage("appstore needs an output folder: -o DIR") }
        let jobs = try args.int("--jobs", in: 1...256) ?? WorkerCount.cores
        // The same K/N parsing and round-robin split as `render --manifest` batches.
        var shard = AppStore.Shard.all
        if let text = args.value("--shard") {
            let parsed = try Shard(parsing: text)
            shard = AppStore.Shard(index: parsed.index, count: parsed.count)
        }
        // 1. The config: every mistake in it at once, nothing written.
        var set: ScreenshotSet
        do { set = try AppStoreConfig.load(configPath.text, scenes: SceneFiles()) } catch {
            for p in error.problems { console.error("mockshot: error: \(p)") }
            // Exit 65 as for an invalid scene file or manifest.
            console.error("mockshot: error: \(configPath.display): \(error.problems.count) problem\(error.problems.count == 1 ? "" : "s"); nothing was written")
            return ExitCode.dataError
        }
        // 2. Options over the config.
        try filter(&set, args)
        if let format = args.value("--format") {
            set.format = format == "png" ? .standardPNG : .jpeg(quality: JPEGEncoderDefaults.quality, subsampleChroma: false)
        }
        if let quality = try args.int("--quality", in: 1...100) {
            guard case .jpeg(_, let subsample) = set.format else { throw CLIError.usage("--quality applies to JPEG output (--format jpeg or 'format: jpeg')") }
            set.format = .jpeg(quality: quality, subsampleChroma: subsample)
        }
        // 3. The folder.
        if let reason = FileSystem.createDirectories(output.text) {
            throw CLIError.failure("-o '\(output.display)': \(reason)")
        }
        // 4. Render, writing each image as it is finished.
        let renderer = SetRenderer(set)
        for warning in renderer.warnings() { console.error("mockshot: \(warning)") }
        let work = renderer.jobs(shard: shard)
        let written = Mutex<[(path: String, width: Int, height: Int, bytes: Int)]>([])
        let spent = Mutex((compose: Duration.zero, encode: Duration.zero))
        let failed = Mutex(0)
        let writeLock = Mutex(())
        // The live line on a terminal (count, image being drawn, ETA), the one `render --manifest` shows;
        // messages are printed above it.
        let progress = ProgressDisplay(total: work.count, on: console.io.standardError)
        renderer.run(work, workers: jobs) { event in
            let outcome: SetRenderer.Outcome
            switch event {
            case .started(let job): progress.started(job.label); return
            case .finished(let o): outcome = o
            }
            var lines: [String] = []
            switch outcome {
            case .image(let image):
                spent.withLock { $0.compose += image.composeTime; $0.encode += image.encodeTime }
                lines += image.warnings.map { "mockshot: warning: \(image.job.label): \($0)" }
                let target = output.appending(RawPath(image.job.path))
                let error: String? = writeLock.withLock { _ in write(image.bytes, to: target, console: console) }
                if let error {
                    failed.withLock { $0 += 1 }
                    lines.append("mockshot: error: \(image.job.label): \(error)")
                } else {
                    written.withLock { $0.append((target.display, image.pixelWidth, image.pixelHeight, image.bytes.count)) }
                }
            case .failure(let failure):
                failed.withLock { $0 += 1 }
                lines += failure.messages.map { "mockshot: error: \($0)" }
            }
            progress.finished(printing: lines)
        }
        progress.close()
        // 5. What was written, in the set's order, and files an earlier run left that this one did not write
        //    (fastlane deliver would upload them too).
        let files = written.withLock { $0 }.sorted { $0.path < $1.path }
        if shard == .all {
            for stale in leftovers(in: output, set: set, written: Set(files.map(\.path))) {
                console.error("mockshot: warning: \(stale) was not written by this run (the set has \(set.screenshots.count) screenshot"
                              + "\(set.screenshots.count == 1 ? "" : "s")); remove it before uploading the folder")
            }
        }
        var summary = files.map { "\($0.path)  \($0.width)×\($0.height)  \(kibibytes($0.bytes))" }
        let seconds = Double((ContinuousClock.now - start).components.attoseconds) / 1e18 + Double((ContinuousClock.now - start).components.seconds)
        let failures = failed.withLock { $0 }
        var total = "mockshot: wrote \(files.count) of \(work.count) screenshots into \(output.display)"
        if shard != .all { total += " (shard \(shard))" }
        total += " in \(String(format1(seconds))) s with \(min(jobs, max(1, work.count))) job\(jobs == 1 ? "" : "s")"
        summary.append(total)
        try console.output(summary.joined(separator: "\n"))
        if args.flag("--timings") {
            let (compose, encode) = spent.withLock { $0 }
            let c = milliseconds(compose), e = milliseconds(encode)
            console.error("mockshot: timings: \(files.count) images, compose \(Int(c.rounded())) ms, encode \(Int(e.rounded())) ms"
                          + " (\(Int((100 * e / max(c + e, 0.001)).rounded())) % of the work), wall \(Int((seconds * 1000).rounded())) ms")
        }
        if failures > 0 { throw CLIError.failure("\(failures) of \(work.count) screenshots failed") }
        return ExitCode.success
    }

    /// `--locale` and `--device`: only those of the config's, each checked against it.
    static func filter(_ set: inout ScreenshotSet, _ args: ParsedArguments) throws(CLIError) {
        let locales = args.values("--locale").map(\.text)
        if !locales.isEmpty {
            var keep: [String] = []
            for l in locales {
                let have = set.localizations.map(\.locale)
                guard let code = try? AppStoreLocale.canonical(l), have.contains(code) else {
                    throw CLIError.usage("--locale '\(l.oneLine)' is not one of the config's locales (\(have.joined(separator: ", ")))")
                }
                keep.append(code)
            }
            set.localizations = set.localizations.filter { keep.contains($0.locale) }
            set.problems.removeAll { if case .locale = $0.scope { true } else { false } }
        }
        let devices = args.values("--device").map(\.text)
        if !devices.isEmpty {
            var keep: [OutputDevice] = []
            for d in devices {
                let device: OutputDevice
                do { device = try OutputDevice.named(d) } catch { throw CLIError.usage("--device: \(error)") }
                guard set.devices.contains(device) else {
                    throw CLIError.usage("--device '\(d.oneLine)' (\(device)) is not one of the config's devices (\(set.devices.map(\.fileToken).joined(separator: ", ")))")
                }
                keep.append(device)
            }
            set.devices = set.devices.filter { keep.contains($0) }
            set.problems.removeAll { if case .device = $0.scope { true } else { false } }
        }
    }

    /// Screenshot files (`<nn>_<device>.png|jpg` for one of the set's devices) in the set's locale folders
    /// that are not among `written`.
    static func leftovers(in output: RawPath, set: ScreenshotSet, written: Set<String>) -> [String] {
        let tokens = Set(set.devices.map(\.fileToken))
        var found: [String] = []
        for loc in set.localizations {
            let folder = output.appending(RawPath(loc.locale))
            guard let dir = folder.withCString({ opendir($0) }) else { continue }
            defer { closedir(dir) }
            while let entry = readdir(dir) {
                let name: String = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                guard let underscore = name.firstIndex(of: "_"), name[..<underscore].allSatisfy(\.isNumber), !name[..<underscore].isEmpty,
                      let dot = name.lastIndex(of: "."), ["png", "jpg"].contains(name[name.index(after: dot)...]),
                      underscore < dot, tokens.contains(String(name[name.index(after: underscore)..<dot])) else { continue }
                let path = folder.appending(RawPath(name)).display
                if !written.contains(path) { found.append(path) }
            }
        }
        return found.sorted()
    }

    /// Writes one image all or nothing, creating its locale's folder; nil, or why not.
    static func write(_ bytes: [UInt8], to path: RawPath, console: Console) -> String? {
        if let reason = FileSystem.createDirectories(path.directory.text) { return "cannot create '\(path.directory.display)': \(reason)" }
        let outputs = console.transaction()
        do throws(OutputError) {
            let slot = try outputs.prepare(path)
            try outputs.write(bytes, to: slot)
            try outputs.commit()
            return nil
        } catch {
            return error.description
        }
    }

    static func milliseconds(_ d: Duration) -> Double {
        Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
    }

    static func kibibytes(_ n: Int) -> String { "\((n + 512) / 1024) KiB" }
    static func format1(_ v: Double) -> String {
        let tenths = Int((v * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}

/// Defaults shared with the library's encoder.
enum JPEGEncoderDefaults {
    static let quality = JPEGEncoder.defaultQuality
}

/// The number of processors online: the default for `--jobs`.
enum WorkerCount {
    static var cores: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
}
