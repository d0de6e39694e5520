/// States of `kik.type-scale`: as shipped, and at the accessibility3 Dynamic Type size (scaling tokens grow,
/// pinned ones do not).
public enum TypeScaleState: String, CaseIterable, Sendable {
    case `default`
    case largeType = "large-type"
}
