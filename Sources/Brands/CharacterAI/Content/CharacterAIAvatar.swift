import Layout
import MockshotKit

/// A character's avatar: one of the guide's two radial gradients (the UI's only warm focal point).
public enum CharacterAIAvatar: String, Sendable, CaseIterable {
    case blue, lilac

    /// The gradient it fills the avatar circle with.
    public var gradient: RadialGradient {
        switch self {
        case .blue: .caiAvatarBlue
        case .lilac: .caiAvatarLilac
        }
    }

    /// The avatar a name gets when none is chosen: the same one for the same name on every machine.
    public static func generated(for name: String) -> CharacterAIAvatar { StableChoice.pick(allCases, for: name) }
}
