import Layout
import MockshotKit

/// A generated avatar's gradient, top to bottom, behind the name's initial. The guide leaves the gradient
/// to the caller and names one (the chat header's `kikCyan → kikBlueDeep`, here `sky`); the others are
/// the kit's picks, in the brand's bright family.
public enum KikAvatar: String, Sendable, CaseIterable {
    case sky, sunset, grape, lime, rose, slate

    /// The gradient's colours, top first.
    public var colors: [Color] {
        switch self {
        case .sky: AvatarGradients.sky
        case .sunset: AvatarGradients.sunset
        case .grape: AvatarGradients.grape
        case .lime: AvatarGradients.lime
        case .rose: AvatarGradients.rose
        case .slate: AvatarGradients.slate
        }
    }

    /// The avatar a name gets when none is chosen: the same one for the same name on every machine.
    public static func generated(for name: String) -> KikAvatar { StableChoice.pick(allCases, for: name) }
}
