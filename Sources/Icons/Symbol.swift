/// A drawable substitute for one SF Symbol: a Lucide icon, or one of mockshot's own drawings, as
/// outlines in a square viewBox.
///
/// Everything is in viewBox units (Lucide's 24×24, y down); a renderer scales the box to
/// ``SymbolMetrics/boxSide(forPointSize:)`` and paints elements per ``IconPaint``.
public struct Symbol: Sendable, Hashable {
    /// The SF Symbol name, e.g. `hand.thumbsup.fill`.
    public let name: String
    /// The Lucide icon drawn for it, e.g. `thumbs-up`, or `mockshot` for a symbol mockshot draws
    /// itself (``SymbolLibrary/drawnNames``).
    public let source: String
    /// Whether the SF name is a `.fill` variant: closed outlines are filled as well as stroked,
    /// and inner marks are cut out (see ``IconPaint``).
    public let isFilled: Bool
    /// Side of the square viewBox the elements are drawn in (24, Lucide's, for every symbol).
    public let viewBox: Double
    /// The icon's parts, in painting order.
    public let elements: [IconElement]

    public init(name: String, source: String, isFilled: Bool, viewBox: Double, elements: [IconElement]) {
        self.name = name
        self.source = source
        self.isFilled = isFilled
        self.viewBox = viewBox
        self.elements = elements
    }

    /// Exact bounds of the outlines' centre lines (stroke width not included), or nil if empty.
    /// Renderers use it to check or trim ink; layout always uses the full viewBox, as SF does.
    public var bounds: IconRect? {
        elements.compactMap { OutlineBounds.of($0.segments) }.reduce(nil) { partial, rect in
            partial.map { $0.union(rect) } ?? rect
        }
    }
}
