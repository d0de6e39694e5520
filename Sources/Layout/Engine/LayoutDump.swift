import Foundation

/// The laid-out tree as JSON: each node's kind, frame in points and key style values. Used by
/// tests and by users (`mockshot render --layout-json`) to check geometry.
extension LayoutResult {
    public func dumpJSON() -> String {
        let obj: [String: Any] = ["canvas": [canvasSize.width, canvasSize.height].map(Self.num), "root": Self.dump(root)]
        let data = (try? JSONSerialization.data(withJSONObject: obj, options: [.prettyPrinted, .sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    static func num(_ v: Double) -> Any { v == v.rounded() && abs(v) < 1e15 ? Int(v) : (v * 1000).rounded() / 1000 }

    static func dump(_ n: LayoutNode) -> [String: Any] {
        var d: [String: Any] = ["kind": n.kind, "frame": [n.frame.minX, n.frame.minY, n.frame.width, n.frame.height].map(num)]
        var style: [String: Any] = [:]
        switch n.layout {
        case let s as StackLayout:
            style["spacing"] = num(s.spacing ?? StackLayout.defaultSpacing)
            style["alignment"] = s.alignsBaselines ? "firstTextBaseline" : num(s.alignmentFraction)
        case let p as PaddingLayout:
            style["padding"] = [p.insets.top, p.insets.leading, p.insets.bottom, p.insets.trailing].map(num)
        case let f as FrameLayout:
            if let w = f.width { style["width"] = num(w) }
            if let h = f.height { style["height"] = num(h) }
        case let f as FlexFrameLayout:
            for (k, v) in [("minWidth", f.minWidth), ("maxWidth", f.maxWidth), ("minHeight", f.minHeight), ("maxHeight", f.maxHeight)] {
                if let v { style[k] = v.isFinite ? num(v) : "infinity" }
            }
        default: break
        }
        if n.priority != 0 { style["layoutPriority"] = num(n.priority) }
        switch n.content {
        case .none: break
        case .text(let t):
            style["text"] = t.string
            if let f = t.runs.first?.font {
                style["font"] = (f.name ?? "system-\(f.design.rawValue)")
                style["fontSize"] = num(f.size)
                if let w = f.weight { style["fontWeight"] = w.value }
                if f.italic { style["italic"] = true }
            }
            style["color"] = describe(t.runs.first?.color.map { .color($0) } ?? t.paint)
            if t.lineSpacing != 0 { style["lineSpacing"] = num(t.lineSpacing) }
            if let m = n.textMeasurement { style["lines"] = m.lineCount }
        case .shape(let s):
            style["shape"] = s.shapeName
            switch s.operation {
            case let .fill(p, _): style["fill"] = describe(p)
            case let .stroke(p, st, inset):
                style[inset ? "strokeBorder" : "stroke"] = describe(p)
                style["lineWidth"] = num(st.lineWidth)
                if !st.dash.isEmpty { style["dash"] = st.dash.map(num) }
            }
            for (k, v) in s.dumpInfo { style[k] = v }
        case .symbol(let s):
            switch s.source {
            case .symbol(let name): style["symbol"] = name
            case .asset(let a): style["asset"] = a.name
            }
            style["pointSize"] = num(s.pointSize)
            style["color"] = describe(s.paint)
        case .effect(let e):
            switch e {
            case .opacity(let o): style["opacity"] = num(o)
            case let .shadow(c, r, x, y): style["shadow"] = ["color": c.hexString, "radius": num(r), "x": num(x), "y": num(y)]
            case .blur(let r, _): style["blur"] = num(r)
            case let .scale(x, y, _): style["scale"] = [num(x), num(y)]
            case let .rotation(deg, _): style["rotation"] = num(deg)
            case let .offset(x, y): style["offset"] = [num(x), num(y)]
            case let .clip(_, name, _): style["clip"] = name
            case .blendMode(let m): style["blendMode"] = m.rawValue
            case .compositingGroup: style["compositingGroup"] = true
            case .backdrop: style["backdrop"] = true
            }
        }
        if !style.isEmpty { d["style"] = style }
        if !n.children.isEmpty { d["children"] = n.children.map(dump) }
        return d
    }

    static func describe(_ p: Paint) -> String {
        switch p {
        case .color(let c): return c.hexString
        case .linearGradient(let s, _, _): return "linear(" + s.map { $0.color.hexString }.joined(separator: ",") + ")"
        case .radialGradient(let s, _, _, _): return "radial(" + s.map { $0.color.hexString }.joined(separator: ",") + ")"
        case .angularGradient(let s, _, _, _): return "angular(" + s.map { $0.color.hexString }.joined(separator: ",") + ")"
        case .material(let m): return "material(blur: \(num(m.blurRadius)), tint: \(m.tint.hexString))"
        }
    }
}
