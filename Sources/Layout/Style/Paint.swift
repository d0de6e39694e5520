/// A resolved fill: what the painter needs, with every environment-dependent choice already made.
/// Gradient geometry stays in unit space (or points, for radial radii) and is mapped onto the
/// bounds of whatever is filled at paint time, as SwiftUI does.
public enum Paint: Hashable, Sendable {
    case color(RGBA)
    case linearGradient(stops: [ResolvedStop], start: UnitPoint, end: UnitPoint)
    case radialGradient(stops: [ResolvedStop], center: UnitPoint, startRadius: Double, endRadius: Double)
    case angularGradient(stops: [ResolvedStop], center: UnitPoint, startAngle: Double, endAngle: Double)
    /// A backdrop material: blur what is behind, then tint.
    case material(ResolvedMaterial)

    public static let clear = Paint.color(.clear)

    public var isClear: Bool { if case .color(let c) = self { return c.a == 0 } else { return false } }
    public var solidColor: RGBA? { if case .color(let c) = self { return c } else { return nil } }

    /// The paint with its alpha multiplied by `f`.
    public func multiplyingOpacity(_ f: Double) -> Paint {
        if f == 1 { return self }
        switch self {
        case .color(let c): return .color(c.multiplyingAlpha(f))
        case let .linearGradient(s, a, b): return .linearGradient(stops: s.map { $0.multiplyingAlpha(f) }, start: a, end: b)
        case let .radialGradient(s, c, r0, r1): return .radialGradient(stops: s.map { $0.multiplyingAlpha(f) }, center: c, startRadius: r0, endRadius: r1)
        case let .angularGradient(s, c, a0, a1): return .angularGradient(stops: s.map { $0.multiplyingAlpha(f) }, center: c, startAngle: a0, endAngle: a1)
        case .material(var m): m.tint = m.tint.multiplyingAlpha(f); m.opacity *= f; return .material(m)
        }
    }
}

public struct ResolvedStop: Hashable, Sendable {
    public var color: RGBA
    public var location: Double
    public init(color: RGBA, location: Double) { self.color = color; self.location = location }
    func multiplyingAlpha(_ f: Double) -> ResolvedStop { ResolvedStop(color: color.multiplyingAlpha(f), location: location) }
}

/// A material after resolution: a Gaussian blur of the backdrop, a saturation boost and a tint layer.
public struct ResolvedMaterial: Hashable, Sendable {
    public var blurRadius: Double
    public var saturation: Double
    public var tint: RGBA
    public var opacity: Double = 1
    public init(blurRadius: Double, saturation: Double, tint: RGBA) {
        self.blurRadius = blurRadius; self.saturation = saturation; self.tint = tint
    }
}
