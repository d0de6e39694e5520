import CCairo

/// The shaped `PangoLayout` behind a `TextMeasurement` (its `handle`), so the painter draws exactly the
/// lines that were measured and never shapes text twice.
///
/// The handle only borrows the layout, which a `ShapedLayout` in the measurer's cache owns: the handle
/// is valid for the render that measured it. `Renderer` revokes it (`release()`) before the render's
/// resources go back to the pool, after which `pointer` is nil and the painter would re-measure.
public final class PangoLayoutHandle {
    /// The `PangoLayout *`, or nil once released.
    public private(set) var pointer: OpaquePointer?
    /// Top-left of the layout's logical rectangle in points. Pango may place it away from the layout
    /// origin (centred or trailing lines); the painter subtracts it so the text box starts at the frame.
    public let logicalOrigin: (x: Double, y: Double)
    /// Where each line is drawn (its logical left edge and baseline, in points from the text's top-left)
    /// when fallback glyphs made mockshot place the lines itself (`TextLines`); nil: as Pango placed them.
    public let lineOrigins: [(x: Double, baseline: Double)]?

    init(borrowing pointer: OpaquePointer, logicalOrigin: (x: Double, y: Double), lineOrigins: [(x: Double, baseline: Double)]? = nil) {
        self.pointer = pointer
        self.logicalOrigin = logicalOrigin
        self.lineOrigins = lineOrigins
    }

    /// Ends the loan: the layout is no longer reachable through this handle (its owner frees it).
    func release() { pointer = nil }
}
