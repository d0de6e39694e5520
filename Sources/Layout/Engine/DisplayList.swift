import Icons

/// One drawing operation, in absolute points. Layout emits a flat list of these; the painter is a
/// plain switch over them and knows nothing of layout.
public enum DrawCommand {
    /// Fill `path`; gradients are mapped onto `bounds`. A `.material` paint blurs the backdrop inside the path.
    case fill(path: Path, paint: Paint, bounds: Rect, evenOdd: Bool)
    case stroke(path: Path, paint: Paint, style: StrokeStyle, bounds: Rect)
    case text(ResolvedText, measurement: TextMeasurement, origin: Point, bounds: Rect)
    /// An SF Symbol substitute drawn into `frame` (24-unit Lucide geometry scaled to fit).
    case symbol(Symbol, frame: Rect, paint: Paint, lineWidth: Double)
    /// A filled vector asset: outlines already in absolute points.
    case asset(paths: [Path], paint: Paint, bounds: Rect)
    case pushClip(Path, evenOdd: Bool)
    case popClip
    case pushTransform(AffineTransform)
    case popTransform
    /// Draw what follows until `endLayer` into an offscreen layer covering `bounds`, then composite it.
    case beginLayer(Layer)
    case endLayer
}

/// An offscreen compositing layer: how the group is blended back.
public struct Layer {
    public var bounds: Rect
    public var opacity: Double = 1
    public var blendMode: BlendMode = .normal
    public var blurRadius: Double = 0
    public var shadow: (color: RGBA, radius: Double, x: Double, y: Double)?
    public init(bounds: Rect) { self.bounds = bounds }
}

/// Emits the display list for a laid-out tree (after rounding), in painter's order.
public struct DisplayListBuilder {
    public private(set) var commands: [DrawCommand] = []
    public init() {}

    public mutating func emit(_ node: LayoutNode) {
        let f = node.frame
        switch node.content {
        case .none:
            emitChildren(node)
        case .text(let text):
            if let m = node.textMeasurement {
                commands.append(.text(text, measurement: m, origin: f.origin, bounds: f))
            }
        case .shape(let shape):
            emitShape(shape, in: f)
        case .symbol(let symbol):
            emitSymbol(symbol, in: f)
        case .effect(let effect):
            emitEffect(effect, node)
        }
    }

    mutating func emitChildren(_ node: LayoutNode) {
        // Decorations: a background draws before the content, an overlay after it.
        if node.children.count == 2, node.layout.drawsSecondChildFirst {
            emit(node.children[1]); emit(node.children[0])
        } else {
            for c in node.children { emit(c) }
        }
    }

    /// A shape's outline in absolute points: shapes draw in local coordinates (origin at zero).
    static func path(_ make: (Rect) -> Path, in f: Rect) -> Path {
        let local = make(Rect(origin: .zero, size: f.size))
        return f.origin == .zero ? local : local.applying(AffineTransform(translationX: f.minX, y: f.minY))
    }

    mutating func emitShape(_ shape: ShapeDrawing, in f: Rect) {
        switch shape.operation {
        case let .fill(paint, eo):
            if paint.isClear { return }
            commands.append(.fill(path: Self.path(shape.path, in: f), paint: paint, bounds: f, evenOdd: eo))
        case let .stroke(paint, style, inset):
            if paint.isClear || style.lineWidth <= 0 { return }
            let r = inset ? f.insetBy(dx: style.lineWidth / 2, dy: style.lineWidth / 2) : f
            commands.append(.stroke(path: Self.path(shape.path, in: r), paint: paint, style: style, bounds: f))
        }
    }

    mutating func emitSymbol(_ s: SymbolDrawing, in f: Rect) {
        if s.paint.isClear { return }
        switch s.source {
        case .symbol(let name):
            if let sym = SymbolLibrary.symbol(named: name) {
                commands.append(.symbol(sym, frame: f, paint: s.paint, lineWidth: s.lineWidth))
            }
        case .asset(let asset):
            let sx = asset.size.width > 0 ? f.width / asset.size.width : 1
            let sy = asset.size.height > 0 ? f.height / asset.size.height : 1
            let t = AffineTransform(a: sx, b: 0, c: 0, d: sy, tx: f.minX, ty: f.minY)
            commands.append(.asset(paths: asset.paths().map { $0.applying(t) }, paint: s.paint, bounds: f))
        }
    }

    mutating func emitEffect(_ effect: Effect, _ node: LayoutNode) {
        let f = node.frame
        switch effect {
        case .opacity(let o):
            if o >= 1 { emitChildren(node); return }
            if o <= 0 { return }
            var l = Layer(bounds: visualBounds(node)); l.opacity = o
            layered(l, node)
        case let .shadow(color, radius, x, y):
            var l = Layer(bounds: visualBounds(node)); l.shadow = (color, radius, x, y)
            layered(l, node)
        case let .blur(radius, _):
            if radius <= 0 { emitChildren(node); return }
            var l = Layer(bounds: visualBounds(node)); l.blurRadius = radius
            layered(l, node)
        case .blendMode(let mode):
            var l = Layer(bounds: visualBounds(node)); l.blendMode = mode
            layered(l, node)
        case .compositingGroup:
            layered(Layer(bounds: visualBounds(node)), node)
        case let .scale(sx, sy, anchor):
            if sx == 1 && sy == 1 { emitChildren(node); return }
            let a = anchor.resolved(in: f)
            transformed(AffineTransform(a: sx, b: 0, c: 0, d: sy, tx: a.x - sx * a.x, ty: a.y - sy * a.y), node)
        case let .rotation(deg, anchor):
            let a = anchor.resolved(in: f)
            let r = deg * .pi / 180, c = cos(r), s = sin(r)
            transformed(AffineTransform(a: c, b: s, c: -s, d: c, tx: a.x - c * a.x + s * a.y, ty: a.y - s * a.x - c * a.y), node)
        case let .offset(x, y):
            if x == 0 && y == 0 { emitChildren(node); return }
            transformed(AffineTransform(translationX: x, y: y), node)
        case let .clip(make, _, eo):
            commands.append(.pushClip(Self.path(make, in: f), evenOdd: eo))
            emitChildren(node)
            commands.append(.popClip)
        case let .backdrop(make, material):
            commands.append(.fill(path: Self.path(make, in: f), paint: .material(material), bounds: f, evenOdd: false))
            emitChildren(node)
        }
    }

    mutating func layered(_ layer: Layer, _ node: LayoutNode) {
        commands.append(.beginLayer(layer)); emitChildren(node); commands.append(.endLayer)
    }
    mutating func transformed(_ t: AffineTransform, _ node: LayoutNode) {
        commands.append(.pushTransform(t)); emitChildren(node); commands.append(.popTransform)
    }

    /// The area a subtree may paint, in the coordinates its parent draws in: its frame united with every
    /// descendant's (children may overflow), grown by outside strokes, shadows and blurs, and moved by
    /// offsets, scales and rotations. Layers are sized from it, so nothing drawn may fall outside.
    func visualBounds(_ node: LayoutNode) -> Rect {
        var r = node.frame
        for c in node.children { r = r.union(visualBounds(c)) }
        switch node.content {
        case .shape(let s):
            if case .stroke(_, let st, false) = s.operation { r = r.insetBy(dx: -st.lineWidth / 2, dy: -st.lineWidth / 2) }
        case .effect(let e):
            switch e {
            case let .offset(x, y): r = r.offsetBy(dx: x, dy: y)
            case let .scale(sx, sy, anchor):
                let a = anchor.resolved(in: node.frame)
                r = Self.transformed(r, AffineTransform(a: sx, b: 0, c: 0, d: sy, tx: a.x - sx * a.x, ty: a.y - sy * a.y))
            case let .rotation(deg, anchor):
                let a = anchor.resolved(in: node.frame)
                let rad = deg * .pi / 180, c = cos(rad), s = sin(rad)
                r = Self.transformed(r, AffineTransform(a: c, b: s, c: -s, d: c, tx: a.x - c * a.x + s * a.y, ty: a.y - s * a.x - c * a.y))
            case let .shadow(_, radius, x, y):
                let spread = radius * 1.5
                r = r.union(r.offsetBy(dx: x, dy: y).insetBy(dx: -spread, dy: -spread))
            case let .blur(radius, _):
                r = r.insetBy(dx: -radius * 1.5, dy: -radius * 1.5)
            case .clip:
                r = node.frame
            default: break
            }
        default: break
        }
        return r
    }

    /// Bounding box of `r` under `t`.
    static func transformed(_ r: Rect, _ t: AffineTransform) -> Rect {
        let pts = [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.minX, y: r.maxY), Point(x: r.maxX, y: r.maxY)].map(t.apply)
        let xs = pts.map(\.x), ys = pts.map(\.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
