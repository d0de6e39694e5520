import Layout
@testable import CopilotKit

/// Shared helpers: environments for each scheme/contrast, and font-free layout.
enum Env {
    static func make(_ scheme: ColorScheme = .light, contrast: ColorSchemeContrast = .standard,
                     dynamicType: DynamicTypeSize = .large, reduceTransparency: Bool = false) -> EnvironmentValues {
        EnvironmentValues(colorScheme: scheme, contrast: contrast, dynamicTypeSize: dynamicType, reduceTransparency: reduceTransparency)
    }
    static let light = make(.light)
    static let dark = make(.dark)
    static let lightHC = make(.light, contrast: .increased)
    static let darkHC = make(.dark, contrast: .increased)
}

/// Lays a view out at `width` with the fixed-width measurer (no fonts needed), at scale 1.
func layout<V: View>(_ view: V, width: Double = 390, height: Double? = nil, env: EnvironmentValues = Env.light) throws -> LayoutResult {
    try LayoutEngine.layout(view, proposal: ProposedViewSize(width: width, height: height), environment: env,
                            measurer: FixedWidthTextMeasurer(), scale: 1)
}

extension LayoutNode {
    /// Corner-radius style values a shape reports in the layout dump.
    var shapeInfo: [String: String] {
        if case .shape(let s) = content { return s.dumpInfo }
        return [:]
    }
    /// The paint a filled shape uses, as `#RRGGBB[AA]`, or nil.
    var fillHex: String? {
        if case .shape(let s) = content, case .fill(let p, _) = s.operation, let c = p.solidColor { return c.hexString }
        return nil
    }
    var strokeInfo: (hex: String?, width: Double)? {
        if case .shape(let s) = content, case let .stroke(p, style, _) = s.operation { return (p.solidColor?.hexString, style.lineWidth) }
        return nil
    }
    var isMaterialFill: Bool {
        if case .shape(let s) = content, case .fill(.material, _) = s.operation { return true }
        return false
    }
    var text: String? {
        if case .text(let t) = content { return t.string }
        return nil
    }
    var symbolName: String? {
        if case .symbol(let s) = content, case .symbol(let n) = s.source { return n }
        return nil
    }
    var descendants: [LayoutNode] { children.flatMap { [$0] + $0.descendants } }
}
