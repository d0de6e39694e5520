/// SVG's basic shapes as outlines, following the equivalent paths the SVG 2 specification gives
/// for each (same start point and direction, so dashes and joins would match a browser).
enum SVGShapes {
    /// Handle length of a cubic approximating a quarter circle: 4/3·(√2 − 1).
    static let kappa = 0.5522847498

    /// `<circle>` / `<ellipse>`: four quarter arcs starting at the rightmost point and going
    /// towards +y first, then closed.
    static func ellipse(cx: Double, cy: Double, rx: Double, ry: Double) -> [IconSegment] {
        guard rx > 0, ry > 0 else { return [] }  // SVG: a zero radius disables rendering
        let kx = kappa * rx, ky = kappa * ry
        return [
            .move(to: IconPoint(x: cx + rx, y: cy)),
            .cubic(control1: IconPoint(x: cx + rx, y: cy + ky), control2: IconPoint(x: cx + kx, y: cy + ry),
                   to: IconPoint(x: cx, y: cy + ry)),
            .cubic(control1: IconPoint(x: cx - kx, y: cy + ry), control2: IconPoint(x: cx - rx, y: cy + ky),
                   to: IconPoint(x: cx - rx, y: cy)),
            .cubic(control1: IconPoint(x: cx - rx, y: cy - ky), control2: IconPoint(x: cx - kx, y: cy - ry),
                   to: IconPoint(x: cx, y: cy - ry)),
            .cubic(control1: IconPoint(x: cx + kx, y: cy - ry), control2: IconPoint(x: cx + rx, y: cy - ky),
                   to: IconPoint(x: cx + rx, y: cy)),
            .close,
        ]
    }

    /// `<rect>` with optional corner radii.
    ///
    /// Steps: 1. resolve radii as SVG 2 does (a missing one copies the other, both clamp to half
    /// the side); 2. walk clockwise from the top edge's left end, a quarter arc at each corner;
    /// 3. drop straight edges of zero length (a pill's flat sides vanish).
    static func rect(x: Double, y: Double, width: Double, height: Double,
                     rx: Double?, ry: Double?) -> [IconSegment] {
        guard width > 0, height > 0 else { return [] }
        // 1. Radii.
        let resolvedX = max(0, rx ?? ry ?? 0), resolvedY = max(0, ry ?? rx ?? 0)
        let radiusX = min(resolvedX, width / 2), radiusY = min(resolvedY, height / 2)
        if radiusX == 0 || radiusY == 0 {
            return [
                .move(to: IconPoint(x: x, y: y)),
                .line(to: IconPoint(x: x + width, y: y)),
                .line(to: IconPoint(x: x + width, y: y + height)),
                .line(to: IconPoint(x: x, y: y + height)),
                .close,
            ]
        }
        // 2. Edges and corners.
        let kx = kappa * radiusX, ky = kappa * radiusY
        let left = x, top = y, right = x + width, bottom = y + height
        var segments: [IconSegment] = [.move(to: IconPoint(x: left + radiusX, y: top))]
        func edge(to point: IconPoint) {
            // 3. Skip zero-length edges.
            if let last = segments.last?.endPoint, last == point { return }
            segments.append(.line(to: point))
        }
        edge(to: IconPoint(x: right - radiusX, y: top))
        segments.append(.cubic(control1: IconPoint(x: right - radiusX + kx, y: top),
                               control2: IconPoint(x: right, y: top + radiusY - ky),
                               to: IconPoint(x: right, y: top + radiusY)))
        edge(to: IconPoint(x: right, y: bottom - radiusY))
        segments.append(.cubic(control1: IconPoint(x: right, y: bottom - radiusY + ky),
                               control2: IconPoint(x: right - radiusX + kx, y: bottom),
                               to: IconPoint(x: right - radiusX, y: bottom)))
        edge(to: IconPoint(x: left + radiusX, y: bottom))
        segments.append(.cubic(control1: IconPoint(x: left + radiusX - kx, y: bottom),
                               control2: IconPoint(x: left, y: bottom - radiusY + ky),
                               to: IconPoint(x: left, y: bottom - radiusY)))
        edge(to: IconPoint(x: left, y: top + radiusY))
        segments.append(.cubic(control1: IconPoint(x: left, y: top + radiusY - ky),
                               control2: IconPoint(x: left + radiusX - kx, y: top),
                               to: IconPoint(x: left + radiusX, y: top)))
        segments.append(.close)
        return segments
    }

    /// `<line>`: one open segment.
    static func line(x1: Double, y1: Double, x2: Double, y2: Double) -> [IconSegment] {
        [.move(to: IconPoint(x: x1, y: y1)), .line(to: IconPoint(x: x2, y: y2))]
    }

    /// `<polyline>` (open) and `<polygon>` (closed) from a `points` list. An odd trailing
    /// coordinate is an error in SVG 2; here it stops reading, as browsers render up to it.
    static func polyline(points: String, closed: Bool) throws(SVGPathError) -> [IconSegment] {
        var scanner = SVGPathScanner(points)
        var coordinates: [Double] = []
        while scanner.nextIsNumber() { coordinates.append(try scanner.number()) }
        if !scanner.isAtEnd() {
            throw SVGPathError(offset: scanner.offset, message: "points must be numbers")
        }
        var segments: [IconSegment] = []
        var index = 0
        while index + 1 < coordinates.count {
            let point = IconPoint(x: coordinates[index], y: coordinates[index + 1])
            segments.append(segments.isEmpty ? .move(to: point) : .line(to: point))
            index += 2
        }
        if closed, !segments.isEmpty { segments.append(.close) }
        return segments
    }
}
