import Layout

/// States of the full screens: as shipped, and at the accessibility3 Dynamic Type size.
public enum ScreenState: String, CaseIterable, Sendable {
    case `default`
    case largeType = "large-type"

    var dynamicTypeSize: DynamicTypeSize { self == .largeType ? .accessibility3 : .large }
}
