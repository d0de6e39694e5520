import ChatGPTKit
import CharacterAIKit
import CopilotKit
import GrokKit
import KikKit
import MockshotKit

/// A brand as scene files name it, with its screens. The first screen is the one a scene without a
/// `screen:` key shows.
struct SceneBrand {
    let id: String
    let kit: () -> BrandKit
    let screens: [ScreenSpec]

    /// Every brand, in `mockshot list` order.
    static var all: [SceneBrand] { [
        SceneBrand(id: "chatgpt", kit: { ChatGPTKit.kit }, screens: [
            .make("chatgpt", "conversation", "chatgpt.screen", { ChatGPTSpecs.conversation }, validate: { try $0.validate() }) { .chatgptConversation($0) },
            .make("chatgpt", "sidebar", "chatgpt.sidebar-screen", { ChatGPTSpecs.sidebar }, validate: { try $0.validate() }) { .chatgptSidebar($0) },
            .make("chatgpt", "voice", "chatgpt.voice-screen", { ChatGPTSpecs.voice }, validate: { try $0.validate() }) { .chatgptVoice($0) },
        ]),
        SceneBrand(id: "grok", kit: { GrokKit.kit }, screens: [
            .make("grok", "conversation", "grok.screen", { GrokSpecs.conversation }, validate: { try $0.validate() }) { .grokConversation($0) },
        ]),
        SceneBrand(id: "copilot", kit: { CopilotKit.kit }, screens: [
            .make("copilot", "conversation", "copilot.screen", { CopilotSpecs.conversation }, validate: { try $0.validate() }) { .copilotConversation($0) },
            .make("copilot", "sidebar", "copilot.sidebar-screen", { CopilotSpecs.sidebar }, validate: { try $0.validate() }) { .copilotSidebar($0) },
        ]),
        SceneBrand(id: "characterai", kit: { CharacterAIKit.kit }, screens: [
            .make("characterai", "chat", "characterai.screen", { CharacterAISpecs.chat }, validate: { try $0.validate() }) { .characterAIChat($0) },
            .make("characterai", "discover", "characterai.discover-screen", { CharacterAISpecs.discover }) { .characterAIDiscover($0) },
        ]),
        SceneBrand(id: "kik", kit: { KikKit.kit }, screens: [
            .make("kik", "conversation", "kik.screen", { KikSpecs.conversation }, validate: { try $0.validate() }) { .kikConversation($0) },
            .make("kik", "chats", "kik.chats-screen", { KikSpecs.chatList }, validate: { try $0.validate() }) { .kikChatList($0) },
        ]),
    ] }

    static func named(_ id: String) -> SceneBrand? { all.first { $0.id == id } }

    func screen(_ name: String) -> ScreenSpec? { screens.first { $0.name == name } }

    /// The registry renderable of `screen` (its states, colour schemes and samples).
    func registryRenderable(_ screen: ScreenSpec) -> Renderable? {
        kit().renderables.first { $0.name == screen.registryName }
    }
}
