import ChatGPTKit
import Layout
import MockshotKit

/// A ChatGPT screen with our own conversation, built from the kit's components: the top bar, the user's
/// bubbles, an assistant reply in Markdown with its feedback row, and the composer with a draft. The device
/// (size, safe area, status bar) comes from the environment, so the same screen renders on every iPhone and iPad.
public struct TripPlannerScreen: View {
    public init() {}

    public var body: some View {
        PhoneScreen(background: GPTColor.canvas) {
            VStack(spacing: 0) {
                GPTTopBar(modelName: "ChatGPT 4o")
                ScrollView {
                    VStack(alignment: .leading, spacing: 16) {
                        UserMessageBubble(text: "Plan a rainy Sunday in Edinburgh for two.")
                        AssistantMessage(content: """
                            A cosy plan that stays mostly indoors:

                            1. **Morning**: the National Museum of Scotland (free).
                            2. **Lunch**: soup on *Victoria Street*.
                            3. **Afternoon**: the Writers' Museum, then tea.
                            """, thumbState: .up)
                        UserMessageBubble(text: "Swap the museum for something with a view?")
                    }
                    .padding(.vertical, 12)
                    .readableWidth(ChatGPTKit.readableWidth)
                }
                .defaultScrollAnchor(.bottom)
                Composer(text: .constant("And dinner near the Old Town?"))
                    .readableWidth(ChatGPTKit.readableWidth)
                    .padding(.top, 8)
            }
            .gptTheme()
        }
    }
}
