/// An environment value as `EnvironmentValues` stores it: in a box of the key's value type.
///
/// Why: a value stored as `any Sendable` is read back with a dynamic cast (`as? K.Value`), which for the
/// optional values most keys have (`Font?`, `AnyShapeStyle?`) goes through the runtime's general casting
/// machinery on every read, and views read the environment far more often than they change it. The key
/// decides the value's type (`EnvironmentKey.Value`) and the key's type is the storage key, so the box
/// found under a key is always an `EnvironmentBox<K.Value>` and is read back without a cast.
class AnyEnvironmentBox: @unchecked Sendable {}

/// `value` of one key (see `AnyEnvironmentBox`). Immutable: a change stores a new box.
final class EnvironmentBox<Value: Sendable>: AnyEnvironmentBox, @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
