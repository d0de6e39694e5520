import Layout
import MockshotKit

/// A whole chat with a character: header, greeting, a roleplay exchange (the latest reply rated up), the AI
/// typing, and the composer (streaming, so it offers Stop).
///
/// The greeting gets the list's 14 pt side margins and centred lines (the guide's header has neither,
/// which only shows once a large type size wraps the tagline).
/// The guide's message rows are capped at 86% of the screen and centred in the list; the typing row is
/// given the same cap here so its avatar lines up with the AI bubbles' (the guide's `TypingIndicator`
/// alone would sit at the 14 pt margin).
public struct ConversationScreen: View {
    let character: CAICharacter
    let messages: [CAIMessage]
    var typingPhase: Double
    /// The reply that shows its retry / copy / rate row (the latest finished AI message).
    var actionsAfter: Int?

    public init(character: CAICharacter = .aria, messages: [CAIMessage] = CAIMessage.ariaConversation,
                typingPhase: Double = .pi / 2, actionsAfter: Int? = 2) {
        self.character = character; self.messages = messages; self.typingPhase = typingPhase
        self.actionsAfter = actionsAfter
    }

    public var body: some View {
        PhoneScreen(background: .caiCanvas) {
            VStack(spacing: 0) {
                ChatHeader(avatar: character.avatar, name: character.name, creator: character.creator)
                BottomAnchoredTranscript(spacing: 12) {
                    GreetingHeader(avatar: character.avatar, name: character.name, tagline: character.tagline)
                        .multilineTextAlignment(.center)
                        .padding(.horizontal, 14)
                        .padding(.top, 8)
                    ForEach(messages) { m in
                        VStack(spacing: 8) {
                            MessageBubble(speaker: m.speaker, text: m.text, avatar: character.avatar)
                            if m.id == actionsAfter { MessageActions(rating: .up) }
                        }
                    }
                    TypingIndicator(phase: typingPhase, avatar: character.avatar, characterName: character.name)
                        .modifier(BubbleMaxWidth())
                }
                .readableWidth(CharacterAIKit.readableWidth)
                Composer(text: .constant(""), characterName: character.name, streaming: true)
                    .readableWidth(CharacterAIKit.readableWidth)
            }
            .caiTheme()
        }
    }
}
