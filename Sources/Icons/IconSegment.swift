/// One drawing command of an icon outline, after every SVG construct has been reduced to the
/// four operations any 2-D graphics library offers (Cairo's move_to/line_to/curve_to/close_path).
///
/// Quadratic Béziers, elliptical arcs, circles and rounded rectangles all become `cubic`, so a
/// renderer needs nothing beyond these cases.
public enum IconSegment: Sendable, Hashable {
    /// Starts a new subpath at `to`.
    case move(to: IconPoint)
    /// A straight line from the current point.
    case line(to: IconPoint)
    /// A cubic Bézier from the current point through two control points.
    case cubic(control1: IconPoint, control2: IconPoint, to: IconPoint)
    /// Closes the current subpath with a straight line back to its start (and joins the ends).
    case close

    /// The point the pen rests on after this segment, or nil for `close` (which returns to the
    /// subpath start, known only from context).
    public var endPoint: IconPoint? {
        switch self {
        case .move(let point), .line(let point): point
        case .cubic(_, _, let point): point
        case .close: nil
        }
    }
}
