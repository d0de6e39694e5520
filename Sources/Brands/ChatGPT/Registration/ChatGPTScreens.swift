import Layout
import MockshotKit

extension ChatGPTKit {
    /// The screens of `mockshot list chatgpt`: each state is a content value (and, for the accessibility
    /// states, the setting it stands for).
    static var screens: [Renderable] { [
        .screen("chatgpt.screen", "Conversation: top bar, chat with code and table, composer", background: canvas,
                states: [
                    ContentState(ConversationScreenState.conversation.rawValue, ChatGPTConversation.sample),
                    ContentState(ConversationScreenState.generating.rawValue, ChatGPTConversation.sampleGenerating),
                    ContentState(ConversationScreenState.largeType.rawValue, ChatGPTConversation.sample,
                                 preset: AccessibilitySettings(dynamicTypeSize: .xxxLarge)),
                    ContentState(ConversationScreenState.increasedContrast.rawValue, ChatGPTConversation.sample,
                                 preset: AccessibilitySettings(contrast: .increased)),
                ],
                honours: { $0.honours(in: $1) }) { ChatGPTConversationScreen(content: $0) },
        .screen("chatgpt.voice-screen", "Voice mode: breathing sphere on black", modes: [.dark], background: { _ in .black },
                states: VoiceScreenState.allCases.map { state in
                    ContentState(state.rawValue, ChatGPTVoice(time: state.time),
                                 preset: AccessibilitySettings(reduceMotion: state == .reduceMotion))
                },
                honours: { $0.honours(in: $1) }) { ChatGPTVoiceScreen(content: $0) },
        .screen("chatgpt.sidebar-screen", "Sidebar open over the dimmed chat", content: ChatGPTSidebar.sample,
                background: sidebarCanvas, honours: { $0.honours(in: $1) }) { ChatGPTSidebarScreen(content: $0) },
    ] }

    /// The conversation screen of `content`, as a renderable (no named states) with its accessibility checks.
    public static func renderable(_ content: ChatGPTConversation) -> Renderable {
        .screen("chatgpt.screen", content: content, background: canvas, honours: { $0.honours(in: $1) }) {
            ChatGPTConversationScreen(content: $0)
        }
    }

    /// The voice screen of `content` (dark only).
    public static func renderable(_ content: ChatGPTVoice) -> Renderable {
        .screen("chatgpt.voice-screen", content: content, modes: [.dark], background: { _ in .black },
                honours: { $0.honours(in: $1) }) { ChatGPTVoiceScreen(content: $0) }
    }

    /// The sidebar screen of `content`.
    public static func renderable(_ content: ChatGPTSidebar) -> Renderable {
        .screen("chatgpt.sidebar-screen", content: content, background: sidebarCanvas, honours: { $0.honours(in: $1) }) {
            ChatGPTSidebarScreen(content: $0)
        }
    }
}
