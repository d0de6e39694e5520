/// The sample screen of `mockshot list grok` as a content value, built from `GrokSample`'s words.
extension GrokConversation {
    /// A question, Grok's answer citing an X post, a follow-up, and the reply streaming in (cursor shown).
    public static let sample = GrokConversation(messages: [
        .user(GrokSample.question),
        .assistant(GrokSample.answer, citations: [GrokCitation.sample]),
        .user(GrokSample.followUp),
        .assistant(GrokSample.streamingAnswer, state: .streaming),
    ])
}

extension GrokCitation {
    /// The invented post the sample answer cites.
    public static let sample = GrokCitation(author: GrokSample.author, handle: GrokSample.handle, timeAgo: GrokSample.timeAgo,
                                            isVerified: true, text: GrokSample.post, replies: GrokSample.replies,
                                            reposts: GrokSample.reposts, likes: GrokSample.likes)
}
