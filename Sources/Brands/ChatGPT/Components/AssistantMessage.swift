import Layout
import MockshotKit

/// The assistant's reply: no bubble, a sparkle avatar beside Markdown content, and the feedback row
/// (regenerate, copy, thumbs up, thumbs down). The guide keeps the thumb choice in `@State`; a still
/// render takes it as `thumbState`. `isFlagged` marks a refusal / content-policy reply, which shows
/// the small orange note of §8 above the feedback row.
///
/// Beyond the guide, for still renders of a conversation: `showsFeedback: false` is a reply still
/// streaming in (the app shows the row once it finishes); `copied` is the moment after the row's copy
/// tap, with `checkmark` in place of `doc.on.doc`, as the guide's code block swaps its icon; and
/// `copiedCodeBlock` (1 = the first) is the code block whose Copy button reads "Copied!".
public struct AssistantMessage: View {
    let content: String  // markdown-rendered
    let thumbState: ThumbState
    let isFlagged: Bool
    var showsFeedback = true
    var copied = false
    var copiedCodeBlock: Int?
    let onRegenerate: () -> Void
    let onCopy: () -> Void
    let onThumbUp: () -> Void
    let onThumbDown: () -> Void

    public enum ThumbState: Sendable { case neutral, up, down }

    public init(content: String, thumbState: ThumbState = .neutral, isFlagged: Bool = false,
                showsFeedback: Bool = true, copied: Bool = false, copiedCodeBlock: Int? = nil,
                onRegenerate: @escaping () -> Void = {}, onCopy: @escaping () -> Void = {},
                onThumbUp: @escaping () -> Void = {}, onThumbDown: @escaping () -> Void = {}) {
        self.content = content; self.thumbState = thumbState; self.isFlagged = isFlagged
        self.showsFeedback = showsFeedback; self.copied = copied; self.copiedCodeBlock = copiedCodeBlock
        self.onRegenerate = onRegenerate; self.onCopy = onCopy; self.onThumbUp = onThumbUp; self.onThumbDown = onThumbDown
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            // Optional sparkle avatar
            HStack(alignment: .top, spacing: 8) {
                Image(systemName: "sparkles")
                    .font(.system(size: 18))
                    .foregroundStyle(GPTColor.textPrimary)
                    .frame(width: 24, height: 24)

                // The guide's `Text(LocalizedStringKey(content))` replaced by the Markdown renderer it asks for.
                MarkdownView(content, theme: theme)
            }

            if isFlagged {
                ContentFlagNote()
                    .padding(.leading, 32)
            }

            // Feedback row
            if showsFeedback {
                feedbackRow
            }
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 8)
        .sensoryFeedback(.impact(flexibility: .soft), trigger: thumbState)
        .accessibilityLabel("ChatGPT: \(content)")
        .accessibilityAction(named: "Regenerate", onRegenerate)
        .accessibilityAction(named: "Copy", onCopy)
    }

    /// The Markdown theme, with "Copied!" on the chosen code block (matched by its code).
    var theme: MarkdownTheme {
        guard let n = copiedCodeBlock else { return .chatGPT }
        let blocks = ChatGPTCodeBlocks.all(in: content)
        guard blocks.indices.contains(n - 1) else { return .chatGPT }
        return .chatGPT(copiedCode: blocks[n - 1].code)
    }

    var feedbackRow: some View {
        HStack(spacing: 8) {
            FeedbackIconButton(icon: "arrow.triangle.2.circlepath", action: onRegenerate)
            FeedbackIconButton(icon: copied ? "checkmark" : "doc.on.doc", action: onCopy)
            FeedbackIconButton(
                icon: thumbState == .up ? "hand.thumbsup.fill" : "hand.thumbsup",
                action: onThumbUp
            )
            FeedbackIconButton(
                icon: thumbState == .down ? "hand.thumbsdown.fill" : "hand.thumbsdown",
                action: onThumbDown
            )
        }
        .padding(.leading, 32)
    }
}
