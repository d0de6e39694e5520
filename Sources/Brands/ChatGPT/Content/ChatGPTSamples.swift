/// The sample screens of `mockshot list chatgpt` as content values, built from `SampleConversation`'s words.
extension ChatGPTConversation {
    /// A two-turn conversation about Swift whose replies carry a code block and a GFM table; the first
    /// reply is rated up. Long enough to open scrolled to its end.
    public static let sample = ChatGPTConversation(model: SampleConversation.modelName, messages: [
        .user(SampleConversation.firstQuestion),
        .assistant(SampleConversation.firstAnswer, feedback: .thumbsUp),
        .user(SampleConversation.secondQuestion),
        .assistant(SampleConversation.secondAnswer),
    ])

    /// The same conversation with the second reply not yet begun: typing dots, and Stop in the composer.
    public static let sampleGenerating: ChatGPTConversation = {
        var c = sample
        c.messages[3] = .assistant("", state: .typing)
        return c
    }()
}

extension ChatGPTSidebar {
    /// Three dated sections of plausible chats, the sample conversation open (and dimmed behind).
    public static let sample = ChatGPTSidebar(
        sections: SampleConversation.sidebarSections.map { ChatGPTSidebarSection(title: $0.title, chats: $0.chats.map(\.title)) },
        activeChat: SampleConversation.activeChat, accountName: "Jordan Lee", conversation: .sample)
}
