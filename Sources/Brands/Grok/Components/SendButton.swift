import Layout

/// The 32 pt round Send button and its state machine: a grey arrow while there is nothing to send, a
/// black arrow on white once there is, a stop square while a reply streams. It shrinks to 92 % when
/// pressed (render pressed inside `.environment(\.isPressed, true)`).
public struct GrokSendButton: View {
    public enum State: String, Sendable, CaseIterable { case disabled, enabled, streaming }
    let state: State
    let action: () -> Void

    public init(state: State, action: @escaping () -> Void = {}) { self.state = state; self.action = action }

    public var body: some View {
        Button(action: action) {
            Group {
                switch state {
                case .streaming:
                    Image(systemName: "stop.fill")
                        .foregroundStyle(Color.grokTextPrimary)
                default:
                    Image(systemName: "arrow.up")
                        .foregroundStyle(state == .enabled ? Color.black : Color.grokTextSecondary)
                }
            }
            .font(.system(size: 16, weight: .semibold))
            .frame(width: 32, height: 32)
            .background(Circle().fill(fill))
        }
        .sensoryFeedback(.impact(flexibility: .soft), trigger: state)
        .buttonStyle(GrokPressableStyle(scale: 0.92))
        .disabled(state == .disabled)
        .accessibilityLabel(state == .streaming ? "Stop generating" : "Send message")
    }

    private var fill: Color {
        switch state {
        case .disabled:  return .grokSurface3
        case .enabled:   return .grokAccentWhite
        case .streaming: return .grokSurface3
        }
    }
}
