extension View {
    /// SwiftUI's `transformEnvironment(_:transform:)`: the view with one environment value changed in
    /// place, starting from the value its parent gave it (so a transform can keep what it does not touch).
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                        transform: @escaping (inout V) -> Void) -> some View {
        environmentModifier { transform(&$0[keyPath: keyPath]) }
    }
}
