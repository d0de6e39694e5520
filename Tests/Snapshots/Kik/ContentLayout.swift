import Layout
@testable import KikKit

/// Lays a whole screen out (390×844, font-free measurer: a character is 0.5 × the font size wide, a
/// line 1.25 × tall) for the content tests.
func screenLayout<V: View>(_ view: V, scheme: ColorScheme = .dark, _ configure: (inout EnvironmentValues) -> Void = { _ in }) throws -> LayoutResult {
    var env = EnvironmentValues()
    env.colorScheme = scheme
    configure(&env)
    return try LayoutEngine.layout(view, proposal: ProposedViewSize(width: 390, height: 844), environment: env,
                                   measurer: FixedWidthTextMeasurer(), scale: 1)
}
