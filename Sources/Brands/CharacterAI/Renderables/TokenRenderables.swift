import Layout
import MockshotKit

/// Accessibility settings a state can turn on.
extension View {
    /// The kit's "large type" states: accessibility size 2 (body 33 pt).
    func caiLargeType() -> some View { environment(\.dynamicTypeSize, .accessibility2) }
    func caiIncreasedContrast() -> some View { environment(\.colorSchemeContrast, .increased) }
    func caiReduceMotion() -> some View { environment(\.accessibilityReduceMotion, true) }
}

public enum ColorTokensState: String, CaseIterable { case standard, increasedContrast = "increased-contrast" }
public enum TypeScaleState: String, CaseIterable { case standard, largeType = "large-type" }

extension CharacterAIKit {
    static var colorTokens: Renderable {
        Renderable.component(
            "characterai.color-tokens", "Every colour token with its resolved hex",
            states: ColorTokensState.self, modes: [.dark, .light], width: 640, background: canvas
        ) { state in
            switch state {
            case .standard: ColorTokenSwatch()
            case .increasedContrast: ColorTokenSwatch().caiIncreasedContrast()
            }
        }
    }

    static var avatarGradients: Renderable {
        Renderable.component(
            "characterai.avatar-gradients", "caiAvatarBlue and caiAvatarLilac at 64/48/32/26 pt",
            modes: [.dark, .light], width: 390, background: canvas
        ) {
            AvatarGradientSwatch()
        }
    }

    static var typeScale: Renderable {
        Renderable.component(
            "characterai.type-scale", "Sora and Inter type tokens; large type scales all but tab and meta",
            states: TypeScaleState.self, modes: [.dark, .light], width: 390, background: canvas
        ) { state in
            switch state {
            case .standard: TypeScaleSpecimen()
            case .largeType: TypeScaleSpecimen().caiLargeType()
            }
        }
    }
}
