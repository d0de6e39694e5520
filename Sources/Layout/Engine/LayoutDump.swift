/// The laid-out tree as JSON: each node's kind, frame in points and key style values. Used by
/// tests and by users (`mockshot render --layout-json`) to check geometry. Keys are sorted and the
/// text is pretty-printed (see `JSONValue`).
extension LayoutResult {
    public func dumpJSON() -> String {
        let obj: JSONValue = .object(["canvas": .array([canvasSize.width, canvasSize.height].map(Self.num)), "root": Self.dump(root)])
        return obj.prettyPrinted
    }

    /// Whole numbers as integers, others to three decimals.
    static func num(_ v: Double) -> JSONValue { isWhole(v) ? .int(Int(v)) : .double(milli(v)) }
    static func isWhole(_ v: Double) -> Bool { v == v.rounded() && abs(v) < 1e15 }
    static func milli(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }

    static func nums(_ values: [Double]) -> JSONValue { .array(values.map(num)) }

    static func dump(_ n: LayoutNode) -> JSONValue {
        var d: [String: JSONValue] = ["kind": .string(n.kind), "frame": nums([n.frame.minX, n.frame.minY, n.frame.width, n.frame.height])]
        var style: [String: JSONValue] = [:]
        switch n.layout {
        case let s as StackLayout:
            style["spacing"] = num(s.spacing ?? StackLayout.defaultSpacing)
            style["alignment"] = guide(s.alignment)
        case let p as PaddingLayout:
            style["padding"] = nums([p.insets.top, p.insets.leading, p.insets.bottom, p.insets.trailing])
        case let f as FrameLayout:
            if let w = f.width { style["width"] = num(w) }
            if let h = f.height { style["height"] = num(h) }
        case let f as FlexFrameLayout:
            for (k, v) in [("minWidth", f.minWidth), ("maxWidth", f.maxWidth), ("minHeight", f.minHeight), ("maxHeight", f.maxHeight)] {
                if let v { style[k] = v.isFinite ? num(v) : .string("infinity") }
            }
        case let g as GridLayout:
            style["horizontalSpacing"] = num(g.horizontalSpacing)
            style["verticalSpacing"] = num(g.verticalSpacing)
            style["alignment"] = .array([guide(g.alignment.horizontal.key), guide(g.alignment.vertical.key)])
        case let r as GridRowLayout:
            if let a = r.alignment { style["alignment"] = guide(a.key) }
        case let g as LazyGridLayout:
            style[g.axis == .vertical ? "columns" : "rows"] = .array(g.items.map { .string($0.dumpDescription) })
            style["spacing"] = num(g.lineSpacing)
        case let a as AlignmentGuideLayout:
            style["guide"] = .string(a.key.description)
        case let a as AspectRatioLayout:
            if let r = a.ratio { style["aspectRatio"] = num(r) }
            style["contentMode"] = .string(a.contentMode == .fit ? "fit" : "fill")
        case let v as ViewThatFitsLayout:
            style["axes"] = .array((v.axes.contains(.horizontal) ? [JSONValue.string("horizontal")] : [])
                                   + (v.axes.contains(.vertical) ? [.string("vertical")] : []))
        case let c as CoordinateSpaceLayout:
            style["name"] = .string("\(c.name.base)")
        case let s as SafeAreaInsetLayout:
            style["edge"] = .string("\(s.edge)")
            style["spacing"] = num(s.gap)
        case let s as SafeAreaIgnoringLayout:
            style["edges"] = .string(Edge.allCases.filter { s.edges.contains(Edge.Set($0)) }.map { "\($0)" }.joined(separator: ","))
        case let p as SafeAreaPaddingLayout:
            style["safeAreaPadding"] = nums([p.insets.top, p.insets.leading, p.insets.bottom, p.insets.trailing])
        default: break
        }
        let t = n.traits
        if let c = t.gridCellColumns { style["gridCellColumns"] = .int(c) }
        if let a = t.gridColumnAlignment { style["gridColumnAlignment"] = guide(a.key) }
        if let a = t.gridCellAnchor { style["gridCellAnchor"] = nums([a.x, a.y]) }
        if !t.gridCellUnsizedAxes.isEmpty {
            style["gridCellUnsizedAxes"] = .array((t.gridCellUnsizedAxes.contains(.horizontal) ? [JSONValue.string("horizontal")] : [])
                                                  + (t.gridCellUnsizedAxes.contains(.vertical) ? [.string("vertical")] : []))
        }
        if let p = n.explicitPriority, p != 0 { style["layoutPriority"] = p.isFinite ? num(p) : .string(p > 0 ? "infinity" : "-infinity") }
        switch n.content {
        case .none: break
        case .text(let t):
            style["text"] = .string(t.string)
            if let f = t.runs.first?.font {
                style["font"] = .string(f.name ?? "system-\(f.design.rawValue)")
                style["fontSize"] = num(f.size)
                if let w = f.weight { style["fontWeight"] = .int(w.value) }
                if f.italic { style["italic"] = .bool(true) }
                if f.boldText { style["boldText"] = .bool(true) }
            }
            style["color"] = .string(describe(t.runs.first?.color.map { .color($0) } ?? t.paint))
            if t.lineSpacing != 0 { style["lineSpacing"] = num(t.lineSpacing) }
            if let m = n.textMeasurement { style["lines"] = .int(m.lineCount) }
        case .shape(let s):
            style["shape"] = .string(s.shapeName)
            switch s.operation {
            case let .fill(p, _): style["fill"] = .string(describe(p))
            case let .stroke(p, st, inset):
                style[inset ? "strokeBorder" : "stroke"] = .string(describe(p))
                style["lineWidth"] = num(st.lineWidth)
                if !st.dash.isEmpty { style["dash"] = nums(st.dash) }
            }
            for (k, v) in s.dumpInfo { style[k] = .string(v) }
        case .symbol(let s):
            switch s.source {
            case .symbol(let name): style["symbol"] = .string(name)
            case .asset(let a): style["asset"] = .string(a.name)
            }
            style["pointSize"] = num(s.pointSize)
            style["color"] = .string(describe(s.paint))
        case .effect(let e):
            switch e {
            case .opacity(let o): style["opacity"] = num(o)
            case let .shadow(c, r, x, y): style["shadow"] = .object(["color": .string(c.hexString), "radius": num(r), "x": num(x), "y": num(y)])
            case .blur(let r, _): style["blur"] = num(r)
            case let .scale(x, y, _): style["scale"] = nums([x, y])
            case let .rotation(deg, _): style["rotation"] = num(deg)
            case let .offset(x, y): style["offset"] = nums([x, y])
            case let .clip(_, name, _): style["clip"] = .string(name)
            case .blendMode(let m): style["blendMode"] = .string(m.rawValue)
            case .compositingGroup: style["compositingGroup"] = .bool(true)
            case .backdrop: style["backdrop"] = .bool(true)
            }
        }
        if !style.isEmpty { d["style"] = .object(style) }
        if !n.children.isEmpty { d["children"] = .array(n.children.map(dump)) }
        return .object(d)
    }

    /// A frame guide as the fraction of the length where it lies (0, 0.5, 1); baselines and custom
    /// guides by name.
    static func guide(_ key: AlignmentKey) -> JSONValue {
        key.isFrameGuide && key.id is any BuiltinGuide.Type ? num(key.fraction) : .string(key.description)
    }

    static func describe(_ p: Paint) -> String {
        switch p {
        case .color(let c): return c.hexString
        case .linearGradient(let s, _, _): return "linear(" + s.map { $0.color.hexString }.joined(separator: ",") + ")"
        case .radialGradient(let s, _, _, _): return "radial(" + s.map { $0.color.hexString }.joined(separator: ",") + ")"
        case .angularGradient(let s, _, _, _): return "angular(" + s.map { $0.color.hexString }.joined(separator: ",") + ")"
        case .material(let m):
            let blur = isWhole(m.blurRadius) ? "\(Int(m.blurRadius))" : "\(milli(m.blurRadius))"
            return "material(blur: \(blur), tint: \(m.tint.hexString))"
        }
    }
}
