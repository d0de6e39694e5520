import Layout
import MockshotKit

public enum ConversationScreenState: String, CaseIterable {
    case standard, largeType = "large-type", increasedContrast = "increased-contrast"
}

extension CharacterAIKit {
    static var conversationScreen: Renderable {
        Renderable(
            name: "characterai.screen", summary: "A roleplay chat with Aria: header, greeting, bubbles, typing, composer",
            kind: .screen, states: ConversationScreenState.allCases.map(\.rawValue), modes: [.dark, .light],
            canvas: .device, background: canvas
        ) { name in
            switch ConversationScreenState(rawValue: name ?? "") ?? .standard {
            case .standard: AnyView(ConversationScreen())
            case .largeType: AnyView(ConversationScreen().environment(\.dynamicTypeSize, .xxxLarge))
            case .increasedContrast: AnyView(ConversationScreen().caiIncreasedContrast())
            }
        }
    }

    static var discoverScreen: Renderable {
        Renderable(
            name: "characterai.discover-screen", summary: "Discover: title, search, character cards, create panel, tab bar",
            kind: .screen, modes: [.dark, .light], canvas: .device, background: canvas
        ) { _ in
            AnyView(DiscoverScreen())
        }
    }
}
