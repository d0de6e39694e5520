import Layout

/// Three 8 pt dots pulsing in a wave while a reply is being generated, drawn at `time` seconds into
/// the guide's animation (see `TypingDots`). With Reduce Motion (§8) the dots stand still at full
/// opacity beside a "Generating..." label.
public struct TypingIndicator: View {
    let time: Double

    @Environment(\.accessibilityReduceMotion) var reduceMotion

    public init(time: Double = 0) { self.time = time }

    public var body: some View {
        let opacity = reduceMotion ? [1.0, 1.0, 1.0] : TypingDots.opacities(at: time)
        HStack(spacing: 8) {
            HStack(spacing: 6) {
                Circle().fill(GPTColor.textSecondary).frame(width: 8, height: 8).opacity(opacity[0])
                Circle().fill(GPTColor.textSecondary).frame(width: 8, height: 8).opacity(opacity[1])
                Circle().fill(GPTColor.textSecondary).frame(width: 8, height: 8).opacity(opacity[2])
            }
            if reduceMotion {
                Text("Generating...")
                    .font(.gptMeta)
                    .foregroundStyle(GPTColor.textSecondary)
            }
        }
        .accessibilityLabel("Generating")
    }
}
