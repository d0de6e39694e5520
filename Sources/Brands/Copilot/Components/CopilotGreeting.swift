import Layout

/// The empty conversation: a large flourish, the greeting and the tone selector. The greeting scales
/// with Dynamic Type (`cpGreeting`); the tone labels stay pinned.
public struct CopilotGreeting: View {
    public let greeting: String
    @Binding var tone: Int

    public init(greeting: String = CopilotSampleContent.greeting, tone: Binding<Int> = .constant(1)) {
        self.greeting = greeting; _tone = tone
    }

    public var body: some View {
        VStack(spacing: 20) {
            CopilotFlourish(size: 56)
            Text(greeting)
                .font(.cpGreeting)
                .foregroundStyle(Color.cpTextPrimary)
                .multilineTextAlignment(.center)
            CopilotToneSelector(selection: $tone)
                .frame(maxWidth: 300)
        }
        .padding(.horizontal, 24)
    }
}
