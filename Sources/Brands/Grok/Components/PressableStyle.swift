import Layout

/// Grok's press feedback: the label shrinks to `scale` while pressed (a spring back on release).
public struct GrokPressableStyle: ButtonStyle {
    public var scale: Double = 0.97
    public init(scale: Double = 0.97) { self.scale = scale }
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .scaleEffect(configuration.isPressed ? scale : 1)
            .animation(.spring(response: 0.25, dampingFraction: 0.7), value: configuration.isPressed)
    }
}
