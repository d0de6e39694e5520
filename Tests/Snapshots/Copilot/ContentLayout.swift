import Layout
@testable import CopilotKit

/// Lays a whole screen out (390×844, font-free measurer: a character is 0.5 × the font size wide, a
/// line 1.25 × tall) for the content tests.
func screenLayout<V: View>(_ view: V, scheme: ColorScheme = .dark, _ configure: (inout EnvironmentValues) -> Void = { _ in }) throws -> LayoutResult {
    var env = EnvironmentValues()
    env.colorScheme = scheme
    configure(&env)
    return try LayoutEngine.layout(view, proposal: ProposedViewSize(width: 390, height: 844), environment: env,
                                   measurer: FixedWidthTextMeasurer(), scale: 1)
}

extension LayoutResult {
    /// Text nodes whose whole string is `string`.
    func textNodes(_ string: String) -> [LayoutNode] {
        all("Text").filter { if case .text(let t) = $0.content { t.string == string } else { false } }
    }
    /// The text of a text node, runs joined.
    func resolved(_ string: String) -> ResolvedText? {
        for n in all("Text") { if case .text(let t) = n.content, t.string == string { return t } }
        return nil
    }
    /// Image nodes drawing SF Symbol `name`.
    func symbolNodes(_ name: String) -> [LayoutNode] {
        all("Image").filter { if case .symbol(let s) = $0.content, case .symbol(let n) = s.source { n == name } else { false } }
    }
    /// Filled shapes of `kind` with their fill as #RRGGBB[AA].
    func filled(_ kind: String) -> [(node: LayoutNode, hex: String?)] {
        all(kind).compactMap { n in
            guard case .shape(let s) = n.content, case .fill(let p, _) = s.operation else { return nil }
            return (n, p.solidColor?.hexString)
        }
    }
}
