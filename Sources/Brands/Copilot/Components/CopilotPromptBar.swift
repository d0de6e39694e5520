import Layout

/// The acrylic prompt bar: add, the growing text field, mic, and send (or stop while streaming).
///
/// The guide's `@FocusState` becomes the `focused` render state: a 1.5 pt accent border and a caret.
/// Blue here is ink (send, stop, focus), so it is `cpAccent`: #0078D4 on light, #4DA3E0 on dark as the
/// accessibility notes ask. The 52 pt base height is a fixed minimum; only the input text scales.
public struct CopilotPromptBar: View {
    @Binding var text: String
    var focused: Bool
    var isStreaming: Bool = false
    let onSend: () -> Void
    let onStop: () -> Void

    public init(text: Binding<String>, focused: Bool = false, isStreaming: Bool = false,
                onSend: @escaping () -> Void = {}, onStop: @escaping () -> Void = {}) {
        _text = text; self.focused = focused; self.isStreaming = isStreaming; self.onSend = onSend; self.onStop = onStop
    }

    public var body: some View {
        HStack(spacing: 10) {
            Button { } label: {
                Image(systemName: "plus")
                    .font(.system(size: 22)).foregroundStyle(Color.cpTextSecondary)
            }
            TextField("Message Copilot", text: $text, axis: .vertical)
                .font(.cpPromptInput)
                .environment(\.isFocused, focused)
                .tint(Color.cpAccent)
                .lineLimit(1...5)
            Button { } label: {
                Image(systemName: "mic")
                    .font(.system(size: 22)).foregroundStyle(Color.cpTextSecondary)
            }
            sendButton
        }
        .padding(.horizontal, 14)
        .padding(.vertical, 8)
        .frame(minHeight: 52)
        .background(.copilotMaterial)
        .background(Color.cpSurface.opacity(0.5))
        .clipShape(RoundedRectangle(cornerRadius: 24, style: .continuous))
        .overlay(
            RoundedRectangle(cornerRadius: 24, style: .continuous)
                .strokeBorder(focused ? Color.cpAccent : Color.cpHairline,
                              lineWidth: focused ? 1.5 : 1)
                .animation(.easeOut(duration: 0.18), value: focused)
        )
        .padding(.horizontal, 16)
        .animation(.spring(response: 0.2, dampingFraction: 0.7), value: isStreaming)
    }

    @ViewBuilder private var sendButton: some View {
        if isStreaming {
            Button(action: onStop) {
                Image(systemName: "stop.fill")
                    .font(.system(size: 14, weight: .bold)).foregroundStyle(.white)
                    .frame(width: 36, height: 36)
                    .background(Circle().fill(Color.cpAccent))
            }
            .accessibilityLabel("Stop generating")
        } else {
            let active = !text.isEmpty
            Button(action: onSend) {
                Image(systemName: "arrow.up")
                    .font(.system(size: 18, weight: .semibold))
                    .foregroundStyle(active ? .white : Color.cpTextSecondary)
                    .frame(width: 36, height: 36)
                    .background(Circle().fill(active ? Color.cpAccent : .clear))
            }
            .disabled(!active)
            .sensoryFeedback(.impact(flexibility: .soft), trigger: active)
            .accessibilityLabel("Send")
        }
    }
}
