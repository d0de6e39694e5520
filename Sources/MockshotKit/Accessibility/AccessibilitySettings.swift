import Layout

/// Values for the five accessibility settings, as iOS's Settings app has them; the defaults are iOS's.
///
/// Used two ways: as what a caller asks for (read from an environment, a command line or a scene), and
/// as a renderable state's preset (a `large-type` state is the sample at a large Dynamic Type size). A
/// setting left at its default asks for nothing.
public struct AccessibilitySettings: Sendable, Equatable, CustomStringConvertible {
    /// Default `.large`, iOS's own default text size.
    public var dynamicTypeSize: DynamicTypeSize
    /// Default `.standard`; `.increased` is Increase Contrast.
    public var contrast: ColorSchemeContrast
    /// Default false.
    public var reduceTransparency: Bool
    /// Default false; true is Bold Text (`legibilityWeight == .bold`).
    public var boldText: Bool
    /// Default false.
    public var reduceMotion: Bool

    public init(dynamicTypeSize: DynamicTypeSize = .large, contrast: ColorSchemeContrast = .standard,
                reduceTransparency: Bool = false, boldText: Bool = false, reduceMotion: Bool = false) {
        self.dynamicTypeSize = dynamicTypeSize; self.contrast = contrast
        self.reduceTransparency = reduceTransparency; self.boldText = boldText; self.reduceMotion = reduceMotion
    }

    /// The settings an environment carries.
    public init(_ environment: EnvironmentValues) {
        self.init(dynamicTypeSize: environment.dynamicTypeSize, contrast: environment.colorSchemeContrast,
                  reduceTransparency: environment.accessibilityReduceTransparency,
                  boldText: environment.legibilityWeight == .bold, reduceMotion: environment.accessibilityReduceMotion)
    }

    /// Nothing asked for: iOS's defaults.
    public static let standard = AccessibilitySettings()

    /// The settings that differ from iOS's defaults.
    public var requested: Set<AccessibilitySetting> {
        var s = Set<AccessibilitySetting>()
        if dynamicTypeSize != .large { s.insert(.dynamicType) }
        if contrast != .standard { s.insert(.contrast) }
        if reduceTransparency { s.insert(.reduceTransparency) }
        if boldText { s.insert(.boldText) }
        if reduceMotion { s.insert(.reduceMotion) }
        return s
    }

    /// The value of one setting, as the command line spells it (`accessibility2`, `increased`, `on`, `off`).
    public func value(of setting: AccessibilitySetting) -> String {
        switch setting {
        case .dynamicType: "\(dynamicTypeSize)"
        case .contrast: contrast == .increased ? "increased" : "standard"
        case .reduceTransparency: reduceTransparency ? "on" : "off"
        case .boldText: boldText ? "on" : "off"
        case .reduceMotion: reduceMotion ? "on" : "off"
        }
    }

    /// Copies the settings this value requests into `environment`, leaving the others as they are.
    public func apply(to environment: inout EnvironmentValues) {
        let asked = requested
        if asked.contains(.dynamicType) { environment.dynamicTypeSize = dynamicTypeSize }
        if asked.contains(.contrast) { environment.colorSchemeContrast = contrast }
        if asked.contains(.reduceTransparency) { environment.accessibilityReduceTransparency = true }
        if asked.contains(.boldText) { environment.legibilityWeight = .bold }
        if asked.contains(.reduceMotion) { environment.accessibilityReduceMotion = true }
    }

    public var description: String {
        let asked = requested.sorted()
        return asked.isEmpty ? "standard" : asked.map { "\($0.rawValue) \(value(of: $0))" }.joined(separator: ", ")
    }
}

extension View {
    /// The view with `settings`' requested values in its environment (the others as the caller set them).
    public func accessibilitySettings(_ settings: AccessibilitySettings) -> some View {
        transformEnvironment(\.self) { settings.apply(to: &$0) }
    }
}
