import Layout
import MockshotKit

public enum CharacterCardState: String, CaseIterable { case blue, lilac, truncated, largeType = "large-type" }
public enum ComposerState: String, CaseIterable {
    case empty, withText = "with-text", multiline, streaming, focused
}
public enum ButtonState: String, CaseIterable { case normal, pressed }
public enum TabBarState: String, CaseIterable {
    case discover, chats, create, profile
    case largeType = "large-type"

    var selection: CAITab { CAITab(rawValue: rawValue) ?? .discover }
}

extension CharacterAIKit {
    static var characterCard: Renderable {
        Renderable.component(
            "characterai.character-card", "Discover card: avatar 48, name, 2-line description, pinned chat count",
            states: CharacterCardState.self, modes: [.dark, .light], width: 200, background: canvas,
            honours: { _, _ in [.dynamicType, .contrast, .boldText] },
            preset: { preset(for: $0.rawValue) }
        ) { state in
            let aria = CharacterAICharacter.aria, quill = CharacterAICharacter.featured[1]
            Group {
                switch state {
                case .blue: CharacterCard(avatar: aria.avatarGradient, name: aria.name, desc: aria.description, chats: aria.chats)
                case .lilac: CharacterCard(avatar: quill.avatarGradient, name: quill.name, desc: quill.description, chats: quill.chats)
                case .truncated:
                    CharacterCard(avatar: aria.avatarGradient, name: aria.name,
                                  desc: "A curious starship navigator who charts the unmapped edge of the galaxy, one jump at a time.",
                                  chats: aria.chats)
                case .largeType:
                    CharacterCard(avatar: aria.avatarGradient, name: aria.name, desc: aria.description, chats: aria.chats)
                }
            }
            .padding(12)
        }
    }

    static var composer: Renderable {
        Renderable.component(
            "characterai.composer", "Field (a 44 pt capsule at one line, grows to 5 lines) and send / stop button",
            states: ComposerState.self, modes: [.dark, .light], width: 390, background: canvas,
            honours: { _, _ in [.dynamicType, .contrast, .boldText] },
            preset: { preset(for: $0.rawValue) }
        ) { state in
            switch state {
            case .empty: Composer(text: .constant(""), characterName: "Aria", streaming: false)
            case .withText: Composer(text: .constant("Tell me about the Veil Nebula"), characterName: "Aria", streaming: false)
            case .multiline:
                Composer(text: .constant("*pulls up a chair beside the console* Walk me through the jump. Every step, every reading, and what could go wrong out there."),
                         characterName: "Aria", streaming: false)
            case .streaming: Composer(text: .constant(""), characterName: "Aria", streaming: true)
            case .focused:
                Composer(text: .constant(""), characterName: "Aria", streaming: false)
                    .environment(\.isFocused, true).tint(.caiAccent)
            }
        }
    }

    static var primaryButton: Renderable {
        Renderable.component(
            "characterai.primary-button", "CAIPrimaryButton: accent capsule, 26×13 padding; pressed scales to 0.98",
            states: ButtonState.self, modes: [.dark, .light], width: 220, background: canvas,
            honours: { _, _ in [.dynamicType, .boldText] },
            preset: { preset(for: $0.rawValue) }
        ) { state in
            CAIPrimaryButton("Start chatting")
                .environment(\.isPressed, state == .pressed)
                .padding(20)
        }
    }

    static var softButton: Renderable {
        Renderable.component(
            "characterai.soft-button", "CAISoftButton: #9FC0FF on caiAccentSoft; pressed scales to 0.98",
            states: ButtonState.self, modes: [.dark, .light], width: 220, background: canvas,
            honours: { _, _ in [.dynamicType, .boldText] },
            preset: { preset(for: $0.rawValue) }
        ) { state in
            CAISoftButton("Browse ideas")
                .environment(\.isPressed, state == .pressed)
                .padding(20)
        }
    }

    static var tabBar: Renderable {
        Renderable.component(
            "characterai.tab-bar", "TabView bar: Discover / Chats / Create / Profile; active in caiAccent, opaque canvas, divider line",
            states: TabBarState.self, modes: [.dark, .light], width: 390, background: canvas,
            honours: { _, _ in [.contrast, .boldText] },
            preset: { preset(for: $0.rawValue) }
        ) { state in
            CAITabView(selection: state == .largeType ? .discover : state.selection)
        }
    }
}
