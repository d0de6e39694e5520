import ChatGPTKit
import CharacterAIKit
import CopilotKit
import GrokKit
import KikKit
import MockshotKit

/// A brand screen's content, as a scene file gives it: one case per screen, holding that screen's
/// content value (`docs/content-model.md`).
public enum SceneContent: Sendable, Equatable {
    case chatgptConversation(ChatGPTConversation)
    case chatgptSidebar(ChatGPTSidebar)
    case chatgptVoice(ChatGPTVoice)
    case grokConversation(GrokConversation)
    case copilotConversation(CopilotConversation)
    case copilotSidebar(CopilotSidebarContent)
    case characterAIChat(CharacterAIChat)
    case characterAIDiscover(CharacterAIDiscover)
    case kikConversation(KikConversation)
    case kikChatList(KikChatList)

    /// The kit's renderable for the content: the screen with its accessibility checks.
    public var renderable: Renderable {
        switch self {
        case .chatgptConversation(let c): ChatGPTKit.renderable(c)
        case .chatgptSidebar(let c): ChatGPTKit.renderable(c)
        case .chatgptVoice(let c): ChatGPTKit.renderable(c)
        case .grokConversation(let c): GrokKit.renderable(c)
        case .copilotConversation(let c): CopilotKit.renderable(c)
        case .copilotSidebar(let c): CopilotKit.renderable(c)
        case .characterAIChat(let c): CharacterAIKit.renderable(c)
        case .characterAIDiscover(let c): CharacterAIKit.renderable(c)
        case .kikConversation(let c): KikKit.renderable(c)
        case .kikChatList(let c): KikKit.renderable(c)
        }
    }
}
