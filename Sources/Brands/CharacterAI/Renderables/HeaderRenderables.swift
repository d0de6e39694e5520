import Layout
import MockshotKit

public enum GreetingHeaderState: String, CaseIterable {
    case shown
    case entering
    case entering130ms = "entering-130ms"
    case largeType = "large-type"
}

public enum ChatHeaderState: String, CaseIterable { case standard, largeType = "large-type" }

extension CharacterAIKit {
    static var greetingHeader: Renderable {
        Renderable.component(
            "characterai.greeting-header", "Avatar 64, name, tagline; entrance frames at 0 and 130 of 260 ms",
            states: GreetingHeaderState.self, modes: [.dark, .light], width: 390, background: canvas,
            honours: { state, _ in state == .entering ? [.dynamicType] : state == .entering130ms ? [.dynamicType, .contrast, .boldText, .reduceMotion] : [.dynamicType, .contrast, .boldText] },
            preset: { preset(for: $0.rawValue) }
        ) { state in
            let aria = CharacterAICharacter.aria
            Group {
                switch state {
                case .shown:
                    GreetingHeader(avatar: aria.avatarGradient, name: aria.name, tagline: aria.tagline)
                case .entering:
                    GreetingHeader(avatar: aria.avatarGradient, name: aria.name, tagline: aria.tagline, entrance: 0)
                case .entering130ms:
                    GreetingHeader(avatar: aria.avatarGradient, name: aria.name, tagline: aria.tagline,
                                   entrance: GreetingHeader.entrance(atMilliseconds: 130))
                case .largeType:
                    GreetingHeader(avatar: aria.avatarGradient, name: aria.name, tagline: aria.tagline)
                }
            }
            .multilineTextAlignment(.center)
            .padding(.horizontal, 14)
            .padding(.vertical, 12)
        }
    }

    static var chatHeader: Renderable {
        Renderable.component(
            "characterai.chat-header", "Back chevron, avatar, name over pinned creator meta, vertical ellipsis",
            states: ChatHeaderState.self, modes: [.dark, .light], width: 390, background: canvas,
            honours: { _, _ in [.dynamicType, .contrast, .boldText] },
            preset: { preset(for: $0.rawValue) }
        ) { state in
            let aria = CharacterAICharacter.aria
            switch state {
            case .standard: ChatHeader(avatar: aria.avatarGradient, name: aria.name, creator: aria.creator)
            case .largeType: ChatHeader(avatar: aria.avatarGradient, name: aria.name, creator: aria.creator)
            }
        }
    }
}
