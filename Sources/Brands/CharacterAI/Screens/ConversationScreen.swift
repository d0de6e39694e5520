import Layout
import MockshotKit

/// A whole chat with a character, built from `content`: header, greeting header, the character's
/// greeting and the messages (the latest finished reply with its retry / copy / rate row), the typing
/// indicator while the character types, and the composer.
///
/// The greeting gets the list's 14 pt side margins and centred lines (the guide's header has neither,
/// which only shows once a large type size wraps the tagline).
/// The guide's message rows are capped at 86% of the screen and centred in the list; the typing row is
/// given the same cap here so its avatar lines up with the AI bubbles' (the guide's `TypingIndicator`
/// alone would sit at the 14 pt margin).
public struct CharacterAIChatScreen: View {
    let content: CharacterAIChat

    public init(content: CharacterAIChat = CharacterAIChat()) { self.content = content }

    public var body: some View {
        let character = content.character
        let transcript = content.transcript
        let last = transcript.indices.last
        PhoneScreen(background: .caiCanvas) {
            VStack(spacing: 0) {
                ChatHeader(avatar: character.avatarGradient, name: character.name, creator: character.creator)
                BottomAnchoredTranscript(spacing: 12) {
                    GreetingHeader(avatar: character.avatarGradient, name: character.name, tagline: character.shownTagline)
                        .multilineTextAlignment(.center)
                        .padding(.horizontal, 14)
                        .padding(.top, 8)
                    ForEach(transcript.indices, id: \.self) { i in
                        let m = transcript[i]
                        VStack(spacing: 8) {
                            MessageBubble(speaker: m.role == .character ? .ai : .user, text: m.text, avatar: character.avatarGradient,
                                          streaming: i == last && m.state == .streaming, caretOn: content.caretOn)
                            if i == content.actionsIndex { MessageActions(rating: m.rating.actionsRating) }
                        }
                    }
                    if content.isTyping {
                        TypingIndicator(phase: content.typingPhase, avatar: character.avatarGradient, characterName: character.name)
                            .modifier(BubbleMaxWidth())
                    }
                }
                .readableWidth(CharacterAIKit.readableWidth)
                Composer(text: .constant(content.draft), characterName: character.name, streaming: content.isGenerating)
                    .environment(\.isFocused, content.isComposerFocused)
                    .readableWidth(CharacterAIKit.readableWidth)
            }
            .caiTheme()
        }
    }
}

extension CharacterAIMessage.Rating {
    var actionsRating: MessageActions.Rating {
        switch self {
        case .none: .none
        case .up: .up
        case .down: .down
        }
    }
}
