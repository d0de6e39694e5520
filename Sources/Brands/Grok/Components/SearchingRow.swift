import Layout

/// The status row shown while Grok searches X: a globe and "Searching X…" in secondary text, pulsing
/// (guide §5). `phase` is the time into the pulse in seconds (see `GrokPulse`); when not searching, or
/// under Reduce Motion (the guide turns Grok's other loops off there too), the row holds still at full opacity.
public struct GrokSearchingRow: View {
    let searching: Bool
    let phase: Double
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    public init(searching: Bool = true, phase: Double = 0) { self.searching = searching; self.phase = phase }

    private var pulse: Double { GrokPulse.opacity(at: phase) }

    public var body: some View {
        HStack(spacing: 6) {
            Image(systemName: "globe").font(.system(size: 16))
            Text("Searching X…").font(.grokBodySmall)
        }
        .foregroundStyle(Color.grokTextSecondary)
        .opacity(searching && !reduceMotion ? pulse : 1)
        .animation(.easeInOut(duration: 0.9).repeatForever(autoreverses: true), value: pulse)
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(.horizontal, 16)
    }
}
