import Foundation
import Layout
@testable import KikKit

/// Shared helpers: lay a view out with the font-free measurer, read clip outlines and dump styles.
enum KikTestSupport {
    /// An environment in a colour scheme with optional accessibility settings.
    static func environment(_ scheme: ColorScheme = .light, dynamicType: DynamicTypeSize = .large,
                            contrast: ColorSchemeContrast = .standard, reduceTransparency: Bool = false) -> EnvironmentValues {
        EnvironmentValues(colorScheme: scheme, contrast: contrast, dynamicTypeSize: dynamicType, reduceTransparency: reduceTransparency)
    }

    /// Lays `view` out at `width` (height as needed, or fixed) at scale 2, the goldens' scale (frames snap to half points).
    static func layout(_ view: some View, width: Double = 390, height: Double? = nil,
                       environment: EnvironmentValues = environment()) throws -> LayoutResult {
        try LayoutEngine.layout(view, proposal: ProposedViewSize(width: width, height: height), environment: environment,
                                measurer: FixedWidthTextMeasurer(), scale: 2)
    }

    /// The outline a `clipShape` node clips to, in its own coordinates (origin zero).
    static func clipPath(_ node: LayoutNode) -> Path? {
        guard case .effect(.clip(let path, _, _)) = node.content else { return nil }
        return path(Rect(origin: .zero, size: node.frame.size))
    }

    /// The outline of an uneven rounded rectangle of `size` with the given radii (SwiftUI's default continuous corners).
    static func roundedRect(_ size: Size, topLeading: Double, bottomLeading: Double, bottomTrailing: Double,
                            topTrailing: Double) -> Path {
        Path(roundedRect: Rect(origin: .zero, size: size),
             cornerRadii: RectangleCornerRadii(topLeading: topLeading, bottomLeading: bottomLeading,
                                               bottomTrailing: bottomTrailing, topTrailing: topTrailing),
             style: .continuous)
    }

    /// Every node of the layout dump whose style has `key`, depth first.
    static func dumpedStyles(_ result: LayoutResult, withKey key: String) throws -> [[String: Any]] {
        let data = Data(result.dumpJSON().utf8)
        let root = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
        var out: [[String: Any]] = []
        func walk(_ node: [String: Any]) {
            if let style = node["style"] as? [String: Any], style[key] != nil { out.append(style) }
            for child in node["children"] as? [[String: Any]] ?? [] { walk(child) }
        }
        if let r = root["root"] as? [String: Any] { walk(r) }
        return out
    }

    /// The resolved text of a text node.
    static func text(_ node: LayoutNode) -> ResolvedText? {
        if case .text(let t) = node.content { return t }
        return nil
    }

    /// The first text node showing `string`.
    static func textNode(_ result: LayoutResult, _ string: String) -> LayoutNode? {
        result.all("Text").first { text($0)?.string == string }
    }

    /// The solid colour a shape node paints, as `#RRGGBB[AA]`.
    static func fillHex(_ node: LayoutNode) -> String? {
        guard case .shape(let s) = node.content else { return nil }
        switch s.operation {
        case .fill(let p, _), .stroke(let p, _, _): return p.solidColor?.hexString
        }
    }

    /// The colour a text node draws in, as `#RRGGBB[AA]`.
    static func textHex(_ node: LayoutNode) -> String? {
        guard let t = text(node) else { return nil }
        return (t.runs.first?.color ?? t.paint.solidColor)?.hexString
    }
}
