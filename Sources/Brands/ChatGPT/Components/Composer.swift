import Layout

/// The message composer: an attach button, a growing text field (1…6 lines), and either web search
/// + voice (while empty) or the send button, in a 24 pt rounded field with a 1 pt outline.
/// `isGenerating` (not in the guide's composer) swaps the trailing controls for the send button's
/// stop state while a reply streams, which the guide's `SendButton` supports.
///
/// `isDictating` is the voice button at work. The guide's symbol table gives the voice control two
/// symbols, "`mic.fill` / `waveform`", as it gives the thumbs their outline and filled forms: `mic.fill`
/// in its outlined circle at rest, and while the composer takes dictation `waveform` (18 pt) in the
/// filled circle of the send button (black on light, white on dark), the control's on state. Dictation
/// comes before Send: the field fills as the user speaks, and Send returns when it stops.
public struct Composer: View {
    @Binding var text: String
    let isGenerating: Bool
    let isDictating: Bool
    let onSend: () -> Void
    let onVoice: () -> Void
    let onAttach: () -> Void
    let onWebSearch: () -> Void

    @Environment(\.colorScheme) var scheme

    public init(text: Binding<String>, isGenerating: Bool = false, isDictating: Bool = false, onSend: @escaping () -> Void = {},
                onVoice: @escaping () -> Void = {}, onAttach: @escaping () -> Void = {}, onWebSearch: @escaping () -> Void = {}) {
        self._text = text
        self.isGenerating = isGenerating
        self.isDictating = isDictating
        self.onSend = onSend; self.onVoice = onVoice; self.onAttach = onAttach; self.onWebSearch = onWebSearch
    }

    /// Nothing but spaces and tabs, as the guide's `text.trimmingCharacters(in: .whitespaces).isEmpty` tests:
    /// Foundation's `.whitespaces` are the space separators (category Zs), U+0009 and the zero-width space
    /// U+200B; a line break counts as text.
    var isEmpty: Bool {
        text.unicodeScalars.allSatisfy { $0 == "\t" || $0 == "\u{200B}" || $0.properties.generalCategory == .spaceSeparator }
    }

    public var body: some View {
        HStack(alignment: .bottom, spacing: 8) {
            Button(action: onAttach) {
                Image(systemName: "plus")
                    .font(.system(size: 20))
                    .foregroundStyle(GPTColor.textSecondary)
                    .frame(width: 40, height: 40)
            }

            TextField("Message ChatGPT…", text: $text, axis: .vertical)
                .font(.gptBody)
                .foregroundStyle(GPTColor.textPrimary)
                .lineLimit(1...6)
                .padding(.vertical, 10)

            if isGenerating {
                SendButton(isEnabled: true, isGenerating: true, action: onSend)
            } else if isEmpty || isDictating {
                HStack(spacing: 4) {
                    Button(action: onWebSearch) {
                        Image(systemName: "globe")
                            .font(.system(size: 18))
                            .foregroundStyle(GPTColor.textSecondary)
                            .frame(width: 40, height: 40)
                    }
                    if isDictating {
                        Button(action: onVoice) {
                            Image(systemName: "waveform")
                                .font(.system(size: 18))
                                .foregroundStyle(scheme == .dark ? Color.gptSendLight : Color.gptSendDark)
                                .frame(width: 32, height: 32)
                                .background(Circle().fill(scheme == .dark ? Color.gptSendDark : Color.gptSendLight))
                        }
                        .accessibilityLabel("Stop dictation")
                    } else {
                        Button(action: onVoice) {
                            Image(systemName: "mic.fill")
                                .font(.system(size: 18))
                                .foregroundStyle(GPTColor.textSecondary)
                                .frame(width: 32, height: 32)
                                .background(Circle().strokeBorder(GPTColor.divider, lineWidth: 1))
                        }
                    }
                }
            } else {
                SendButton(isEnabled: true, isGenerating: false, action: onSend)
            }
        }
        .padding(.horizontal, 8)
        .padding(.vertical, 8)
        .background(
            RoundedRectangle(cornerRadius: 24)
                .fill(GPTColor.canvas)
                .overlay(RoundedRectangle(cornerRadius: 24).strokeBorder(GPTColor.divider, lineWidth: 1))
        )
        .padding(.horizontal, 16)
        .padding(.bottom, 8)
    }
}
