import Layout

/// The brand mark: `sparkles` (the guide's substitute for the swirl glyph) filled with the coral→gold
/// flourish gradient. Decorative, so hidden from VoiceOver.
public struct CopilotFlourish: View {
    public var size: CGFloat = 22
    public init(size: CGFloat = 22) { self.size = size }
    public var body: some View {
        Image(systemName: "sparkles") // substitute for the swirl flourish glyph
            .font(.system(size: size, weight: .semibold))
            .foregroundStyle(LinearGradient.copilotFlourish)
            .frame(width: size, height: size)
            .accessibilityHidden(true)
    }
}
