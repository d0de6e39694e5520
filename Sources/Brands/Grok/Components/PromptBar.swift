import Layout

/// The composer: paperclip, a field that grows to five lines, and the Send button, in a 24 pt-radius
/// `grokSurface1` capsule with a 1 pt border that brightens to `grokFocusBorder` while editing.
///
/// The guide's `@FocusState` is the render-state `\.isFocused` here: render focused inside
/// `.environment(\.isFocused, true)`, which also makes the field draw its caret (tinted primary text).
public struct GrokPromptBar: View {
    @Binding var text: String
    @Environment(\.isFocused) private var focused
    let sendState: GrokSendButton.State
    let onSend: () -> Void

    public init(text: Binding<String>, sendState: GrokSendButton.State, onSend: @escaping () -> Void = {}) {
        _text = text; self.sendState = sendState; self.onSend = onSend
    }

    public var body: some View {
        HStack(alignment: .bottom, spacing: 8) {
            Image(systemName: "paperclip")
                .font(.system(size: 18)).foregroundStyle(Color.grokTextSecondary)
            TextField("Ask Grok anything", text: $text, axis: .vertical)
                .font(.grokPromptInput)
                .foregroundStyle(Color.grokTextPrimary)
                .tint(Color.grokTextPrimary)
                .lineLimit(1...5)
            GrokSendButton(state: sendState, action: onSend)
        }
        .padding(.horizontal, 12).padding(.vertical, 8)
        .background(RoundedRectangle(cornerRadius: 24).fill(Color.grokSurface1))
        .overlay(RoundedRectangle(cornerRadius: 24)
            .strokeBorder(focused ? Color.grokFocusBorder : Color.grokDivider,
                          lineWidth: 1))
        .padding(.horizontal, 16)
    }
}
