import Layout

/// Answer text while tokens arrive, swept by a warm, low-opacity gradient added onto it.
///
/// The guide animates `phase` from -0.3 to 1.3 linearly over 1.1 s, forever; `phase` is the render
/// state (the band spans `phase…phase + 0.3` of the width). Reduce Motion stops the sweep.
public struct CopilotStreamingText: View {
    public let text: String
    public var phase: CGFloat = -0.3
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    public init(text: String, phase: CGFloat = -0.3) { self.text = text; self.phase = phase }

    /// The sweep's range and period.
    public static let phaseRange: ClosedRange<CGFloat> = -0.3...1.3
    public static let period = 1.1

    public var body: some View {
        Text(text)
            .font(.cpAnswerBody)
            .foregroundStyle(Color.cpTextPrimary)
            .lineSpacing(6)
            .overlay(
                LinearGradient(
                    colors: [.clear, Color.cpGold.opacity(0.28), Color.cpCoral.opacity(0.20), .clear],
                    startPoint: .init(x: phase, y: 0.5),
                    endPoint: .init(x: phase + 0.3, y: 0.5)
                )
                .blendMode(.plusLighter)
                .allowsHitTesting(false)
                .opacity(reduceMotion ? 0 : 1)
            )
    }
}
