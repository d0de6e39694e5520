/// A parsed YAML (or JSON) document as a tree: scalars, sequences and mappings, each with where it
/// starts in the file. Scalars stay text until a reader asks for a type, so `no` can be a string where
/// a field wants a string and a clear error where it wants a Boolean (YAML 1.1's "Norway problem"
/// cannot happen: typing is decided by the schema, never by the spelling).
public struct ConfigNode: Sendable {
    public enum Value: Sendable {
        /// A scalar's text. `quoted` is true for quoted and block styles, which are never null.
        case scalar(String, quoted: Bool)
        case sequence([ConfigNode])
        case mapping([ConfigEntry])
        /// `~`, `null`, an empty plain scalar, or a key with nothing after its colon.
        case null
    }

    public let value: Value
    public let mark: SourceMark

    public init(_ value: Value, at mark: SourceMark) {
        self.value = value; self.mark = mark
    }

    /// "a string", "a list", "a mapping" or "nothing", for messages that say what was found.
    public var kindDescription: String {
        switch value {
        case .scalar: "a scalar"
        case .sequence: "a list"
        case .mapping: "a mapping"
        case .null: "nothing"
        }
    }
}

/// One `key: value` pair of a mapping. Keys are scalars (the parser refuses others) and unique.
public struct ConfigEntry: Sendable {
    public let key: String
    public let keyMark: SourceMark
    public let value: ConfigNode

    public init(key: String, keyMark: SourceMark, value: ConfigNode) {
        self.key = key; self.keyMark = keyMark; self.value = value
    }
}
