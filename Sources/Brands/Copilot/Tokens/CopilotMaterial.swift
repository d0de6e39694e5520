import Layout

/// `.regularMaterial` as the guide wants it everywhere Copilot uses acrylic: a real backdrop blur,
/// except under Reduce Transparency, where the notes say to "swap `.regularMaterial` for a solid
/// `Color.cpSurface` so text contrast is preserved" (SwiftUI's own fallback would be a system grey).
public struct CopilotMaterial: ShapeStyle {
    public init() {}
    public func resolvePaint(in environment: EnvironmentValues) -> Paint {
        environment.accessibilityReduceTransparency
            ? Color.cpSurface.resolvePaint(in: environment)
            : Material.regularMaterial.resolvePaint(in: environment)
    }
}

extension ShapeStyle where Self == CopilotMaterial {
    /// The guide's frosted layer, Reduce Transparency aware.
    public static var copilotMaterial: CopilotMaterial { CopilotMaterial() }
}
