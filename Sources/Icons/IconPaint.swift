/// How a renderer paints one element of a symbol.
///
/// Rendering contract (mirrors how SF Symbols look, using only one colour):
/// 1. Draw all elements of a symbol, in order, into one transparent layer, in the foreground
///    colour, with round caps and round joins, the stroke width from
///    ``SymbolMetrics/strokeWidth(forPointSize:weight:)`` and the non-zero fill rule (SVG's default).
/// 2. `stroke`: stroke the outline. `fillAndStroke`: fill the interior (open subpaths are closed
///    implicitly, as SVG does), then stroke.
/// 3. `eraseStroke` / `eraseFillAndStroke`: the same geometry painted with an eraser (Cairo's
///    `CAIRO_OPERATOR_CLEAR` or `DEST_OUT` inside the layer), cutting transparent marks into what
///    was drawn before — the white check of `checkmark.circle.fill` is really a see-through cut.
/// 4. Composite the layer onto the destination.
/// An eraser cuts only what was painted before it, so it always comes after the elements it cuts: the
/// generator puts Lucide's last; a hand-drawn symbol may paint again after a cut (a figure painted over
/// the gap cut around it into the figure behind).
public enum IconPaint: Sendable, Hashable {
    /// Stroke only: the outline style of Lucide and of non-`.fill` SF Symbols.
    case stroke
    /// Fill the interior, then stroke: solid shapes of `.fill` variants and Lucide's solid dots.
    case fillAndStroke
    /// Cut the stroke out of what is already drawn (marks inside a filled shape).
    case eraseStroke
    /// Cut both interior and stroke out of what is already drawn (holes such as a gear's hub).
    case eraseFillAndStroke

    /// Whether the interior is painted (in the foreground colour or by the eraser).
    public var fillsInterior: Bool {
        self == .fillAndStroke || self == .eraseFillAndStroke
    }

    /// Whether this element removes paint instead of adding it.
    public var erases: Bool {
        self == .eraseStroke || self == .eraseFillAndStroke
    }
}
