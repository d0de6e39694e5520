import ImageCompare
import Render

/// `--timings`: the wall time of each step of a `render` or `sheet` run, printed to stderr as one line,
/// e.g. `mockshot: timings: registry 0.6 ms, setup 1.4 ms, layout 5.1 ms, paint 4.0 ms, encode 16.9 ms,
/// write 0.4 ms, total 28.4 ms`. Process start-up (loading the binary and its libraries) happens
/// before `main` and is not included; time the whole command for that.
struct PhaseTimer {
    private var start = ContinuousClock.now
    private var last = ContinuousClock.now
    private(set) var phases: [(name: String, ms: Double)] = []

    /// Ends the current step under `name`.
    mutating func lap(_ name: String) {
        let now = ContinuousClock.now
        phases.append((name, last.duration(to: now).milliseconds))
        last = now
    }

    /// Replaces the last step with the renderer's own breakdown of it.
    mutating func split(into timings: RenderTimings) {
        guard let rendered = phases.popLast() else { return }
        let parts = [("setup", timings.setup), ("layout", timings.layout), ("paint", timings.paint)]
        phases += parts
        let rest = rendered.ms - parts.reduce(0) { $0 + $1.1 }
        if rest >= 0.05 { phases.append(("other", rest)) }
    }

    var line: String {
        let items = phases.map { "\($0.name) \(Self.format($0.ms)) ms" } + ["total \(Self.format(start.duration(to: last).milliseconds)) ms"]
        return "mockshot: timings: " + items.joined(separator: ", ")
    }

    /// One decimal, e.g. `16.9`.
    private static func format(_ ms: Double) -> String { FixedDecimal.format(ms, fractionDigits: 1) }
}
