/// How the generator asks an element to be painted; resolved to an ``IconPaint`` once the
/// geometry is known (see scripts/gen-icons.py for when each is chosen).
enum PaintHint: Sendable {
    /// Fill if the symbol is a `.fill` variant and the element is closed; else stroke.
    case auto
    case fill
    case stroke
    case erase
    case hole
}

/// One SVG child element as the generator wrote it: attribute values, not yet parsed.
enum LucideElement: Sendable {
    case path(String, PaintHint)
    case circle(cx: Double, cy: Double, r: Double, PaintHint)
    case ellipse(cx: Double, cy: Double, rx: Double, ry: Double, PaintHint)
    case rect(x: Double, y: Double, width: Double, height: Double, rx: Double?, ry: Double?, PaintHint)
    case line(x1: Double, y1: Double, x2: Double, y2: Double, PaintHint)
    case polyline(String, PaintHint)
    case polygon(String, PaintHint)

    var hint: PaintHint {
        switch self {
        case .path(_, let hint), .circle(_, _, _, let hint), .ellipse(_, _, _, _, let hint),
             .rect(_, _, _, _, _, _, let hint), .line(_, _, _, _, let hint),
             .polyline(_, let hint), .polygon(_, let hint):
            hint
        }
    }

    /// The element's outline in viewBox units.
    func segments() throws(SVGPathError) -> [IconSegment] {
        switch self {
        case .path(let data, _):
            try SVGPathParser.parse(data)
        case .circle(let cx, let cy, let r, _):
            SVGShapes.ellipse(cx: cx, cy: cy, rx: r, ry: r)
        case .ellipse(let cx, let cy, let rx, let ry, _):
            SVGShapes.ellipse(cx: cx, cy: cy, rx: rx, ry: ry)
        case .rect(let x, let y, let width, let height, let rx, let ry, _):
            SVGShapes.rect(x: x, y: y, width: width, height: height, rx: rx, ry: ry)
        case .line(let x1, let y1, let x2, let y2, _):
            SVGShapes.line(x1: x1, y1: y1, x2: x2, y2: y2)
        case .polyline(let points, _):
            try SVGShapes.polyline(points: points, closed: false)
        case .polygon(let points, _):
            try SVGShapes.polyline(points: points, closed: true)
        }
    }
}

/// One row of the generated table: an SF Symbol name and the Lucide icon drawn for it.
struct LucideEntry: Sendable {
    let name: String
    let source: String
    let isFilled: Bool
    let elements: [LucideElement]

    /// Steps: 1. parse each element's geometry; 2. resolve its paint hint against the symbol's
    /// variant and the element's closedness; 3. assemble the ``Symbol``.
    func makeSymbol() throws(SVGPathError) -> Symbol {
        var built: [IconElement] = []
        for element in elements {
            // 1. Geometry.
            let segments = try element.segments()
            guard !segments.isEmpty else { continue }
            // 2. Paint.
            let closed = IconElement.allSubpathsClosed(segments)
            let paint: IconPaint = switch element.hint {
            case .auto: isFilled && closed ? .fillAndStroke : .stroke
            case .fill: .fillAndStroke
            case .stroke: .stroke
            case .erase: .eraseStroke
            case .hole: .eraseFillAndStroke
            }
            built.append(IconElement(segments: segments, paint: paint))
        }
        // 3. Symbol.
        return Symbol(name: name, source: source, isFilled: isFilled, viewBox: 24, elements: built)
    }
}
