import Layout
import MockshotKit

/// The accessibility options of a command line: each one given overrides the same setting of a scene
/// (`--dynamic-type` over `accessibility.dynamicType`); those not given leave the scene's as they are.
/// The flags (`--bold-text`, …) can only turn a setting on.
struct AccessibilityOverrides: Sendable, Equatable {
    var dynamicTypeSize: DynamicTypeSize?
    var contrast: ColorSchemeContrast?
    var reduceTransparency = false
    var boldText = false
    var reduceMotion = false

    /// `base` with the options given applied.
    func applied(to base: AccessibilitySettings) -> AccessibilitySettings {
        var s = base
        if let dynamicTypeSize { s.dynamicTypeSize = dynamicTypeSize }
        if let contrast { s.contrast = contrast }
        if reduceTransparency { s.reduceTransparency = true }
        if boldText { s.boldText = true }
        if reduceMotion { s.reduceMotion = true }
        return s
    }

    /// `environment` with the options given applied.
    func applied(to environment: EnvironmentValues) -> EnvironmentValues {
        var env = environment
        if let dynamicTypeSize { env.dynamicTypeSize = dynamicTypeSize }
        if let contrast { env.colorSchemeContrast = contrast }
        if reduceTransparency { env.accessibilityReduceTransparency = true }
        if boldText { env.legibilityWeight = .bold }
        if reduceMotion { env.accessibilityReduceMotion = true }
        return env
    }
}
