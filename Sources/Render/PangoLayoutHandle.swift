import CCairo

/// The shaped `PangoLayout` behind a `TextMeasurement` (its `handle`), so the painter draws exactly the
/// lines that were measured and never shapes text twice.
///
/// The layout belongs to the render that measured it: `Renderer` releases it (`release()`) before the
/// render's font map goes back to the pool, after which `pointer` is nil and the painter would re-measure.
public final class PangoLayoutHandle {
    /// The `PangoLayout *`, or nil once released.
    public private(set) var pointer: OpaquePointer?
    /// Top-left of the layout's logical rectangle in points. Pango may place it away from the layout
    /// origin (centred or trailing lines); the painter subtracts it so the text box starts at the frame.
    public let logicalOrigin: (x: Double, y: Double)
    /// Where each line is drawn (its logical left edge and baseline, in points from the text's top-left)
    /// when fallback glyphs made mockshot place the lines itself (`TextLines`); nil: as Pango placed them.
    public let lineOrigins: [(x: Double, baseline: Double)]?

    init(taking pointer: OpaquePointer, logicalOrigin: (x: Double, y: Double), lineOrigins: [(x: Double, baseline: Double)]? = nil) {
        self.pointer = pointer
        self.logicalOrigin = logicalOrigin
        self.lineOrigins = lineOrigins
    }

    /// Drops the layout now rather than whenever the last measurement referring to it goes away.
    func release() {
        if let pointer {
            g_object_unref(UnsafeMutableRawPointer(pointer))
            self.pointer = nil
        }
    }

    deinit { release() }
}
