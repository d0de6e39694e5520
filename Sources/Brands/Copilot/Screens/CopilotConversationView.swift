import Layout

/// What the conversation area shows: the greeting, or a transcript at one of its moments.
public enum CopilotConversationMoment: Sendable {
    case greeting
    case thinking
    case streaming
    case finished
}

/// The conversation under the top bar: greeting or transcript, then suggestions and the prompt bar.
/// The transcript is anchored to the bottom, as a chat scrolled to its latest message, so a long one
/// runs up under the top bar.
public struct CopilotConversationView: View {
    public let moment: CopilotConversationMoment
    public var promptText: String = ""
    public var promptFocused: Bool = false

    public init(moment: CopilotConversationMoment, promptText: String = "", promptFocused: Bool = false) {
        self.moment = moment; self.promptText = promptText; self.promptFocused = promptFocused
    }

    public var body: some View {
        VStack(spacing: 0) {
            // minHeight 0: a transcript taller than the space overflows (upward, under the top bar)
            // instead of pushing the prompt bar off the screen.
            transcript
                .frame(maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: moment == .greeting ? .center : .bottom)
            VStack(spacing: 10) {
                if let chips = suggestions {
                    ScrollView(.horizontal, showsIndicators: false) {
                        HStack(spacing: 8) {
                            ForEach(chips.indices, id: \.self) { i in
                                CopilotSuggestionChip(label: chips[i], featured: i == 0)
                            }
                        }
                        .padding(.horizontal, 16)
                    }
                }
                CopilotPromptBar(text: .constant(promptText), focused: promptFocused, isStreaming: isStreaming)
            }
            .padding(.top, 12)
            .padding(.bottom, 8)
        }
    }

    private var isStreaming: Bool { moment == .thinking || moment == .streaming }

    private var suggestions: [String]? {
        switch moment {
        case .greeting: CopilotSampleContent.starters
        case .finished: CopilotSampleContent.followUps
        case .thinking, .streaming: nil
        }
    }

    @ViewBuilder private var transcript: some View {
        switch moment {
        case .greeting:
            CopilotGreeting()
        case .thinking:
            VStack(alignment: .leading, spacing: 20) {
                CopilotUserTurn(text: CopilotSampleContent.userPrompt)
                HStack(spacing: 10) {
                    CopilotFlourish(size: 22)
                    CopilotThinking(time: 0.5)
                }
                .padding(.horizontal, 32)
            }
            .padding(.bottom, 8)
        case .streaming:
            VStack(spacing: 20) {
                CopilotUserTurn(text: CopilotSampleContent.userPrompt)
                CopilotAnswerCard(markdown: CopilotSampleContent.answerStreaming, isStreaming: true)
            }
            .padding(.bottom, 8)
        case .finished:
            VStack(spacing: 20) {
                CopilotUserTurn(text: CopilotSampleContent.userPromptLong)
                CopilotAnswerCard(markdown: "Happy to help — tell me what you enjoy and I'll shape the days around it.", isStreaming: false)
                CopilotUserTurn(text: CopilotSampleContent.userPrompt)
                CopilotAnswerCard(markdown: CopilotSampleContent.answer, isStreaming: false)
            }
        }
    }
}
