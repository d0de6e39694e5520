import Layout

/// The black/white circle (light/dark) with an up arrow, or a stop square while generating. Pressed
/// state: render inside `.environment(\.isPressed, true)` (the press style scales it to 0.94).
public struct SendButton: View {
    let isEnabled: Bool
    let isGenerating: Bool
    let action: () -> Void

    @Environment(\.colorScheme) var scheme
    @Environment(\.accessibilityReduceMotion) var reduceMotion

    public init(isEnabled: Bool, isGenerating: Bool, action: @escaping () -> Void = {}) {
        self.isEnabled = isEnabled; self.isGenerating = isGenerating; self.action = action
    }

    var circleColor: Color {
        if !isEnabled { return .gptSendDisabled }
        return scheme == .dark ? .gptSendDark : .gptSendLight
    }
    var iconColor: Color {
        scheme == .dark ? .gptSendLight : .gptSendDark
    }

    public var body: some View {
        Button(action: action) {
            Image(systemName: isGenerating ? "stop.fill" : "arrow.up")
                .font(.system(size: 16, weight: .bold))
                .foregroundStyle(iconColor)
                .frame(width: 32, height: 32)
                .background(Circle().fill(circleColor))
        }
        .disabled(!isEnabled && !isGenerating)
        .buttonStyle(SendPressStyle(scales: !reduceMotion))
        .sensoryFeedback(.impact(flexibility: .solid), trigger: isGenerating)
        .accessibilityLabel(isGenerating ? "Stop generating" : "Send")
    }
}

/// Scales the button to 0.94 while pressed. §8 Reduce Motion: "skip send button scale".
public struct SendPressStyle: ButtonStyle {
    let scales: Bool
    public init(scales: Bool = true) { self.scales = scales }

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .scaleEffect(configuration.isPressed && scales ? 0.94 : 1.0)
            .animation(.spring(response: 0.2, dampingFraction: 0.7), value: configuration.isPressed)
    }
}
