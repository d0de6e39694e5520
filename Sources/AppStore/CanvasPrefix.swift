import Layout

/// What a canvas holds before its first screen is drawn: the background over the whole canvas (`areaWidth`
/// and `originX`: its columns of a panorama's strip; nil: a transparent layer), and, when the first device
/// goes straight onto it, that device's shadow and frame. Every input of those pixels is here, so two equal
/// prefixes are the same pixels: screens and captions come after, and nothing before them depends on the
/// locale. A panorama device's layer may hold its screen and cutout too (`screen`): both slices the device
/// reaches into draw that same layer.
struct CanvasPrefix: Hashable, Sendable {
    let background: Background?
    let width: Int
    let height: Int
    let areaWidth: Int
    let originX: Int
    /// The first device's shadow and underlay; nil: the background alone.
    var chrome: Chrome? = nil
    /// The screen drawn in `chrome`'s device, and its cutout; nil: not yet.
    var screen: Screen? = nil

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

    /// A screen of the run's set: screenshot `screenshot`'s first (0) or second (1) screen in `locale`, which
    /// renders the same pixels every time for the same device and scale (`Chrome` holds both).
    struct Screen: Hashable, Sendable {
        let screenshot: Int
        let screen: Int
        let locale: String
    }

    /// Whether keeping a copy pays: a flat colour with nothing over it before the screen (no shadow, no frame) is
    /// painted faster than it is copied back (one fill of the canvas against a copy that reads as much as it
    /// writes), and keeping it would cost a whole canvas of fresh memory.
    var isWorthKeeping: Bool {
        guard case .color = background, screen == nil else { return true }
        guard let chrome else { return false }
        if case .bare(_, shadow: false, _) = chrome.drawing { return false }
        return true
    }

    /// A transparent layer of `width`×`height` px with `chrome` on it: a panorama device's, drawn the same in
    /// both slices it reaches into and in every locale.
    static func layer(width: Int, height: Int, chrome: Chrome) -> CanvasPrefix {
        CanvasPrefix(background: nil, width: width, height: height, areaWidth: width, originX: 0, chrome: chrome)
    }
}
