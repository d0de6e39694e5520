import Layout
import MockshotKit

/// Three flourish dots pulsing before the first token.
///
/// The guide flips `t` on appear and lets each dot animate its scale 0.5 → 1 with
/// `.easeInOut(duration: 0.5).repeatForever()` (auto-reversing), delayed 0.15 s per dot. `time` is the
/// render state: seconds since `t` flipped; `scale(dot:at:)` evaluates that animation. Under Reduce
/// Motion the dots hold still at full size (the guide stops Copilot's idle flourish motion there; the
/// thinking dots are that flourish's pulse).
public struct CopilotThinking: View {
    public var time: Double = 0
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    public init(time: Double = 0) { self.time = time }

    public static let halfPeriod = 0.5
    public static let stagger = 0.15

    /// Scale of dot `i` at `time`.
    public static func scale(dot i: Int, at time: Double) -> Double {
        // 1. Each dot starts its animation after its delay; before that it rests at 0.5.
        let local = time - Double(i) * stagger
        if local <= 0 { return 0.5 }
        // 2. Repeat-forever with autoreverse: even half-cycles run 0.5 → 1, odd ones run back.
        let cycles = local / halfPeriod
        let n = cycles.rounded(.down)
        let eased = TimingCurve.easeInOut.progress(at: cycles - n)
        let progress = Int(n) % 2 == 0 ? eased : 1 - eased
        return 0.5 + 0.5 * progress
    }

    public var body: some View {
        HStack(spacing: 6) {
            ForEach(0..<3) { i in
                Circle()
                    .fill(LinearGradient.copilotFlourish)
                    .frame(width: 7, height: 7)
                    .scaleEffect(reduceMotion ? 1 : Self.scale(dot: i, at: time))
                    .animation(.easeInOut(duration: 0.5).repeatForever().delay(Double(i) * 0.15), value: time)
            }
        }
        .accessibilityLabel("Copilot is thinking")
    }
}
