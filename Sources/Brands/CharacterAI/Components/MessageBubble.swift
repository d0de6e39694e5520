import Layout

/// One chat message: AI bubbles carry the speaker's 26 pt avatar and a 1 pt hairline; user bubbles
/// are plain and sit on the trailing side. Both use the tuck shape.
///
/// `streaming` and `caretOn` are the guide's streaming states (§5: a tail caret blinks every 0.5 s
/// while tokens arrive); a finished message has neither.
public struct MessageBubble: View {
    public enum Speaker: Sendable { case ai, user }
    let speaker: Speaker
    let text: String
    let avatar: RadialGradient
    var streaming = false
    var caretOn = true

    public init(speaker: Speaker, text: String, avatar: RadialGradient = .caiAvatarBlue,
                streaming: Bool = false, caretOn: Bool = true) {
        self.speaker = speaker; self.text = text; self.avatar = avatar
        self.streaming = streaming; self.caretOn = caretOn
    }

    /// The message runs, plus the blinking tail caret while streaming (hidden keeps its width, so the
    /// text does not reflow as it blinks).
    var content: Text {
        guard streaming else { return caiAttributed(text) }
        let caret = Text("\u{258D}").font(.caiMessage).foregroundColor(caretOn ? .caiTextSecondary : .clear)
        return caiAttributed(text) + caret
    }

    public var body: some View {
        HStack(alignment: .top, spacing: 9) {
            if speaker == .ai {
                Circle().fill(avatar).frame(width: 26, height: 26).padding(.top, 2)
            }
            content
                .lineSpacing(4)               // ≈ line-height 1.5 at 15pt
                .padding(.vertical, 11).padding(.horizontal, 14)
                .background(
                    TuckBubbleShape(speaker: speaker == .ai ? .ai : .user)
                        .fill(speaker == .ai ? Color.caiBubbleAI : Color.caiBubbleUser)
                )
                .overlay(
                    speaker == .ai
                    ? AnyView(TuckBubbleShape(speaker: .ai).strokeBorder(Color.caiDivider, lineWidth: 1))
                    : AnyView(EmptyView())
                )
        }
        .frame(maxWidth: .infinity, alignment: speaker == .ai ? .leading : .trailing)
        .padding(.horizontal, 14)
        .frame(maxWidth: .infinity)
        .modifier(BubbleMaxWidth())
    }
}
