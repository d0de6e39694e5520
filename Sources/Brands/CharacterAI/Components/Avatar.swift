import Layout

/// A character's avatar: a circle filled with its radial gradient. Names the guide's recurring
/// `Circle().fill(avatar).frame(width: d, height: d)` once; sizes are 26 (messages), 48 (cards),
/// 64 (greeting) and 32 (chat header, a kit choice).
public struct CAIAvatar: View {
    let gradient: RadialGradient
    let size: CGFloat
    public init(_ gradient: RadialGradient, size: CGFloat) { self.gradient = gradient; self.size = size }
    public var body: some View {
        Circle().fill(gradient).frame(width: size, height: size)
    }
}
