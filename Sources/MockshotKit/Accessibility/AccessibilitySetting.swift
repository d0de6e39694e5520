import Layout

/// One of the iOS accessibility settings a render can ask for. A renderable declares which of them it
/// honours (`Renderable.honours`); `Renderable.render` refuses the others rather than ignoring them.
/// Raw values are the command-line flags without their dashes (and the scene-file keys).
public enum AccessibilitySetting: String, CaseIterable, Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Larger (or smaller) text: `EnvironmentValues.dynamicTypeSize` other than `.large`.
    case dynamicType = "dynamic-type"
    /// Increase Contrast: `colorSchemeContrast == .increased`.
    case contrast
    /// Reduce Transparency: `accessibilityReduceTransparency`.
    case reduceTransparency = "reduce-transparency"
    /// Bold Text: `legibilityWeight == .bold`.
    case boldText = "bold-text"
    /// Reduce Motion: `accessibilityReduceMotion`.
    case reduceMotion = "reduce-motion"

    /// The name iOS's Settings app uses.
    public var title: String {
        switch self {
        case .dynamicType: "Dynamic Type"
        case .contrast: "Increase Contrast"
        case .reduceTransparency: "Reduce Transparency"
        case .boldText: "Bold Text"
        case .reduceMotion: "Reduce Motion"
        }
    }

    /// The command-line flag that asks for it.
    public var flag: String { "--" + rawValue }

    public var description: String { "\(title) (\(flag))" }

    public static func < (a: Self, b: Self) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

extension Set where Element == AccessibilitySetting {
    /// Every setting.
    public static var all: Set<AccessibilitySetting> { Set(AccessibilitySetting.allCases) }
}
