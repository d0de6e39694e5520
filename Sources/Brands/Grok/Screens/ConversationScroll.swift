import Layout

/// The guide's `ConversationScroll` with the sample conversation: a question, Grok's answer citing an
/// X post (with its action row), a follow-up and the reply streaming in with its cursor.
public struct GrokConversationScroll: View {
    public init() {}

    public var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                GrokUserBubble(text: GrokSample.question)
                    .padding(.horizontal, 16)
                VStack(alignment: .leading, spacing: 12) {
                    GrokAssistantResponse(text: GrokSample.answer, isStreaming: false)
                    XCitationCard(author: GrokSample.author, handle: GrokSample.handle, timeAgo: GrokSample.timeAgo,
                                  isVerified: true, postText: GrokSample.post, replies: GrokSample.replies,
                                  reposts: GrokSample.reposts, likes: GrokSample.likes)
                        .padding(.horizontal, 16)
                    GrokActionRow()
                }
                GrokUserBubble(text: GrokSample.followUp)
                    .padding(.horizontal, 16)
                GrokAssistantResponse(text: GrokSample.streamingAnswer, isStreaming: true)
            }
            .padding(.top, 12)
            .padding(.bottom, 16)
            .readableWidth(GrokKit.readableWidth)
        }
    }
}
