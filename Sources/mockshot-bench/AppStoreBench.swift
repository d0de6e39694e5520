import Glibc
import Imaging

/// `make bench`, App Store sets: a whole `mockshot appstore` process rendering 10 screenshots × 3 devices ×
/// 2 locales (60 images, two of them sharing a panorama) against 60 times one `mockshot render` of a single
/// @3x screen, measured in the same run; and the share of the work spent encoding (from `--timings`).
///
/// The single render (`mockshot render --scene`) is of each screenshot's own scene (they differ: a screen with materials takes longer
/// to paint), averaged over the ten, so both sides draw the same screens. Next to the wall-clock times, the
/// CPU time of each side (from getrusage of the finished children): on a machine other work shares, the
/// set's two cores are often not both free, and the CPU figures say what it would take with them.
enum AppStoreBench {
    /// The ten brand screens' example scenes (those of the batch bench), by path.
    static var screens: [String] { BatchBench.screens.map { FileSystem.join(BatchBench.examples, $0 + ".yaml") } }
    static let layouts = ["caption-top", "bleed", "tilted", "caption-top", "two-devices", "caption-bottom", "bleed", "caption-top", "tilted", "caption-top"]

    /// The config: every layout, frames, gradients, two screenshots of a panorama, German strings.
    static func config() -> String {
        var text = """
        locales: [en-US, de-DE]
        devices: [6.9", 6.5", 13"]
        strings:
          de-DE:

        """
        for i in 1...10 { text += "    \"Screenshot \(i) shows **this**\": \"Bildschirmfoto \(i) zeigt **dies**\"\n" }
        text += """
        style:
          background: {linear-gradient: {colors: ["#1B2A6B", "#C2417A"], angle: 160}}
          caption: {highlight-color: "#FFD60A", subtitle-size: 19}
        panorama: {background: {radial-gradient: {colors: ["#2B3A8B", "#0B0B1A"], center: [0.3, 0.2]}}, from: 9, to: 10}
        screenshots:

        """
        for i in 0..<10 {
            text += "  - {scene: '\(screens[i])', title: \"Screenshot \(i + 1) shows **this**\", subtitle: Benchmarks every layout, "
                + "style: {layout: \(layouts[i])}" + (layouts[i] == "two-devices" ? ", second-scene: '\(screens[0])'" : "") + "}\n"
        }
        return text
    }

    /// Seconds of CPU (user + system) used by the finished children so far.
    static func childCPU() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    static func run(mockshot: String, work: String) throws {
        guard screens.allSatisfy(FileSystem.exists) else { print("App Store set        skipped: no example scenes in \(BatchBench.examples)"); return }
        let config = FileSystem.join(work, "appstore.yaml")
        try AtomicFile.write(Array(Self.config().utf8), to: config)
        let out = FileSystem.join(work, "appstore"), timingsFile = FileSystem.join(work, "appstore-timings.txt")
        let single = FileSystem.join(work, "single.png")
        var sets: [Double] = [], singles: [Double] = [], shares: [Double] = []
        var setCPU: [Double] = [], singleCPU: [Double] = []
        let distinct = Array(Set(screens)).sorted()
        for round in 0..<6 {
            // Interleaved, so both see the machine in the same state.
            var cpu = childCPU()
            let r = try runProcess(mockshot, ["appstore", config, "-o", out, "--timings"], stderrPath: timingsFile)
            let setSeconds = childCPU() - cpu
            guard r.status == 0 else {
                print("mockshot appstore failed with status \(r.status): " + String(decoding: FileSystem.contents(timingsFile) ?? [], as: UTF8.self))
                return
            }
            var each: [String: Double] = [:], eachCPU: [String: Double] = [:]
            for screen in distinct {
                var one: [Double] = [], oneCPU: [Double] = []
                for _ in 0..<3 {
                    cpu = childCPU()
                    one.append(try runProcess(mockshot, ["render", "--scene", screen, "--scale", "3", "-o", single]).ms)
                    oneCPU.append(childCPU() - cpu)
                }
                each[screen] = Stopwatch.median(one)
                eachCPU[screen] = Stopwatch.median(oneCPU)
            }
            guard round > 0 else { continue }  // the first round warms the page cache
            sets.append(r.ms)
            singles.append(screens.map { each[$0]! }.reduce(0, +) / Double(screens.count))
            setCPU.append(setSeconds)
            singleCPU.append(screens.map { eachCPU[$0]! }.reduce(0, +) / Double(screens.count))
            // "mockshot: timings: 60 images, compose C ms, encode E ms (P % of the work), wall W ms"
            let line = String(decoding: FileSystem.contents(timingsFile) ?? [], as: UTF8.self)
            if let open = line.firstIndex(of: "("), let percent = Double(line[line.index(after: open)...].prefix { $0 != " " }) {
                shares.append(percent)
            }
        }
        let set = Stopwatch.median(sets), one = Stopwatch.median(singles)
        print("App Store set        60 images (10 screenshots × 3 devices × 2 locales) \(fmt(set / 1000, 2)) s   "
              + "60 × one mockshot render @3x of the same screens \(fmt(60 * one / 1000, 2)) s (one: \(fmt(one, 1)) ms)   "
              + "ratio \(fmt(set / (60 * one)))× (goal < 1×)")
        let cpuSet = Stopwatch.median(setCPU), cpuOne = Stopwatch.median(singleCPU)
        // CPU against CPU: both sides use the second core (a single render fills its canvas and encodes PNG
        // bands there), so the CPU ratio is roughly what the wall-clock ratio would be on a machine with nothing else
        // running, and it does not move with the load other work puts on the machine.
        print("                     CPU: the set \(fmt(cpuSet, 2)) s (\(fmt(cpuSet / 60 * 1000, 0)) ms an image), one render \(fmt(cpuOne * 1000, 0)) ms; "
              + "ratio \(fmt(cpuSet / (60 * cpuOne)))×")
        print("                     encoding \(fmt(Stopwatch.median(shares), 0)) % of the drawing and encoding work (goal ≤ 50 %)")
        _ = system("rm -rf '\(out)'")
        for f in [config, timingsFile, single] { unlink(f) }
    }
}
