import Layout

/// The caption under the prompt bar, centred in secondary text at the pinned 12 pt caption size (it
/// must not grow into the composer at large text sizes).
public struct GrokDisclaimer: View {
    public init() {}
    public var body: some View {
        Text("Grok can make mistakes. Verify important information.")
            .font(.grokCaption)
            .foregroundStyle(Color.grokTextSecondary)
            .multilineTextAlignment(.center)
            .frame(maxWidth: .infinity)
            .padding(.horizontal, 16)
    }
}
