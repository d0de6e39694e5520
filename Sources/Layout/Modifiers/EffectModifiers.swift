extension View {
    public func opacity(_ value: Double) -> some View { effect("opacity") { _ in .opacity(value) } }
    public func hidden() -> some View { opacity(0) }
    /// A drop shadow of the view's alpha, blurred by `radius` (SwiftUI's default colour is black at 33%).
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: Double, x: Double = 0, y: Double = 0) -> some View {
        effect("shadow") { env in .shadow(color: color.resolve(in: env), radius: radius, x: x, y: y) }
    }
    public func blur(radius: Double, opaque: Bool = false) -> some View { effect("blur") { _ in .blur(radius: radius, opaque: opaque) } }
    public func scaleEffect(_ s: Double, anchor: UnitPoint = .center) -> some View { scaleEffect(x: s, y: s, anchor: anchor) }
    public func scaleEffect(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> some View {
        effect("scaleEffect") { env in .scale(x: x, y: y, anchor: anchor.inLayoutDirection(env.layoutDirection)) }
    }
    public func scaleEffect(_ s: Size, anchor: UnitPoint = .center) -> some View { scaleEffect(x: s.width, y: s.height, anchor: anchor) }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        // Geometry effects act in the view's leading-based space: right to left, the anchor is mirrored
        // and the turn goes the other way (a mirrored clockwise turn is anticlockwise).
        effect("rotationEffect") { env in
            env.layoutDirection == .rightToLeft ? .rotation(degrees: -angle.degrees, anchor: anchor.inLayoutDirection(.rightToLeft))
                : .rotation(degrees: angle.degrees, anchor: anchor)
        }
    }
    /// Moves the drawing by `x` towards the trailing edge (left, right to left) and `y` down.
    public func offset(x: Double = 0, y: Double = 0) -> some View {
        effect("offset") { env in .offset(x: env.layoutDirection == .rightToLeft ? -x : x, y: y) }
    }
    public func offset(_ s: Size) -> some View { offset(x: s.width, y: s.height) }
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        let name = S._shapeName
        return effect("clipShape") { env in
            let make: (Rect) -> Path = { shape.path(in: $0) }
            return .clip(path: shape.layoutDirectionBehavior.flips(in: env.layoutDirection) ? Path.mirroring(make) : make,
                         name: name, evenOdd: style.isEOFilled)
        }
    }
    public func clipped(antialiased: Bool = false) -> some View { clipShape(Rectangle()) }
    /// Deprecated in SwiftUI but common in guide code: clips to a circular-cornered rectangle.
    public func cornerRadius(_ radius: Double, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius, style: .circular))
    }
    public func blendMode(_ mode: BlendMode) -> some View { effect("blendMode") { _ in .blendMode(mode) } }
    public func compositingGroup() -> some View { effect("compositingGroup") { _ in .compositingGroup } }
}

public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) { isEOFilled = eoFill; isAntialiased = antialiased }
}
