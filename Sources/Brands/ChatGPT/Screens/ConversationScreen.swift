import Layout
import MockshotKit

/// The chat screen: top bar (sidebar toggle, model chip, New chat), a two-turn
/// conversation whose replies carry a code block and a GFM table, and the composer. The thread
/// rests on its latest message, as the app opens scrolled to the bottom. `isGenerating` shows the
/// last reply still on its way: typing dots in its place and the stop button in the composer.
public struct ConversationScreen: View {
    let isGenerating: Bool
    let typingTime: Double

    public init(isGenerating: Bool = false, typingTime: Double = 0.4) {
        self.isGenerating = isGenerating; self.typingTime = typingTime
    }

    public var body: some View {
        PhoneScreen(background: GPTColor.canvas) {
            VStack(spacing: 0) {
                GPTTopBar(modelName: SampleConversation.modelName)
                ScrollView {
                    ConversationThread(isGenerating: isGenerating, typingTime: typingTime)
                        .readableWidth(ChatGPTKit.readableWidth)
                }
                .defaultScrollAnchor(.bottom)
                Composer(text: .constant(""), isGenerating: isGenerating)
                    .readableWidth(ChatGPTKit.readableWidth)
                    .padding(.top, 8)
            }
            .gptTheme()
        }
    }
}

/// The sample exchange, message after message.
struct ConversationThread: View {
    let isGenerating: Bool
    let typingTime: Double

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            UserMessageBubble(text: SampleConversation.firstQuestion)
            AssistantMessage(content: SampleConversation.firstAnswer, thumbState: .up)
            UserMessageBubble(text: SampleConversation.secondQuestion)
            if isGenerating {
                HStack(alignment: .center, spacing: 8) {
                    Image(systemName: "sparkles")
                        .font(.system(size: 18))
                        .foregroundStyle(GPTColor.textPrimary)
                        .frame(width: 24, height: 24)
                    TypingIndicator(time: typingTime)
                }
                .padding(.horizontal, 16)
                .padding(.vertical, 8)
            } else {
                AssistantMessage(content: SampleConversation.secondAnswer)
            }
        }
        .padding(.vertical, 12)
    }
}
