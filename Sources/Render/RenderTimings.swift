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
        let (seconds, attoseconds) = start.duration(to: now).components
        start = now
        return Double(seconds) * 1000 + Double(attoseconds) / 1e15
    }
}
