/// Where the time of one render went, in milliseconds of wall time: what `mockshot render --timings`
/// prints, so a slow render can be blamed on the right step without a profiler.
public struct RenderTimings: Sendable, Equatable {
    /// Taking a font map and Pango context (the first render of a process loads the fonts here).
    public var setup: Double = 0
    /// Building the node tree, measuring text and placing every view.
    public var layout: Double = 0
    /// Allocating the canvas and painting the background and the display list.
    public var paint: Double = 0

    public init(setup: Double = 0, layout: Double = 0, paint: Double = 0) {
        self.setup = setup; self.layout = layout; self.paint = paint
    }

    /// Milliseconds from `start` to now, and moves `start` to now: one call per step.
    static func lap(_ start: inout ContinuousClock.Instant) -> Double {
        let now = ContinuousClock.now
        defer { start = now }
        return start.duration(to: now).milliseconds
    }
}

extension Duration {
    /// The duration in milliseconds, for timings people read.
    public var milliseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1000 + Double(attoseconds) / 1e15
    }
}
