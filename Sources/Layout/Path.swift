/// A vector outline in points, as SwiftUI's `Path`: a list of move/line/curve/close elements.
/// The painter replays the elements; layout never looks inside.
public struct Path: Hashable, Sendable {
    public enum Element: Hashable, Sendable {
        case move(to: Point)
        case line(to: Point)
        case quadCurve(to: Point, control: Point)
        case curve(to: Point, control1: Point, control2: Point)
        case closeSubpath
    }

    public private(set) var elements: [Element] = []
    public private(set) var currentPoint: Point?
    private var subpathStart: Point?

    public init() {}
    public init(_ build: (inout Path) -> Void) { build(&self) }

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to p: Point) {
        elements.append(.move(to: p)); currentPoint = p; subpathStart = p
    }
    public mutating func addLine(to p: Point) {
        if currentPoint == nil { move(to: p); return }
        elements.append(.line(to: p)); currentPoint = p
    }
    public mutating func addQuadCurve(to p: Point, control: Point) {
        if currentPoint == nil { move(to: control) }
        elements.append(.quadCurve(to: p, control: control)); currentPoint = p
    }
    public mutating func addCurve(to p: Point, control1: Point, control2: Point) {
        if currentPoint == nil { move(to: control1) }
        elements.append(.curve(to: p, control1: control1, control2: control2)); currentPoint = p
    }
    public mutating func closeSubpath() {
        guard currentPoint != nil else { return }
        elements.append(.closeSubpath); currentPoint = subpathStart
    }
    public mutating func addPath(_ other: Path) {
        for e in other.elements { elements.append(e) }
        currentPoint = other.currentPoint; subpathStart = other.subpathStart
    }

    /// The path with every point mapped through `t`.
    public func applying(_ t: AffineTransform) -> Path {
        var out = Path()
        out.elements = elements.map {
            switch $0 {
            case .move(let p): return .move(to: t.apply(p))
            case .line(let p): return .line(to: t.apply(p))
            case .quadCurve(let p, let c): return .quadCurve(to: t.apply(p), control: t.apply(c))
            case .curve(let p, let c1, let c2): return .curve(to: t.apply(p), control1: t.apply(c1), control2: t.apply(c2))
            case .closeSubpath: return .closeSubpath
            }
        }
        out.currentPoint = currentPoint.map(t.apply); out.subpathStart = subpathStart.map(t.apply)
        return out
    }

    /// Control-point bounding box (an upper bound of the true bounds).
    public var boundingRect: Rect {
        var xs: [Double] = [], ys: [Double] = []
        for e in elements {
            switch e {
            case .move(let p), .line(let p): xs.append(p.x); ys.append(p.y)
            case .quadCurve(let p, let c): xs += [p.x, c.x]; ys += [p.y, c.y]
            case .curve(let p, let c1, let c2): xs += [p.x, c1.x, c2.x]; ys += [p.y, c1.y, c2.y]
            case .closeSubpath: break
            }
        }
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return .zero }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
