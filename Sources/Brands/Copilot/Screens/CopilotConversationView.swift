import Layout

/// The conversation under the top bar, built from `content`: the greeting while there are no messages,
/// otherwise the turns; then suggestions and the prompt bar. The turns rest on the prompt bar, as a chat
/// scrolled to its latest message, so a long conversation runs up under the top bar.
public struct CopilotConversationView: View {
    public let content: CopilotConversation

    public init(content: CopilotConversation) { self.content = content }

    public var body: some View {
        VStack(spacing: 0) {
            // minHeight 0: a transcript taller than the space overflows (upward, under the top bar)
            // instead of pushing the prompt bar off the screen.
            transcript
                .frame(maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: content.messages.isEmpty ? .center : .bottom)
            VStack(spacing: 10) {
                if content.showsSuggestions {
                    ScrollView(.horizontal, showsIndicators: false) {
                        HStack(spacing: 8) {
                            ForEach(content.suggestions.indices, id: \.self) { i in
                                CopilotSuggestionChip(label: content.suggestions[i], featured: i == 0)
                            }
                        }
                        .padding(.horizontal, 16)
                    }
                }
                CopilotPromptBar(text: .constant(content.draft), focused: content.isComposerFocused, isStreaming: content.isGenerating)
            }
            .padding(.top, 12)
            .padding(.bottom, 8)
        }
    }

    @ViewBuilder private var transcript: some View {
        if content.messages.isEmpty {
            CopilotGreeting(greeting: content.greeting, tone: .constant(content.tone.index))
        } else {
            VStack(alignment: .leading, spacing: 20) {
                ForEach(content.messages.indices, id: \.self) { i in
                    CopilotMessageView(message: content.messages[i], neutral: content.neutralUserTurns,
                                       animationTime: content.animationTime)
                }
            }
            // Without chips between them, the last turn keeps 8 pt more from the prompt bar.
            .padding(.bottom, content.showsSuggestions ? 0 : 8)
        }
    }
}

/// One turn: the user's bubble, an answer card, or the flourish thinking before the first token.
struct CopilotMessageView: View {
    let message: CopilotMessage
    let neutral: Bool
    let animationTime: Double

    var body: some View {
        switch (message.role, message.state) {
        case (.user, _):
            CopilotUserTurn(text: message.text, neutral: neutral)
        case (.assistant, .thinking):
            HStack(spacing: 10) {
                CopilotFlourish(size: 22)
                CopilotThinking(time: animationTime)
            }
            .padding(.horizontal, 32)
        case (.assistant, let state):
            CopilotAnswerCard(markdown: message.text, isStreaming: state == .streaming)
        }
    }
}
