import Layout

/// The message composer: a capsule text field that grows to five lines and a round send button that
/// becomes a stop button while the AI streams.
///
/// The guide's field is a `Capsule` padded only horizontally, which suits its single-line 44 pt height.
/// Once the field grows (`lineLimit(1...5)`), the first and last lines would sit on the capsule's
/// rounded ends, so the kit adds 10 pt above and below and draws the field as a 22 pt rounded rectangle:
/// exactly the capsule at one line (the engine's capsule is a rounded rect of half its height), and a
/// tall field keeps 22 pt corners instead of turning into a pill.
///
/// Send button states, as the guide's expressions give them: empty and idle → grey (`caiBubbleUser`
/// disc, tertiary arrow); text to send → accent disc, white arrow; streaming → accent disc, white stop.
public struct Composer: View {
    @Binding var text: String
    let characterName: String
    let streaming: Bool
    let onSend: () -> Void
    let onStop: () -> Void

    public init(text: Binding<String>, characterName: String, streaming: Bool,
                onSend: @escaping () -> Void = {}, onStop: @escaping () -> Void = {}) {
        self._text = text; self.characterName = characterName; self.streaming = streaming
        self.onSend = onSend; self.onStop = onStop
    }

    public var body: some View {
        HStack(spacing: 10) {
            TextField("Message \(characterName)…", text: $text, axis: .vertical)
                .font(.caiMessageDense)
                .foregroundStyle(Color.caiTextPrimary)
                .lineLimit(1...5)
                .padding(.horizontal, 16)
                .padding(.vertical, 10)        // kit addition: keeps grown lines off the capsule's ends
                .frame(minHeight: 44)
                .background(RoundedRectangle(cornerRadius: 22).fill(Color.caiSurface2))
                .overlay(RoundedRectangle(cornerRadius: 22).strokeBorder(Color.caiDivider, lineWidth: 1))

            Button(action: streaming ? onStop : onSend) {
                Image(systemName: streaming ? "stop.fill" : "arrow.up")
                    .font(.system(size: 18, weight: .bold))
                    .foregroundStyle(text.isEmpty && !streaming ? Color.caiTextTertiary : Color.caiOnAccent)
                    .frame(width: 40, height: 40)
                    .background(Circle().fill(text.isEmpty && !streaming ? Color.caiBubbleUser : Color.caiAccent))
            }
            .animation(.easeInOut(duration: 0.15), value: streaming)
            .accessibilityLabel(streaming ? "Stop generating" : "Send")
        }
        .padding(.horizontal, 14).padding(.top, 10).padding(.bottom, 16)
        .overlay(Divider().background(Color.caiDivider), alignment: .top)
    }
}
