import Layout

/// What a canvas holds before its first screen is drawn: the background over the whole canvas (`areaWidth`
/// and `originX`: its columns of a panorama's strip), and, when the first device goes straight onto the
/// canvas, that device's shadow and frame. Every input of those pixels is here, so two equal prefixes are
/// the same pixels: screens and captions come after, and nothing before them depends on the locale.
struct CanvasPrefix: Hashable, Sendable {
    let background: Background
    let width: Int
    let height: Int
    let areaWidth: Int
    let originX: Int
    /// The first device's shadow and underlay; nil: the background alone.
    var chrome: Chrome? = nil

    /// A device's shadow and frame below its screen, drawn by `drawing` with local points → canvas pixels
    /// `place` (a tilted device's turn included), `pxPerPt` pixels to a point.
    struct Chrome: Hashable, Sendable {
        let drawing: DeviceDrawingKey
        let place: AffineTransform
        let pxPerPt: Double

        init(drawing: any DeviceDrawing, place: AffineTransform, pxPerPt: Double) {
            self.drawing = drawing.key
            self.place = place
            self.pxPerPt = pxPerPt
        }
    }

    /// The pixels it covers.
    var pixelCount: Int { width * height }
}
