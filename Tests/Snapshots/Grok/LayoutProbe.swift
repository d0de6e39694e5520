import Layout
import Testing
@testable import GrokKit

/// Lays a view out with the font-free measurer (1 pt per pixel, dark) and answers geometry questions
/// about the resulting tree: the kit's numbers are checked on frames, not on pixels.
struct LayoutProbe {
    let result: LayoutResult

    init<V: View>(_ view: V, width: Double = 390, environment: (inout EnvironmentValues) -> Void = { _ in }) throws {
        var env = EnvironmentValues()
        env.colorScheme = .dark
        environment(&env)
        GrokAssets.register()
        result = try LayoutEngine.layout(view, proposal: ProposedViewSize(width: width, height: nil), environment: env,
                                         measurer: FixedWidthTextMeasurer(), scale: 1)
    }

    func first(_ kind: String) throws -> LayoutNode { try #require(result.first(kind), "no \(kind) in the layout") }
    func all(_ kind: String) -> [LayoutNode] { result.all(kind) }

    /// Text nodes whose string is `s`.
    func text(_ s: String) throws -> LayoutNode {
        try #require(result.all("Text").first { Self.string($0) == s }, "no Text '\(s)'")
    }
    /// Image nodes drawing SF Symbol `name`.
    func symbol(_ name: String) throws -> LayoutNode {
        try #require(result.all("Image").first { Self.symbolName($0) == name }, "no symbol '\(name)'")
    }

    static func string(_ n: LayoutNode) -> String? {
        if case .text(let t) = n.content { return t.string }
        return nil
    }
    static func resolvedText(_ n: LayoutNode) -> ResolvedText? {
        if case .text(let t) = n.content { return t }
        return nil
    }
    static func symbolName(_ n: LayoutNode) -> String? {
        if case .symbol(let s) = n.content, case .symbol(let name) = s.source { return name }
        return nil
    }
    static func symbol(_ n: LayoutNode) -> SymbolDrawing? {
        if case .symbol(let s) = n.content { return s }
        return nil
    }
    static func assetName(_ n: LayoutNode) -> String? {
        if case .symbol(let s) = n.content, case .asset(let a) = s.source { return a.name }
        return nil
    }
    /// A shape's fill colour as hex, or nil for strokes and non-solid paints.
    static func fillHex(_ n: LayoutNode) -> String? {
        if case .shape(let s) = n.content, case .fill(let p, _) = s.operation, case .color(let c) = p { return c.hexString }
        return nil
    }
    /// A shape's stroke: colour hex, line width and whether it is a `strokeBorder`.
    static func stroke(_ n: LayoutNode) -> (hex: String, width: Double, inset: Bool)? {
        if case .shape(let s) = n.content, case let .stroke(p, style, inset) = s.operation, case .color(let c) = p {
            return (c.hexString, style.lineWidth, inset)
        }
        return nil
    }
    static func dumpInfo(_ n: LayoutNode) -> [String: String] {
        if case .shape(let s) = n.content { return s.dumpInfo }
        return [:]
    }
    static func paintHex(_ p: Paint) -> String? {
        if case .color(let c) = p { return c.hexString }
        return nil
    }
    /// The colour a text's first run is drawn in (its own colour, else the text's paint).
    static func textHex(_ n: LayoutNode) -> String? {
        guard let t = resolvedText(n) else { return nil }
        if let c = t.runs.first?.color { return c.hexString }
        return paintHex(t.paint)
    }
}
