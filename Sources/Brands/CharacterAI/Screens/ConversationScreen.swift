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
        PhoneScreen(background: .caiCanvas) {
            VStack(spacing: 0) {
                ChatHeader(avatar: character.avatarGradient, name: character.name, creator: character.creator)
                ScrollView {
                    transcript.readableWidth(CharacterAIKit.readableWidth)
                }
                // Opens on the latest message once the chat overflows; a short chat starts under the header.
                .defaultScrollAnchor(.bottom, for: .initialOffset)
                Composer(text: .constant(content.draft), characterName: character.name, streaming: content.isGenerating)
                    .environment(\.isFocused, content.isComposerFocused)
                    .readableWidth(CharacterAIKit.readableWidth)
            }
            .caiTheme()
        }
    }

    /// The greeting header, the messages (with the rating row under the latest finished reply) and the
    /// typing row, 12 pt apart and 12 pt above the composer.
    var transcript: some View {
        let character = content.character
        let messages = content.transcript
        let last = messages.indices.last
        return VStack(spacing: 12) {
            GreetingHeader(avatar: character.avatarGradient, name: character.name, tagline: character.shownTagline)
                .multilineTextAlignment(.center)
                .padding(.horizontal, 14)
                .padding(.top, 8)
            ForEach(messages.indices, id: \.self) { i in
                let m = messages[i]
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
        // The latest row keeps the messages' 12 pt rhythm above the composer's divider when scrolled to the end.
        .padding(.bottom, 12)
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
