import Layout

/// The guide's button style: the label shrinks to 98% while pressed (render pressed states inside
/// `.environment(\.isPressed, true)`).
public struct PressScale: ButtonStyle {
    public static let pressedScale = 0.98
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label.scaleEffect(configuration.isPressed ? Self.pressedScale : 1.0)
            .animation(.easeOut(duration: 0.08), value: configuration.isPressed)
    }
}
