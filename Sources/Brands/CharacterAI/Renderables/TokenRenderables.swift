import Layout
import MockshotKit

extension CharacterAIKit {
    /// What a state named for an accessibility setting stands for: `large-type` is accessibility size 2
    /// (body 33 pt), `increased-contrast` and `reduce-motion` the settings of those names.
    static func preset(for state: String) -> AccessibilitySettings {
        switch state {
        case "large-type": AccessibilitySettings(dynamicTypeSize: .accessibility2)
        case "increased-contrast": AccessibilitySettings(contrast: .increased)
        case "reduce-motion": AccessibilitySettings(reduceMotion: true)
        default: .standard
        }
    }
}

public enum ColorTokensState: String, CaseIterable { case standard, increasedContrast = "increased-contrast" }
public enum TypeScaleState: String, CaseIterable { case standard, largeType = "large-type" }

extension CharacterAIKit {
    static var colorTokens: Renderable {
        Renderable.component(
            "characterai.color-tokens", "Every colour token with its resolved hex",
            states: ColorTokensState.self, modes: [.dark, .light], width: 640, background: canvas,
            honours: { _, _ in [.contrast, .boldText] },
            preset: { preset(for: $0.rawValue) }
        ) { state in
            switch state {
            case .standard: ColorTokenSwatch()
            case .increasedContrast: ColorTokenSwatch()
            }
        }
    }

    static var avatarGradients: Renderable {
        Renderable.component(
            "characterai.avatar-gradients", "caiAvatarBlue and caiAvatarLilac at 64/48/32/26 pt",
            modes: [.dark, .light], width: 390, background: canvas,
            honours: { _ in [.dynamicType, .contrast, .boldText] }
        ) {
            AvatarGradientSwatch()
        }
    }

    static var typeScale: Renderable {
        Renderable.component(
            "characterai.type-scale", "Sora and Inter type tokens; large type scales all but tab and meta",
            states: TypeScaleState.self, modes: [.dark, .light], width: 390, background: canvas,
            honours: { _, _ in [.dynamicType, .contrast, .boldText] },
            preset: { preset(for: $0.rawValue) }
        ) { state in
            switch state {
            case .standard: TypeScaleSpecimen()
            case .largeType: TypeScaleSpecimen()
            }
        }
    }
}
