import Layout

/// The opening fills of a display list that a later fill paints over entirely, so that neither they nor the
/// canvas's background need painting.
///
/// Why: a screen's display list typically opens with a clip to the screen, then the theme's background and
/// the screen's own background, each an opaque rectangle over the whole canvas, on a canvas already filled
/// with the background colour. At @3x that is three passes over 12 MB of which only the last shows: about
/// a tenth of a batch render's CPU time.
///
/// Exactness: an opaque solid colour over a pixel it covers entirely (no anti-aliased edge, no partial clip
/// coverage, plain source-over) leaves exactly that colour, whatever the pixel held; so skipping what it
/// covers changes no pixel. Hence the conditions: the cover is a `.color` fill of alpha 1 whose path is an
/// axis-aligned rectangle containing the canvas, reached through nothing but fills and clips that also
/// contain the canvas (a smaller clip would let the skipped fills show around it, and an anti-aliased one
/// blends every fill at its edge). Transforms, layers, text and anything else end the opening run.
enum OpaqueCover {
    /// The index of the last fill of the display list's opening run that covers `canvas` (in the display
    /// list's coordinates) with an opaque colour; nil when there is none.
    ///
    /// 1. Walk the opening run: fills, and clips that contain the canvas (with their pops).
    /// 2. Remember the last fill that is an opaque colour over a rectangle containing the canvas.
    static func index(in commands: [DrawCommand], canvas: Rect) -> Int? {
        var cover: Int?
        var clips = 0
        for (i, command) in commands.enumerated() {
            switch command {
            case let .fill(path, paint, _, _):
                if let color = paint.solidColor, color.a >= 1, contains(path, canvas) { cover = i }
            case let .pushClip(path, _):
                guard contains(path, canvas) else { return cover }
                clips += 1
            case .popClip:
                guard clips > 0 else { return cover }
                clips -= 1
            default:
                return cover
            }
        }
        return cover
    }

    /// Whether `path` is a single axis-aligned rectangle (four corners, every edge horizontal or vertical)
    /// that contains `rect`.
    static func contains(_ path: Path, _ rect: Rect) -> Bool {
        var points: [Point] = []
        for (i, element) in path.elements.enumerated() {
            switch element {
            case .move(let p):
                guard i == 0 else { return false }
                points.append(p)
            case .line(let p):
                guard i > 0 else { return false }
                points.append(p)
            case .closeSubpath:
                guard i == path.elements.count - 1 else { return false }
            case .quadCurve, .curve:
                return false
            }
        }
        // A closing line back to the start is the same rectangle.
        if points.count == 5, points[4] == points[0] { points.removeLast() }
        guard points.count == 4 else { return false }
        for i in 0..<4 {
            let a = points[i], b = points[(i + 1) % 4]
            guard a.x == b.x || a.y == b.y else { return false }
        }
        let bounds = path.boundingRect
        return bounds.minX <= rect.minX && bounds.minY <= rect.minY && bounds.maxX >= rect.maxX && bounds.maxY >= rect.maxY
    }
}
