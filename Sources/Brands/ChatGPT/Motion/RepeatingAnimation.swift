import MockshotKit

/// A value animated as the guide writes it: `withAnimation(.easeInOut(duration: d)
/// .repeatForever(autoreverses: true).delay(delay)) { value = to }` from `from`. The delay applies
/// once, before the first repetition (it follows `repeatForever`); each repetition then runs
/// forward over `duration` and back over `duration`.
public struct RepeatingAnimation: Hashable, Sendable {
    public var from: Double
    public var to: Double
    public var duration: Double
    public var delay: Double
    public var autoreverses: Bool
    public var curve: TimingCurve

    public init(from: Double, to: Double, duration: Double, delay: Double = 0, autoreverses: Bool = true,
                curve: TimingCurve = .easeInOut) {
        self.from = from; self.to = to; self.duration = duration; self.delay = delay
        self.autoreverses = autoreverses; self.curve = curve
    }

    /// The value `time` seconds after the animation was started (before its delay has passed it
    /// still shows `from`).
    public func value(at time: Double) -> Double {
        let local = time - delay
        guard local > 0, duration > 0 else { return from }
        let period = autoreverses ? 2 * duration : duration
        let phase = local.truncatingRemainder(dividingBy: period)
        // Forward half: time runs 0…1; the reversed half replays the same curve backwards.
        let fraction = phase < duration ? phase / duration : 1 - (phase - duration) / duration
        return from + (to - from) * curve.progress(at: fraction)
    }
}
