import Layout
import MockshotKit

/// The chat screen built from `content`, on the device in the environment: top bar (sidebar toggle, model
/// chip, New chat), the thread, and the composer (on an iPad, thread and composer in a centred column of
/// `ChatGPTKit.readableWidth`). The thread opens on its latest message, as the app does, so a long
/// conversation shows its end above the composer; a short one starts under the top bar. While the last
/// reply is on its way the composer offers Stop.
public struct ChatGPTConversationScreen: View {
    let content: ChatGPTConversation

    public init(content: ChatGPTConversation = ChatGPTConversation()) { self.content = content }

    public var body: some View {
        PhoneScreen(background: GPTColor.canvas) {
            VStack(spacing: 0) {
                GPTTopBar(modelName: content.model, showsShare: !content.messages.isEmpty)
                ScrollView {
                    ChatGPTThread(content: content)
                        .readableWidth(ChatGPTKit.readableWidth)
                }
                .defaultScrollAnchor(.bottom, for: .initialOffset)
                Composer(text: .constant(content.draft), isGenerating: content.isGenerating, isDictating: content.isDictating)
                    .environment(\.isFocused, content.isComposerFocused)
                    .readableWidth(ChatGPTKit.readableWidth)
                    .padding(.top, 8)
            }
            .gptTheme()
        }
    }
}

/// The messages, one under another, 16 pt apart.
struct ChatGPTThread: View {
    let content: ChatGPTConversation

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            ForEach(content.messages.indices, id: \.self) { i in
                ChatGPTMessageView(message: content.messages[i], animationTime: content.animationTime)
            }
        }
        .padding(.vertical, 12)
    }
}

/// One message: the user's bubble, an assistant reply, or the typing dots of a reply not yet begun.
struct ChatGPTMessageView: View {
    let message: ChatGPTMessage
    let animationTime: Double

    var body: some View {
        switch (message.role, message.state) {
        case (.user, _):
            UserMessageBubble(text: message.text, attachmentUrls: message.attachments)
        case (.assistant, .typing):
            HStack(alignment: .center, spacing: 8) {
                Image(systemName: "sparkles")
                    .font(.system(size: 18))
                    .foregroundStyle(GPTColor.textPrimary)
                    .frame(width: 24, height: 24)
                TypingIndicator(time: animationTime)
            }
            .padding(.horizontal, 16)
            .padding(.vertical, 8)
        case (.assistant, let state):
            AssistantMessage(content: message.text, thumbState: thumbState, isFlagged: message.isFlagged,
                             showsFeedback: state == .complete, copied: message.copied,
                             copiedCodeBlock: message.copiedCodeBlock)
        }
    }

    var thumbState: AssistantMessage.ThumbState {
        switch message.feedback {
        case .none: .neutral
        case .thumbsUp: .up
        case .thumbsDown: .down
        }
    }
}
