import Layout
import MockshotKit

public enum ConversationScreenState: String, CaseIterable {
    case standard, largeType = "large-type", increasedContrast = "increased-contrast"
}

extension CharacterAIKit {
    static var conversationScreen: Renderable {
        .screen("characterai.screen", "A roleplay chat with Aria: header, greeting, bubbles, typing, composer", modes: [.dark, .light],
                background: canvas,
                states: [
                    ContentState(ConversationScreenState.standard.rawValue, CharacterAIChat.sample),
                    ContentState(ConversationScreenState.largeType.rawValue, CharacterAIChat.sample,
                                 preset: AccessibilitySettings(dynamicTypeSize: .xxxLarge)),
                    ContentState(ConversationScreenState.increasedContrast.rawValue, CharacterAIChat.sample,
                                 preset: AccessibilitySettings(contrast: .increased)),
                ],
                honours: { $0.honours(in: $1) }) { CharacterAIChatScreen(content: $0) }
    }

    static var discoverScreen: Renderable {
        .screen("characterai.discover-screen", "Discover: title, search, character cards, create panel, tab bar",
                content: CharacterAIDiscover.sample, modes: [.dark, .light], background: canvas,
                honours: { $0.honours(in: $1) }) { CharacterAIDiscoverScreen(content: $0) }
    }

    /// The chat screen of `content`, as a renderable (no named states) with its accessibility checks.
    public static func renderable(_ content: CharacterAIChat) -> Renderable {
        .screen("characterai.screen", content: content, modes: [.dark, .light], background: canvas,
                honours: { $0.honours(in: $1) }) { CharacterAIChatScreen(content: $0) }
    }

    /// The Discover screen of `content`.
    public static func renderable(_ content: CharacterAIDiscover) -> Renderable {
        .screen("characterai.discover-screen", content: content, modes: [.dark, .light], background: canvas,
                honours: { $0.honours(in: $1) }) { CharacterAIDiscoverScreen(content: $0) }
    }
}
