import Layout
import MockshotKit

/// A whole chat with a character: header, greeting, a roleplay exchange, the AI typing, and the composer
/// (streaming, so it offers Stop).
///
/// The guide's message rows are capped at 86% of the screen and centred in the list; the typing row is
/// given the same cap here so its avatar lines up with the AI bubbles' (the guide's `TypingIndicator`
/// alone would sit at the 14 pt margin).
public struct ConversationScreen: View {
    let character: CAICharacter
    let messages: [CAIMessage]
    var typingPhase: Double

    public init(character: CAICharacter = .aria, messages: [CAIMessage] = CAIMessage.ariaConversation,
                typingPhase: Double = .pi / 2) {
        self.character = character; self.messages = messages; self.typingPhase = typingPhase
    }

    public var body: some View {
        PhoneScreen(background: .caiCanvas) {
            VStack(spacing: 0) {
                ChatHeader(avatar: character.avatar, name: character.name, creator: character.creator)
                BottomAnchoredTranscript(spacing: 12) {
                    GreetingHeader(avatar: character.avatar, name: character.name, tagline: character.tagline)
                        .padding(.top, 8)
                    ForEach(messages) { m in
                        MessageBubble(speaker: m.speaker, text: m.text, avatar: character.avatar)
                    }
                    TypingIndicator(phase: typingPhase, avatar: character.avatar, characterName: character.name)
                        .modifier(BubbleMaxWidth())
                }
                Composer(text: .constant(""), characterName: character.name, streaming: true)
            }
            .caiTheme()
        }
    }
}
