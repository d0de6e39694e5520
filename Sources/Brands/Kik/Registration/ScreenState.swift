import Layout
import MockshotKit

/// States of the full screens: as shipped, and at the accessibility3 Dynamic Type size.
public enum ScreenState: String, CaseIterable, Sendable {
    case `default`
    case largeType = "large-type"

    /// What the state stands for: large type is accessibility3.
    var preset: AccessibilitySettings {
        self == .largeType ? AccessibilitySettings(dynamicTypeSize: .accessibility3) : .standard
    }
}
