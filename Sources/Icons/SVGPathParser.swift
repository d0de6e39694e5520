/// Reads SVG path data (the `d` attribute) into ``IconSegment``s in absolute coordinates.
///
/// Supports the whole SVG 2 path grammar: M L H V C S Q T A Z in absolute and relative forms,
/// implicitly repeated commands (extra coordinate pairs after `M` are line-tos), compact numbers
/// (`1.5.5`, `-.5e-3`) and packed arc flags. Quadratics are raised to cubics and arcs converted by
/// ``SVGArc``, so the output needs only move/line/cubic/close.
public enum SVGPathParser {
    /// Parses `data`; throws ``SVGPathError`` at the first malformed token.
    public static func parse(_ data: String) throws(SVGPathError) -> [IconSegment] {
        var state = State(scanner: SVGPathScanner(data))
        try state.run()
        return state.segments
    }

    /// The pen and the memory that the shorthand commands S and T need.
    private struct State {
        var scanner: SVGPathScanner
        var segments: [IconSegment] = []
        var current = IconPoint(x: 0, y: 0)
        var subpathStart = IconPoint(x: 0, y: 0)
        /// Second control point of the previous C/S, reflected by a following S.
        var lastCubicControl: IconPoint?
        /// Control point of the previous Q/T, reflected by a following T.
        var lastQuadraticControl: IconPoint?
        /// After Z, a drawing command without its own M restarts at the closed subpath's start.
        var needsMove = false

        /// Steps: 1. read a command letter (the first must be M/m); 2. read its argument groups
        /// while numbers follow, applying each; 3. reset the S/T memory unless the command set it.
        mutating func run() throws(SVGPathError) {
            var isFirst = true
            while !scanner.isAtEnd() {
                // 1. Command letter.
                let offset = scanner.offset
                guard let command = scanner.command() else {
                    throw SVGPathError(offset: offset, message: "expected a command letter")
                }
                if isFirst, command != UInt8(ascii: "M"), command != UInt8(ascii: "m") {
                    throw SVGPathError(offset: offset, message: "path data must begin with M or m")
                }
                isFirst = false
                // 2. Argument groups (Z has none and may not be followed by numbers).
                let relative = command >= UInt8(ascii: "a")
                let upper = relative ? command - 32 : command
                if upper == UInt8(ascii: "Z") {
                    closePath()
                    continue
                }
                var groupIndex = 0
                repeat {
                    try apply(upper, relative: relative, groupIndex: groupIndex)
                    groupIndex += 1
                } while scanner.nextIsNumber()
            }
        }

        mutating func apply(_ command: UInt8, relative: Bool, groupIndex: Int) throws(SVGPathError) {
            let origin = relative ? current : IconPoint(x: 0, y: 0)
            var cubicControl: IconPoint?
            var quadraticControl: IconPoint?
            switch command {
            case UInt8(ascii: "M"):
                let point = try readPoint(relativeTo: origin)
                if groupIndex == 0 {
                    segments.append(.move(to: point))
                    subpathStart = point
                    current = point
                    needsMove = false
                } else {
                    lineTo(point)  // implicit line-to after a move
                }
            case UInt8(ascii: "L"):
                lineTo(try readPoint(relativeTo: origin))
            case UInt8(ascii: "H"):
                lineTo(IconPoint(x: origin.x + (try scanner.number()), y: current.y))
            case UInt8(ascii: "V"):
                lineTo(IconPoint(x: current.x, y: origin.y + (try scanner.number())))
            case UInt8(ascii: "C"):
                let c1 = try readPoint(relativeTo: origin)
                let c2 = try readPoint(relativeTo: origin)
                let end = try readPoint(relativeTo: origin)
                cubicTo(c1, c2, end)
                cubicControl = c2
            case UInt8(ascii: "S"):
                let c1 = reflect(lastCubicControl)
                let c2 = try readPoint(relativeTo: origin)
                let end = try readPoint(relativeTo: origin)
                cubicTo(c1, c2, end)
                cubicControl = c2
            case UInt8(ascii: "Q"):
                let control = try readPoint(relativeTo: origin)
                let end = try readPoint(relativeTo: origin)
                quadraticTo(control, end)
                quadraticControl = control
            case UInt8(ascii: "T"):
                let control = reflect(lastQuadraticControl)
                let end = try readPoint(relativeTo: origin)
                quadraticTo(control, end)
                quadraticControl = control
            case UInt8(ascii: "A"):
                let rx = try scanner.number()
                let ry = try scanner.number()
                let rotation = try scanner.number()
                let largeArc = try scanner.flag()
                let sweep = try scanner.flag()
                let end = try readPoint(relativeTo: origin)
                arcTo(end, rx: rx, ry: ry, rotation: rotation, largeArc: largeArc, sweep: sweep)
            default:
                throw SVGPathError(offset: scanner.offset, message: "unknown command")
            }
            // 3. Only a curve of the same family may reflect this one's control point.
            lastCubicControl = cubicControl
            lastQuadraticControl = quadraticControl
        }

        mutating func readPoint(relativeTo origin: IconPoint) throws(SVGPathError) -> IconPoint {
            let x = try scanner.number()
            let y = try scanner.number()
            return IconPoint(x: origin.x + x, y: origin.y + y)
        }

        /// The mirror of `control` about the current point, or the current point if there is none
        /// (SVG: "if there is no previous command or if the previous command was not …").
        func reflect(_ control: IconPoint?) -> IconPoint {
            guard let control else { return current }
            return IconPoint(x: 2 * current.x - control.x, y: 2 * current.y - control.y)
        }

        mutating func beginDrawing() {
            if needsMove {
                segments.append(.move(to: subpathStart))
                needsMove = false
            }
        }

        mutating func lineTo(_ point: IconPoint) {
            beginDrawing()
            segments.append(.line(to: point))
            current = point
        }

        mutating func cubicTo(_ c1: IconPoint, _ c2: IconPoint, _ end: IconPoint) {
            beginDrawing()
            segments.append(.cubic(control1: c1, control2: c2, to: end))
            current = end
        }

        /// Degree elevation: the cubic's controls lie 2/3 of the way from each end to the
        /// quadratic's single control point, which reproduces the curve exactly.
        mutating func quadraticTo(_ control: IconPoint, _ end: IconPoint) {
            let c1 = IconPoint(x: current.x + 2.0 / 3.0 * (control.x - current.x),
                               y: current.y + 2.0 / 3.0 * (control.y - current.y))
            let c2 = IconPoint(x: end.x + 2.0 / 3.0 * (control.x - end.x),
                               y: end.y + 2.0 / 3.0 * (control.y - end.y))
            cubicTo(c1, c2, end)
        }

        mutating func arcTo(_ end: IconPoint, rx: Double, ry: Double, rotation: Double, largeArc: Bool, sweep: Bool) {
            // SVG F.6.2: an arc to the current point is omitted; a zero radius makes it a line.
            if current == end { return }
            if rx == 0 || ry == 0 {
                lineTo(end)
                return
            }
            let pieces = SVGArc.cubics(from: current, to: end, radiusX: rx, radiusY: ry,
                                       rotationDegrees: rotation, largeArc: largeArc, sweep: sweep)
            for (c1, c2, to) in pieces { cubicTo(c1, c2, to) }
        }

        mutating func closePath() {
            segments.append(.close)
            current = subpathStart
            needsMove = true
            lastCubicControl = nil
            lastQuadraticControl = nil
        }
    }
}
