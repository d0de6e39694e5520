import CCairo

/// A shaped `PangoLayout` kept by a `TextMeasurementCache`, and where its text box sits.
///
/// Owns the layout: it is freed when the cache drops this object, which only the thread holding the
/// cache's `TextResources` does. Renders never see it: they get a `PangoLayoutHandle` that borrows the
/// pointer for the render's duration (`lease()`), so a `LayoutResult` that outlives its render can
/// never free, or draw, a layout the next render on those resources is using.
final class ShapedLayout {
    let pointer: OpaquePointer
    let logicalOrigin: (x: Double, y: Double)
    let lineOrigins: [(x: Double, baseline: Double)]?
    /// The handle lent to the current render (nil or revoked: none yet).
    private var currentLease: PangoLayoutHandle?

    /// Takes over the one reference `pointer` carries.
    init(taking pointer: OpaquePointer, logicalOrigin: (x: Double, y: Double), lineOrigins: [(x: Double, baseline: Double)]?) {
        self.pointer = pointer
        self.logicalOrigin = logicalOrigin
        self.lineOrigins = lineOrigins
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(pointer)) }

    /// The handle measurements of this render carry: the same object for every measurement of the render
    /// (so `===` tells layouts apart), a new one once the last was revoked. `isNew`: the caller must
    /// revoke it at the end of the render.
    func lease() -> (handle: PangoLayoutHandle, isNew: Bool) {
        if let currentLease, currentLease.pointer != nil { return (currentLease, false) }
        let handle = PangoLayoutHandle(borrowing: pointer, logicalOrigin: logicalOrigin, lineOrigins: lineOrigins)
        currentLease = handle
        return (handle, true)
    }
}
