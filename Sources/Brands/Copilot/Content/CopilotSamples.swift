/// The sample screens of `mockshot list copilot` as content values, built from `CopilotSampleContent`.
extension CopilotConversation {
    /// A finished two-turn exchange about a Lisbon trip, with follow-up suggestions.
    public static let sample = CopilotConversation(
        messages: [
            .user(CopilotSampleContent.userPromptLong),
            .assistant("Happy to help — tell me what you enjoy and I'll shape the days around it."),
            .user(CopilotSampleContent.userPrompt),
            .assistant(CopilotSampleContent.answer),
        ],
        greeting: CopilotSampleContent.greeting, suggestions: CopilotSampleContent.followUps)

    /// A new conversation: the greeting, the tone selector and starter suggestions.
    public static let sampleGreeting = CopilotConversation(greeting: CopilotSampleContent.greeting,
                                                           suggestions: CopilotSampleContent.starters)

    /// A question with the answer not yet begun: the flourish's thinking dots.
    public static let sampleThinking = CopilotConversation(
        messages: [.user(CopilotSampleContent.userPrompt), .assistant("", state: .thinking)],
        greeting: CopilotSampleContent.greeting, suggestions: CopilotSampleContent.followUps)

    /// A question with the answer partway through streaming.
    public static let sampleStreaming = CopilotConversation(
        messages: [.user(CopilotSampleContent.userPrompt), .assistant(CopilotSampleContent.answerStreaming, state: .streaming)],
        greeting: CopilotSampleContent.greeting, suggestions: CopilotSampleContent.followUps)

    /// The finished exchange with a follow-up being typed into the focused prompt bar.
    public static let sampleFocused: CopilotConversation = {
        var c = sample
        c.draft = CopilotSampleContent.prompt
        c.isComposerFocused = true
        return c
    }()
}

extension CopilotSidebarContent {
    /// Today's and yesterday's chats, the Lisbon trip open, over the finished exchange.
    public static let sample = CopilotSidebarContent(
        sections: [CopilotSidebarSection(title: "Today", chats: CopilotSampleContent.recentsToday),
                   CopilotSidebarSection(title: "Yesterday", chats: CopilotSampleContent.recentsYesterday)],
        activeChat: CopilotSampleContent.recentsToday.first, conversation: .sample)
}
