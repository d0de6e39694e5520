import Layout

/// The guide's `ConversationScroll` with `content`'s messages: user bubbles and Grok's replies (with
/// their citations and, once complete, the action row). It opens on the latest message, so a long
/// conversation shows its end above the prompt bar; a short one starts under the top bar.
public struct GrokConversationScroll: View {
    let content: GrokConversation

    public init(content: GrokConversation) { self.content = content }

    public var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                ForEach(content.messages.indices, id: \.self) { i in
                    GrokMessageView(message: content.messages[i], animationTime: content.animationTime,
                                    cursorVisible: content.cursorVisible)
                }
            }
            .padding(.top, 12)
            .padding(.bottom, 16)
            .readableWidth(GrokKit.readableWidth)
        }
        .defaultScrollAnchor(.bottom, for: .initialOffset)
    }
}

/// One message: the user's bubble, or a reply with its citations and action row, or the search in progress.
struct GrokMessageView: View {
    let message: GrokMessage
    let animationTime: Double
    let cursorVisible: Bool
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        switch (message.role, message.state) {
        case (.assistant, .streaming) where reduceMotion:
            // Reduce Motion: the reply (text and citations) fades in whole once complete; not yet.
            EmptyView()
        case (.user, _):
            GrokUserBubble(text: message.text)
                .padding(.horizontal, 16)
        case (.assistant, .searching):
            VStack(alignment: .leading, spacing: 12) {
                Image("grok-glyph")
                    .resizable().frame(width: 24, height: 24)
                    .foregroundStyle(Color.grokTextPrimary)
                    .padding(.horizontal, 16)
                GrokSearchingRow(searching: true, phase: animationTime)
            }
        case (.assistant, let state):
            VStack(alignment: .leading, spacing: 12) {
                GrokAssistantResponse(text: message.text, isStreaming: state == .streaming, cursorVisible: cursorVisible)
                ForEach(message.citations.indices, id: \.self) { i in
                    citation(message.citations[i])
                        .padding(.horizontal, 16)
                }
                if state == .complete {
                    GrokActionRow(didCopy: message.copied)
                }
            }
        }
    }

    func citation(_ c: GrokCitation) -> XCitationCard {
        XCitationCard(author: c.author, handle: c.handle, timeAgo: c.timeAgo, isVerified: c.isVerified, postText: c.text,
                      replies: c.replies, reposts: c.reposts, likes: c.likes, pressed: c.isPressed)
    }
}
