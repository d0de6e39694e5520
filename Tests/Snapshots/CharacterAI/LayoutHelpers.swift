import Layout
import Testing
@testable import CharacterAIKit

/// Lays out `view` with the font-free measurer (every character 0.5 em wide, lines 1.25 em tall), so
/// geometry is a pure function of the kit's numbers.
func layout<V: View>(_ view: V, width: Double = 390, height: Double? = nil, scheme: ColorScheme = .dark,
                     scale: Double = 2, _ configure: (inout EnvironmentValues) -> Void = { _ in }) throws -> LayoutResult {
    var env = EnvironmentValues()
    env.colorScheme = scheme
    configure(&env)
    return try LayoutEngine.layout(view, proposal: ProposedViewSize(width: width, height: height), environment: env,
                                   measurer: FixedWidthTextMeasurer(), scale: scale)
}

extension LayoutNode {
    /// This node and every node below it, depth first.
    var subtree: [LayoutNode] { [self] + children.flatMap(\.subtree) }
    func all(_ kind: String) -> [LayoutNode] { subtree.filter { $0.kind == kind } }

    var fill: Paint? {
        if case .shape(let s) = content, case .fill(let p, _) = s.operation { return p }
        return nil
    }
    var strokeBorder: (paint: Paint, lineWidth: Double)? {
        if case .shape(let s) = content, case let .stroke(p, style, true) = s.operation { return (p, style.lineWidth) }
        return nil
    }
    var text: ResolvedText? {
        if case .text(let t) = content { return t }
        return nil
    }
    var symbol: SymbolDrawing? {
        if case .symbol(let s) = content { return s }
        return nil
    }
    var effect: Effect? {
        if case .effect(let e) = content { return e }
        return nil
    }
    var opacityValue: Double? {
        if case .opacity(let o) = effect { return o }
        return nil
    }
    var scaleValue: (Double, Double)? {
        if case let .scale(x, y, _) = effect { return (x, y) }
        return nil
    }
}

extension Paint {
    var hex: String? { solidColor?.hexString }
}

/// Equality within a tolerance, for values that went through arithmetic.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }
