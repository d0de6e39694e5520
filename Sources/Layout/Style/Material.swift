/// SwiftUI's materials: a blur of whatever lies behind, a saturation boost and a translucent tint.
/// Apple does not publish the exact recipe; these figures approximate iOS 17's materials as measured
/// from screenshots (blur radius in points, tint per colour scheme).
public struct Material: ShapeStyle, Hashable {
    enum Thickness: Int, Hashable, Sendable { case ultraThin, thin, regular, thick, ultraThick, bar }
    let thickness: Thickness

    public static let ultraThinMaterial = Material(thickness: .ultraThin)
    public static let thinMaterial = Material(thickness: .thin)
    public static let regularMaterial = Material(thickness: .regular)
    public static let thickMaterial = Material(thickness: .thick)
    public static let ultraThickMaterial = Material(thickness: .ultraThick)
    public static let bar = Material(thickness: .bar)

    public func resolvePaint(in environment: EnvironmentValues) -> Paint {
        if environment.accessibilityReduceTransparency {
            // Reduce Transparency: an opaque surface instead of a see-through one.
            let solid = environment.colorScheme == .dark ? RGBA(hex: 0x1C1C1E) : RGBA(hex: 0xF2F2F7)
            return .color(solid)
        }
        let dark = environment.colorScheme == .dark
        // (blur radius pt, light tint white + alpha, dark tint + alpha)
        let table: [(Double, Double, Double)] = [
            (12, 0.35, 0.40), (18, 0.55, 0.55), (24, 0.72, 0.70), (30, 0.85, 0.82), (36, 0.93, 0.90), (24, 0.80, 0.78),
        ]
        let (blur, lightAlpha, darkAlpha) = table[thickness.rawValue]
        let tint = dark ? RGBA(hex: 0x252525, alpha: darkAlpha) : RGBA(hex: 0xF9F9F9, alpha: lightAlpha)
        return .material(ResolvedMaterial(blurRadius: blur, saturation: 1.8, tint: tint))
    }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThinMaterial }
    public static var thinMaterial: Material { .thinMaterial }
    public static var regularMaterial: Material { .regularMaterial }
    public static var thickMaterial: Material { .thickMaterial }
    public static var ultraThickMaterial: Material { .ultraThickMaterial }
    public static var bar: Material { .bar }
}

/// How a layer composites onto what is below it.
public enum BlendMode: String, Hashable, Sendable, Codable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight,
         difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut,
         plusDarker, plusLighter
}
