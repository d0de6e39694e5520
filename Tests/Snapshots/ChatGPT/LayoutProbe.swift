import Layout
@testable import ChatGPTKit

/// Lays a view out without fonts (`FixedWidthTextMeasurer`: 0.5·size per character, 1.25·size per
/// line) so geometry tests check the guide's numbers exactly.
func layout<V: View>(_ view: V, width: Double? = 390, height: Double? = nil, scheme: ColorScheme = .light,
                     _ configure: (inout EnvironmentValues) -> Void = { _ in }) throws -> LayoutResult {
    ChatGPTAssets.register()
    var env = EnvironmentValues()
    env.colorScheme = scheme
    configure(&env)
    return try LayoutEngine.layout(view, proposal: ProposedViewSize(width: width, height: height), environment: env,
                                   measurer: FixedWidthTextMeasurer(), scale: 1)
}

extension LayoutNode {
    /// The shape this node draws, if any.
    var shape: ShapeDrawing? { if case .shape(let s) = content { return s } else { return nil } }
    var text: ResolvedText? { if case .text(let t) = content { return t } else { return nil } }
    var symbol: SymbolDrawing? { if case .symbol(let s) = content { return s } else { return nil } }
    var effect: Effect? { if case .effect(let e) = content { return e } else { return nil } }

    /// Fill or stroke colour of a shape node as `#RRGGBB`.
    var paintHex: String? {
        switch shape?.operation {
        case .fill(let p, _)?: p.solidColor?.hexString
        case .stroke(let p, _, _)?: p.solidColor?.hexString
        case nil: nil
        }
    }
    /// Line width of a `strokeBorder` / `stroke` node.
    var strokeWidth: Double? {
        if case .stroke(_, let style, _)? = shape?.operation { return style.lineWidth }
        return nil
    }
    var isStrokeBorder: Bool {
        if case .stroke(_, _, true)? = shape?.operation { return true }
        return false
    }
    /// Every node below this one (depth first, self excluded).
    var descendants: [LayoutNode] { children.flatMap { [$0] + $0.descendants } }
}

extension LayoutResult {
    /// Text nodes whose string is exactly `string`.
    func texts(_ string: String) -> [LayoutNode] { all("Text").filter { $0.text?.string == string } }
    /// Symbol nodes drawing `name`.
    func symbols(_ name: String) -> [LayoutNode] {
        all("Image").filter { if case .symbol(let n)? = $0.symbol?.source { n == name } else { false } }
    }
}
