import Glibc
import CCairo
import Layout
import Render
import Imaging
import Gallery
import ImageCompare

/// `make bench`: per-frame layout + raster and PNG encode of the 390×844 pt bench scene at @3x,
/// each next to a reference measured in the same run; the whole `mockshot render` process; and the
/// image diff of two screenshots against ImageMagick's `compare -metric AE`; batches of scenes against
/// one-shot processes, and `--jobs 1` against `--jobs 2`. All figures are medians.
let frames = Int(environment("BENCH_FRAMES") ?? "") ?? 40
let scale = 3.0
let size = Size(width: 390, height: 844)
var env = EnvironmentValues()
env.colorScheme = .light
let background = BenchScene.canvas(.light).resolve(in: env)
let options = RenderOptions(scale: scale, background: background)
let binDir = FileSystem.parentDirectory(FileSystem.absolute(CommandLine.arguments[0]))
let work = FileSystem.join(environment("TMPDIR") ?? "/tmp", "mockshot-bench-\(getpid())")
if let reason = FileSystem.createDirectories(work) { print("mockshot-bench: cannot create \(work): \(reason)"); exit(1) }
/// `work/name`.
func workFile(_ name: String) -> String { FileSystem.join(work, name) }

print("mockshot bench: 390×844 pt scene at @3x (1170×2532 px), \(frames) frames, medians")
if environment("BENCH_BATCH_ONLY") != nil {
    // Only the batch measurements (see BatchBench).
    try BatchBench.run(mockshot: binDir + "/mockshot", work: work, runs: Int(environment("BENCH_BATCH_RUNS") ?? "") ?? 7)
    rmdir(work)
    exit(0)
}
if environment("BENCH_ENGINE_ONLY") != nil {
    // Profiling aid: only engine frames (layout + raster).
    for _ in 0..<frames { _ = try Renderer.render(BenchScene(), proposal: ProposedViewSize(size), environment: env, options: options) }
    rmdir(work)
    exit(0)
}
if environment("BENCH_APPSTORE_ONLY") != nil {
    // Only the App Store set against single renders (see AppStoreBench).
    try AppStoreBench.run(mockshot: binDir + "/mockshot", work: work)
    rmdir(work)
    exit(0)
}
if environment("BENCH_BLUR_ONLY") != nil {
    // Only the blurs (see BlurBench).
    try BlurBench.run(frames: frames, size: size, environment: env, options: options)
    rmdir(work)
    exit(0)
}
if environment("BENCH_LAYOUT_ONLY") != nil {
    // Profiling aid: only the engine's own work (no shaping, no raster), many times over.
    for _ in 0..<frames {
        _ = try LayoutEngine.layout(BenchScene(), proposal: ProposedViewSize(size), environment: env, measurer: ConstantTextMeasurer(), scale: scale)
    }
    rmdir(work)
    exit(0)
}

// 1. Layout + raster per frame, against direct Cairo/Pango drawing of the same scene.
let reference = try DirectReference(scheme: .light, scale: scale)
var lastImage: RenderedImage?
let (engineMs, directMs) = try Stopwatch.compare(runs: frames, {
    lastImage = try Renderer.render(BenchScene(), proposal: ProposedViewSize(size), environment: env, options: options)
}, {
    reference.draw()
})
print("layout + raster      engine \(fmt(engineMs)) ms   direct Cairo/Pango \(fmt(directMs)) ms   ratio \(fmt(engineMs / directMs))× (goal ≤ 1.2×)")
// Where the engine's time goes: resolve + layout + display list with a font-free measurer (no shaping).
var layoutOnly: [Double] = []
for _ in 0..<frames {
    layoutOnly.append(try Stopwatch.time {
        _ = try LayoutEngine.layout(BenchScene(), proposal: ProposedViewSize(size), environment: env,
                                    measurer: ConstantTextMeasurer(), scale: scale)
    })
}
print("  of which            views → frames → display list without text shaping \(fmt(Stopwatch.median(layoutOnly))) ms")

// 1b. The blurs: a shadow, a material and a blurred view against the same screen without them (see BlurBench).
try BlurBench.run(frames: frames, size: size, environment: env, options: options)

// 2. PNG encode of that frame, against cairo_surface_write_to_png (to memory: no disk in either).
let image = lastImage!
var ourBytes = 0, cairoBytes = 0
let (ourMs, cairoMs) = try Stopwatch.compare(runs: max(5, frames / 4), {
    ourBytes = try image.pngData().count
}, {
    cairoBytes = image.withUnsafeSurface { CairoPNG.writeToMemory($0) }
})
print("PNG encode           ours \(fmt(ourMs)) ms (\(ourBytes / 1024) KiB)   cairo_surface_write_to_png \(fmt(cairoMs)) ms (\(cairoBytes / 1024) KiB)   "
      + "speed-up \(fmt(cairoMs / ourMs, 1))× (goal ≥ 3×), size \(fmt(Double(ourBytes) / Double(cairoBytes)))× (goal ≤ 1.1×)")

if environment("BENCH_PNG_LEVELS") != nil {
    for level in [0, 1, 3, 5, 7, 9] {
        var bytes = 0
        let ms = Stopwatch.median((0..<9).map { _ in Stopwatch.time { bytes = (try? image.pngData(compressionLevel: level).count) ?? 0 } })
        print("  level \(level): \(fmt(ms)) ms, \(bytes / 1024) KiB")
    }
}

// 3. A whole `mockshot render` process for the bench scene, start to PNG on disk. Next to it, measured in
//    the same interleaved runs: the same binary's start-up alone (`mockshot --help`: loading the binary and
//    its libraries), and the in-process steps as `--timings` reports them.
let mockshot = binDir + "/mockshot"
if access(mockshot, X_OK) == 0 {
    let out = workFile("process.png")
    let timingsFile = workFile("timings.txt")
    var times: [Double] = [], startups: [Double] = []
    var steps: [String: [Double]] = [:], order: [String] = []
    for i in 0..<23 {
        let r = try runProcess(mockshot, ["render", "bench.chat-screen", "--scale", "3", "-o", out])
        guard r.status == 0 else { print("mockshot render failed with status \(r.status)"); break }
        let help = try runProcess(mockshot, ["--help"])
        _ = try runProcess(mockshot, ["render", "bench.chat-screen", "--scale", "3", "-o", out, "--timings"], stderrPath: timingsFile)
        guard i >= 2 else { continue }  // the first runs warm the page cache
        times.append(r.ms)
        startups.append(help.ms)
        let line = String(decoding: FileSystem.contents(timingsFile) ?? [], as: UTF8.self)
        for item in line.dropFirst("mockshot: timings: ".count).split(separator: ",") {
            let parts = item.split(separator: " ")
            guard parts.count == 3, let ms = Double(parts[1]) else { continue }
            let name = String(parts[0])
            if steps[name] == nil { order.append(name) }
            steps[name, default: []].append(ms)
        }
    }
    if !times.isEmpty {
        print("mockshot render      whole process \(fmt(Stopwatch.median(times), 1)) ms (range \(fmt(times.min()!, 1))–\(fmt(times.max()!, 1)), goal < 50 ms)")
        print("                     start-up alone (mockshot --help) \(fmt(Stopwatch.median(startups), 1)) ms")
        print("                     steps: " + order.map { "\($0) \(fmt(Stopwatch.median(steps[$0]!), 1))" }.joined(separator: ", ") + " ms")
    }
} else {
    print("mockshot render      skipped: \(mockshot) not built")
}

// 3b. Batches: amortized cost per image against one-shot processes, and --jobs 1 against --jobs 2.
if access(mockshot, X_OK) == 0 && environment("BENCH_SKIP_BATCH") == nil {
    try BatchBench.run(mockshot: mockshot, work: work, runs: Int(environment("BENCH_BATCH_RUNS") ?? "") ?? 7)
}
// 3b. An App Store set in one process against 60 single renders (see AppStoreBench).
if access(mockshot, X_OK) == 0 { try AppStoreBench.run(mockshot: mockshot, work: work) }

// 4. Image diff of two 1170×2532 screenshots differing in one message, PNG decoding included,
//    against ImageMagick `compare -metric AE` on the same pair.
let a = workFile("a.png"), b = workFile("b.png")
try Renderer.render(BenchScene(), proposal: ProposedViewSize(size), environment: env, options: options).writePNG(to: a)
try Renderer.render(BenchScene(edited: true), proposal: ProposedViewSize(size), environment: env, options: options).writePNG(to: b)
let compareTool = ["/usr/bin/compare", "/usr/bin/compare-im6.q16"].first { (path: String) in access(path, X_OK) == 0 }

/// Decoding and diffing `first` against `second` (the median of several runs) next to ImageMagick's
/// `compare -metric AE` on the same pair, measured in the same run.
func benchDiff(_ label: String, _ first: String, _ second: String) throws {
    var diffCount = 0, aaCount = 0
    var diffTimes: [Double] = []
    for _ in 0..<max(5, frames / 4) {
        diffTimes.append(try Stopwatch.time {
            let (da, db) = try PNGDecoder().decodePair(first, second)
            let result = try ImageDiff.compare(da, db)
            diffCount = result.diffCount; aaCount = result.aaCount
        })
    }
    let ours = Stopwatch.median(diffTimes)
    if environment("BENCH_DIFF_STEPS") != nil {
        // Profiling aid: decoding and comparing apart.
        let (da, db) = try PNGDecoder().decodePair(first, second)
        var decode: [Double] = [], compare: [Double] = [], noAA: [Double] = []
        for _ in 0..<7 {
            decode.append(try Stopwatch.time { _ = try PNGDecoder().decodePair(first, second) })
            compare.append(try Stopwatch.time { _ = try ImageDiff.compare(da, db) })
            noAA.append(try Stopwatch.time { _ = try ImageDiff.compare(da, db, options: DiffOptions(includeAA: true)) })
        }
        print("  decode pair \(fmt(Stopwatch.median(decode), 1)) ms, compare \(fmt(Stopwatch.median(compare), 1)) ms, "
              + "without the anti-aliasing check \(fmt(Stopwatch.median(noAA), 1)) ms")
        func cpu() -> Double { var t = timespec(); clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t); return Double(t.tv_sec) * 1000 + Double(t.tv_nsec) / 1e6 }
        var cpuCompare: [Double] = [], cpuNoAA: [Double] = [], cpuDecode: [Double] = []
        for _ in 0..<7 {
            let t = cpu(); _ = try PNGDecoder().decodePair(first, second); cpuDecode.append(cpu() - t)
            var t0 = cpu(); _ = try ImageDiff.compare(da, db); cpuCompare.append(cpu() - t0)
            t0 = cpu(); _ = try ImageDiff.compare(da, db, options: DiffOptions(includeAA: true)); cpuNoAA.append(cpu() - t0)
        }
        print("  CPU time: decode pair \(fmt(Stopwatch.median(cpuDecode), 1)) ms, compare \(fmt(Stopwatch.median(cpuCompare), 1)) ms, without the anti-aliasing check \(fmt(Stopwatch.median(cpuNoAA), 1)) ms")
    }
    let counts = "\(diffCount) px differ, \(aaCount) anti-aliased"
    if let compareTool {
        var imTimes: [Double] = []
        for _ in 0..<5 { imTimes.append(try runProcess(compareTool, ["-metric", "AE", first, second, "null:"]).ms) }
        let im = Stopwatch.median(imTimes)
        print("\(label) ours \(fmt(ours, 1)) ms (\(counts))   ImageMagick compare -metric AE \(fmt(im, 1)) ms   "
              + "speed-up \(fmt(im / ours, 1))× (goal ≥ 5×)")
    } else {
        print("\(label) ours \(fmt(ours, 1)) ms (\(counts))   ImageMagick not installed (apt-get install imagemagick)")
    }
}
try benchDiff("image diff, one message", a, b)

// 5. The same screen in light and dark: every pixel changes, so every pixel goes through the
//    anti-aliasing check.
var darkEnv = env
darkEnv.colorScheme = .dark
let darkOptions = RenderOptions(scale: scale, background: BenchScene.canvas(.dark).resolve(in: darkEnv))
let d = workFile("d.png")
try Renderer.render(BenchScene(), proposal: ProposedViewSize(size), environment: darkEnv, options: darkOptions).writePNG(to: d)
try benchDiff("image diff, light vs dark", a, d)

// The scratch files go. (Explicitly, not with a top-level `defer`: Swift 6.3's optimiser crashes on a
// top-level defer with a body like this among throwing statements.)
for name in ["process.png", "timings.txt", "a.png", "b.png", "d.png"] { unlink(workFile(name)) }
rmdir(work)

/// Answers every text with a fixed size, so the breakdown measures the engine, not a measurer.
final class ConstantTextMeasurer: TextMeasurer {
    func measure(_ text: ResolvedText, width: Double?) -> TextMeasurement {
        TextMeasurement(size: Size(width: min(width ?? 200, 200), height: 40), firstBaseline: 15, lineCount: 2)
    }
}


