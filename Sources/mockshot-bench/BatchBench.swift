import Glibc
import Imaging

/// `make bench`, batches: the example scenes of the ten brand screens at @3x (1170×2532 px each),
/// rendered by one-shot `mockshot render --scene` processes (each screen once) and by one batch process
/// (the ten screens three times over, a manifest of 30), and that batch with `--jobs 1` against `--jobs 2`. Runs are interleaved so both sides of each comparison see the
/// same machine; every figure is a median.
enum BatchBench {
    /// The ten brand screens' example scenes.
    static let screens = ["chatgpt-conversation", "chatgpt-sidebar", "chatgpt-voice", "grok-conversation", "copilot-conversation",
                          "copilot-sidebar", "characterai-chat", "characterai-discover", "kik-conversation", "kik-chats"]

    /// `examples/scenes` of the checkout this bench was built from.
    static var examples: String {
        var root = FileSystem.absolute(#filePath)
        for _ in 0..<3 { root = FileSystem.parentDirectory(root) }
        return FileSystem.join(root, "examples/scenes")
    }

    static func run(mockshot: String, work: String, runs: Int) throws {
        let scenes = screens.map { FileSystem.join(examples, $0 + ".yaml") }
        guard scenes.allSatisfy(FileSystem.exists) else { print("batch                skipped: no example scenes in \(examples)"); return }
        let out = FileSystem.join(work, "batch/")
        let one = FileSystem.join(work, "one.png")
        // The batch: the ten screens three times over (30 images), as a manifest.
        let rounds = 3
        let manifest = FileSystem.join(work, "batch.yaml")
        var text = "scenes:\n"
        for round in 0..<rounds { for s in scenes { text += "  - {scene: '\(s)', output: '\(round)-\(FileSystem.lastComponent(s)).png'}\n" } }
        _ = text.withCString { FileSystem.writeText($0, to: manifest) }
        let images = Double(rounds * scenes.count)

        // 1. One-shot processes (each screen once) against the batch's amortized cost per image (default --jobs).
        //    CPU time is measured beside wall-clock time: it does not depend on what else the machine runs.
        var oneShot: [Double] = [], perImage: [Double] = [], oneShotCPU: [Double] = [], perImageCPU: [Double] = []
        for i in 0..<(runs + 1) {
            var total = 0.0, cpu = 0.0
            for s in scenes {
                let r = try runProcess(mockshot, ["render", "--scene", s, "-o", one])
                guard r.status == 0 else { throw BenchError(message: "mockshot render --scene \(s) failed (\(r.status))") }
                total += r.ms; cpu += r.cpuMs
            }
            let b = try runProcess(mockshot, ["render", "--manifest", manifest, "-o", out])
            guard b.status == 0 else { throw BenchError(message: "the batch failed (\(b.status))") }
            if i == 0 { continue }   // warms the page cache and the font cache
            oneShot.append(total / Double(scenes.count)); oneShotCPU.append(cpu / Double(scenes.count))
            perImage.append(b.ms / images); perImageCPU.append(b.cpuMs / images)
        }
        let single = Stopwatch.median(oneShot), amortized = Stopwatch.median(perImage)
        let singleCPU = Stopwatch.median(oneShotCPU), amortizedCPU = Stopwatch.median(perImageCPU)
        print("batch of \(Int(images)) @3x screens amortized \(fmt(amortized, 1)) ms per image   one-shot 'render --scene' process \(fmt(single, 1)) ms"
              + " (mean of the \(scenes.count) screens)   ratio \(fmt(amortized / single))× (goal ≤ 0.33×)")
        print("                     CPU per image \(fmt(amortizedCPU, 1)) ms (batch)   \(fmt(singleCPU, 1)) ms (one-shot process)   ratio \(fmt(amortizedCPU / singleCPU))×")

        // 2. --jobs 1 against --jobs 2, on the same batch. The CPU time each run used tells how many cores it
        //    kept busy: on a machine other work shares, wall-clock speed-up is capped by what it leaves free.
        var t1: [Double] = [], t2: [Double] = [], c1: [Double] = [], c2: [Double] = []
        for i in 0..<(runs + 1) {
            let a = try runProcess(mockshot, ["render", "--manifest", manifest, "-o", out, "--jobs", "1"])
            let b = try runProcess(mockshot, ["render", "--manifest", manifest, "-o", out, "--jobs", "2"])
            guard a.status == 0, b.status == 0 else { throw BenchError(message: "the manifest batch failed") }
            if i == 0 { continue }
            t1.append(a.ms); t2.append(b.ms); c1.append(a.cpuMs); c2.append(b.cpuMs)
        }
        let j1 = Stopwatch.median(t1), j2 = Stopwatch.median(t2)
        print("batch of \(Int(images)) @3x, --jobs 1 \(fmt(j1, 0)) ms   --jobs 2 \(fmt(j2, 0)) ms   speed-up \(fmt(j1 / j2))× (goal ≥ 1.7× on 2 cores; \(WorkerCount.cores) online)")
        print("                     CPU per image \(fmt(Stopwatch.median(c1) / images, 1)) ms (--jobs 1), \(fmt(Stopwatch.median(c2) / images, 1)) ms (--jobs 2); "
              + "cores busy \(fmt(Stopwatch.median(zip(c1, t1).map { $0 / $1 })))× and \(fmt(Stopwatch.median(zip(c2, t2).map { $0 / $1 })))×; load average \(loadAverage())")
        unlink(one); unlink(manifest)
        _ = rmTree(out)
    }

    /// Removes a folder of files (no subfolders).
    static func rmTree(_ path: String) -> Bool {
        guard let dir = opendir(path) else { return false }
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { unlink(FileSystem.join(path, name)) }
        }
        closedir(dir)
        return rmdir(path) == 0
    }
}

/// `/proc/loadavg`'s one-minute figure.
func loadAverage() -> String {
    let text = String(decoding: FileSystem.contents("/proc/loadavg") ?? [], as: UTF8.self)
    return text.split(separator: " ").first.map(String.init) ?? "?"
}

enum WorkerCount {
    static var cores: Int { Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))) }
}

extension FileSystem {
    /// Writes a C string to a new file (the bench's scratch manifests).
    static func writeText(_ text: UnsafePointer<CChar>, to path: String) -> Bool {
        guard let f = fopen(path, "w") else { return false }
        defer { fclose(f) }
        return fputs(text, f) >= 0
    }
}
