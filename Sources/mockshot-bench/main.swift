import Foundation
import CCairo
import Layout
import Render
import Imaging
import Gallery
import ImageCompare

/// `make bench`: per-frame layout + raster and PNG encode of the 390×844 pt bench scene at @3x,
/// each next to a reference measured in the same run; the whole `mockshot render` process; and the
/// image diff of two screenshots against ImageMagick's `compare -metric AE`. All figures are medians.
let frames = Int(ProcessInfo.processInfo.environment["BENCH_FRAMES"] ?? "") ?? 40
let scale = 3.0
let size = Size(width: 390, height: 844)
var env = EnvironmentValues()
env.colorScheme = .light
let background = BenchScene.canvas(.light).resolve(in: env)
let options = RenderOptions(scale: scale, background: background)
let binDir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().path
let work = FileManager.default.temporaryDirectory.appendingPathComponent("mockshot-bench-\(getpid())")
try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: work) }

print("mockshot bench: 390×844 pt scene at @3x (1170×2532 px), \(frames) frames, medians")
if ProcessInfo.processInfo.environment["BENCH_ENGINE_ONLY"] != nil {
    // Profiling aid: only engine frames (layout + raster).
    for _ in 0..<frames { _ = try Renderer.render(BenchScene(), proposal: ProposedViewSize(size), environment: env, options: options) }
    exit(0)
}
if ProcessInfo.processInfo.environment["BENCH_LAYOUT_ONLY"] != nil {
    // Profiling aid: only the engine's own work (no shaping, no raster), many times over.
    for _ in 0..<frames {
        _ = try LayoutEngine.layout(BenchScene(), proposal: ProposedViewSize(size), environment: env, measurer: ConstantTextMeasurer(), scale: scale)
    }
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

if ProcessInfo.processInfo.environment["BENCH_PNG_LEVELS"] != nil {
    for level in [0, 1, 3, 5, 7, 9] {
        var bytes = 0
        let ms = Stopwatch.median((0..<9).map { _ in Stopwatch.time { bytes = (try? image.pngData(compressionLevel: level).count) ?? 0 } })
        print("  level \(level): \(fmt(ms)) ms, \(bytes / 1024) KiB")
    }
}

// 3. A whole `mockshot render` process for the bench scene, start to PNG on disk.
let mockshot = binDir + "/mockshot"
if FileManager.default.isExecutableFile(atPath: mockshot) {
    let out = work.appendingPathComponent("process.png").path
    var times: [Double] = []
    for i in 0..<12 {
        let r = try runProcess(mockshot, ["render", "bench.chat-screen", "--scale", "3", "-o", out])
        guard r.status == 0 else { print("mockshot render failed with status \(r.status)"); break }
        if i >= 2 { times.append(r.ms) }
    }
    print("mockshot render      whole process \(fmt(Stopwatch.median(times), 1)) ms (goal < 50 ms)")
} else {
    print("mockshot render      skipped: \(mockshot) not built")
}

// 4. Image diff of two 1170×2532 screenshots differing in one message, PNG decoding included,
//    against ImageMagick `compare -metric AE` on the same pair.
let a = work.appendingPathComponent("a.png").path, b = work.appendingPathComponent("b.png").path
try Renderer.render(BenchScene(), proposal: ProposedViewSize(size), environment: env, options: options).writePNG(to: a)
try Renderer.render(BenchScene(edited: true), proposal: ProposedViewSize(size), environment: env, options: options).writePNG(to: b)
var diffCount = 0
var diffTimes: [Double] = []
for _ in 0..<max(5, frames / 4) {
    diffTimes.append(try Stopwatch.time {
        let (da, db) = try PNGDecoder().decodePair(a, b)
        diffCount = try ImageDiff.compare(da, db).diffCount
    })
}
let ours = Stopwatch.median(diffTimes)
let compareTool = ["/usr/bin/compare", "/usr/bin/compare-im6.q16"].first { FileManager.default.isExecutableFile(atPath: $0) }
if let compareTool {
    var imTimes: [Double] = []
    for _ in 0..<5 { imTimes.append(try runProcess(compareTool, ["-metric", "AE", a, b, "null:"]).ms) }
    let im = Stopwatch.median(imTimes)
    print("image diff           ours \(fmt(ours, 1)) ms (\(diffCount) px differ)   ImageMagick compare -metric AE \(fmt(im, 1)) ms   "
          + "speed-up \(fmt(im / ours, 1))× (goal ≥ 5×)")
} else {
    print("image diff           ours \(fmt(ours, 1)) ms (\(diffCount) px differ)   ImageMagick not installed (apt-get install imagemagick)")
}

/// Answers every text with a fixed size, so the breakdown measures the engine, not a measurer.
final class ConstantTextMeasurer: TextMeasurer {
    func measure(_ text: ResolvedText, width: Double?) -> TextMeasurement {
        TextMeasurement(size: Size(width: min(width ?? 200, 200), height: 40), firstBaseline: 15, lineCount: 2)
    }
}
