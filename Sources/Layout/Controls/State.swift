/// A two-way reference to a value, as SwiftUI's `Binding`.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    let get: () -> Value
    let set: (Value) -> Void
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { self.get = get; self.set = set }
    public var wrappedValue: Value { get { get() } nonmutating set { set(newValue) } }
    public var projectedValue: Binding<Value> { self }
    public init(projectedValue: Binding<Value>) { self = projectedValue }
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }
    public subscript<T>(dynamicMember keyPath: WritableKeyPath<Value, T>) -> Binding<T> {
        Binding<T>(get: { self.get()[keyPath: keyPath] }, set: { v in var x = self.get(); x[keyPath: keyPath] = v; self.set(x) })
    }
}

final class Box<Value> { var value: Value; init(_ v: Value) { value = v } }

/// View-local state, as SwiftUI's `State`. In a still render a view is evaluated once, so state is
/// simply its initial value; components expose the states worth rendering as parameters.
@propertyWrapper
public struct State<Value> {
    let box: Box<Value>
    public init(wrappedValue: Value) { box = Box(wrappedValue) }
    public init(initialValue: Value) { box = Box(initialValue) }
    public var wrappedValue: Value { get { box.value } nonmutating set { box.value = newValue } }
    public var projectedValue: Binding<Value> { Binding(get: { box.value }, set: { box.value = $0 }) }
}

/// Focus state, as SwiftUI's `FocusState`; render focus with `.environment(\.isFocused, true)`.
@propertyWrapper
public struct FocusState<Value: Hashable> {
    let box: Box<Value>
    public init(wrappedValue: Value) { box = Box(wrappedValue) }
    public var wrappedValue: Value { get { box.value } nonmutating set { box.value = newValue } }
    public var projectedValue: Binding<Value> { Binding(get: { box.value }, set: { box.value = $0 }) }
}
extension FocusState where Value == Bool {
    public init() { box = Box(false) }
}

/// `@Namespace` for `matchedGeometryEffect`, which has nothing to animate in a still render.
@propertyWrapper
public struct Namespace {
    public init() {}
    public var wrappedValue: ID { ID() }
    public struct ID: Hashable, Sendable {}
}
