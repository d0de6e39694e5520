import ImageCompare
import Imaging
import Render
import Synchronization

/// Renders a batch in one process: `jobs` workers take items (in list order, except that a worker keeps
/// to the scenes it has drawn: see `BatchSchedule`), each drawing, encoding and writing one item at a
/// time, so start-up, fonts and the shaping caches are paid once for all of them.
///
/// - Output bytes do not depend on `jobs`: an item's PNG depends on the item alone (each render has a
///   font map of its own; the PNG encoder cuts its bands by image size, never by core count).
/// - One failing item does not stop the others; each failure is printed with its reason as it happens,
///   and the exit status says the batch was not all rendered (see `exitCode`).
/// - Each item's output is written all or nothing (its own `OutputTransaction`, committed when the PNG
///   is complete); a failed item leaves no file.
/// - On a terminal, a live line shows the count, the current item and the time left; one summary line
///   ends every batch.
struct BatchRunner {
    let items: [BatchItem]
    let settings: RenderSettings
    /// Where the items' outputs go (their `output` is relative to it).
    let directory: RawPath
    let jobs: Int
    let shard: Shard?
    /// The run's standard error: the workers' messages, the live line and the summary go there.
    let console: Console

    /// Runs every item; returns the exit code.
    func run() -> Int32 {
        let start = ContinuousClock.now
        let progress = ProgressDisplay(total: items.count, on: console.io.standardError)
        let outcomes = Mutex([ItemFailure?](repeating: nil, count: items.count))
        let workers = max(1, min(jobs, items.count))
        let items = self.items, settings = self.settings, directory = self.directory, console = self.console
        // `--jobs N` keeps to N cores: with a render per core, each keeps its PNG bands and canvas on its
        // own thread; a lone worker with cores to spare spreads its render over them.
        let spread = workers == 1 && jobs > 1
        let schedule = BatchSchedule(keys: items.map(\.affinityKey), workers: workers)
        WorkerThreads.run(count: workers) { worker in
          ParallelWork.$isAllowed.withValue(spread) {
            while let i = schedule.next(worker: worker) {
                progress.started(items[i].label)
                var lines: [String] = []
                do throws(ItemFailure) {
                    let output = try ItemRenderer.render(items[i], settings: settings)
                    lines += output.image.warnings.map { "mockshot: warning: \(items[i].label): \($0)" }
                    try Self.write(output.png, to: directory.appending(items[i].output), console: console)
                    if settings.timings { lines.append("mockshot: timings: \(items[i].label): " + Self.timings(output)) }
                } catch {
                    outcomes.withLock { $0[i] = error }
                    lines += error.lines.map { "mockshot: error: " + $0 }
                }
                progress.finished(printing: lines)
            }
          }
        }
        progress.close()
        let failures = outcomes.withLock { $0 }
        let failed = failures.indices.filter { failures[$0] != nil }
        // One summary line.
        let elapsed = start.duration(to: .now)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        var line = "mockshot: rendered \(items.count - failed.count) of \(items.count) into \(directory.display)"
        if let shard { line += " (shard \(shard))" }
        line += " in \(FixedDecimal.format(seconds, fractionDigits: 1)) s with \(workers) job\(workers == 1 ? "" : "s")"
        if !failed.isEmpty {
            let names = failed.prefix(5).map { items[$0].label }.joined(separator: ", ")
            line += "; \(failed.count) failed: \(names)" + (failed.count > 5 ? ", …" : "")
        }
        console.error(line)
        return Self.exitCode(failed.map { failures[$0]!.code })
    }

    /// 0 when nothing failed; the failures' code when they share one (64: the command line asked for
    /// something an item refuses; 65: invalid scenes; 1: a render or write failed); 1 when they differ.
    static func exitCode(_ codes: [Int32]) -> Int32 {
        guard let first = codes.first else { return ExitCode.success }
        return codes.allSatisfy { $0 == first } ? first : ExitCode.failure
    }

    /// Writes one item's PNG all or nothing, making its folder (and any under the output directory) first.
    static func write(_ png: [UInt8], to path: RawPath, console: Console) throws(ItemFailure) {
        let folder = path.directory
        if !FileSystem.isDirectory(folder.text), let reason = FileSystem.createDirectories(folder.text) {
            throw ItemFailure("cannot create the directory '\(folder.display)': \(reason)", code: ExitCode.failure)
        }
        let outputs = console.transaction()
        do throws(OutputError) {
            let slot = try outputs.prepare(path)
            try outputs.write(png, to: slot)
            try outputs.commit()
        } catch { throw ItemFailure(error.description, code: ExitCode.failure) }
    }

    /// `setup 0.1 ms, layout 4.2 ms, paint 5.0 ms, encode 13.9 ms`.
    static func timings(_ output: ItemRenderer.Output) -> String {
        let t = output.image.timings
        return [("setup", t.setup), ("layout", t.layout), ("paint", t.paint), ("encode", output.encodeMs)]
            .map { "\($0.0) \(FixedDecimal.format($0.1, fractionDigits: 1)) ms" }.joined(separator: ", ")
    }
}
