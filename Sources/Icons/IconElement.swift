/// One SVG child element of a Lucide icon (a path, circle, rect, …) reduced to segments.
///
/// Elements stay separate, rather than being merged into one path, because each carries its own
/// ``IconPaint``: in `hand.thumbsup.fill` the hand is filled but the cuff line is an eraser.
public struct IconElement: Sendable, Hashable {
    /// The outline in viewBox units; always begins with a `move`.
    public let segments: [IconSegment]
    /// How the renderer paints it (see ``IconPaint`` for the contract).
    public let paint: IconPaint
    /// Whether every subpath ends where it began (explicit `Z`, or an end point within
    /// ``closureTolerance`` of the start). Closed elements are the ones a `.fill` variant fills
    /// unless the mapping table says otherwise.
    public let isClosed: Bool

    /// How near (in viewBox units) a subpath's end must come to its start to count as closed.
    /// Lucide often returns to the start with an arc instead of `Z`; its numbers have three
    /// decimals, so 0.01 absorbs rounding without admitting visibly open outlines.
    public static let closureTolerance = 0.01

    public init(segments: [IconSegment], paint: IconPaint) {
        self.segments = segments
        self.paint = paint
        self.isClosed = IconElement.allSubpathsClosed(segments)
    }

    /// Steps: 1. walk the segments keeping each subpath's start; 2. a subpath is closed if it ends
    /// in `close` or its last point is within tolerance of the start; 3. all must be closed.
    static func allSubpathsClosed(_ segments: [IconSegment]) -> Bool {
        var start: IconPoint?
        var current: IconPoint?
        var sawDrawing = false
        var closedSoFar = true
        func finishSubpath() {
            guard let start, let current, sawDrawing else { return }
            let distance = ((current.x - start.x) * (current.x - start.x)
                + (current.y - start.y) * (current.y - start.y)).squareRoot()
            if distance > closureTolerance { closedSoFar = false }
        }
        for segment in segments {
            switch segment {
            case .move(let point):
                finishSubpath()
                start = point
                current = point
                sawDrawing = false
            case .line(let point), .cubic(_, _, let point):
                current = point
                sawDrawing = true
            case .close:
                current = start
                sawDrawing = false
            }
        }
        finishSubpath()
        return closedSoFar && !segments.isEmpty
    }
}
