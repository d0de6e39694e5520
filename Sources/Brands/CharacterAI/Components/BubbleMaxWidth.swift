import Layout

/// Caps a message row at 86% of the screen width. The row (avatar, gutter and bubble) is what is capped,
/// as in the guide, so a bubble's own text column is narrower still.
public struct BubbleMaxWidth: ViewModifier {
    public static let fraction = 0.86
    public init() {}
    public func body(content: Content) -> some View {
        content.frame(maxWidth: UIScreen.main.bounds.width * Self.fraction, alignment: .leading)
    }
}
