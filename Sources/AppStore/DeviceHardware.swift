import Layout
import MockshotKit

/// The physical device around a screen, as facts in millimetres and the device's pixel density, from
/// which the frame is drawn in the screen's points: the body's outline and corner radius, the bezel, the
/// side buttons, and what the front shows besides the screen (home button, earpiece, camera).
///
/// Why millimetres: the published facts are the body's size (Apple's technical specifications) and the
/// display's pixel density; the bezel is what is left of the body around the display, so a frame drawn
/// from them has each model's real proportions (the 16 Pro's 2.4 mm border, the iPhone X's 4.5 mm, an
/// iPad Pro's 8.5 mm), and a new model needs its two numbers, not artwork.
public struct DeviceHardware: Sendable, Hashable {
    /// Where a button sits, seen from the front in portrait.
    public enum Edge: String, Sendable, Hashable { case left, right, top }

    /// A button on the body's edge: from `start` to `end` millimetres along the edge (from the top for the
    /// side edges, from the left for the top edge), standing `protrusion` mm proud of the body.
    public struct Button: Sendable, Hashable {
        public var edge: Edge
        public var start: Double
        public var end: Double
        public var protrusion: Double
        public init(_ edge: Edge, _ start: Double, _ end: Double, protrusion: Double = 0.6) {
            self.edge = edge; self.start = start; self.end = end; self.protrusion = protrusion
        }
    }

    /// What the front shows outside the screen (the screen's own cutout is the profile's `cutout`).
    public enum FrontDetail: Sendable, Hashable {
        /// A home button: a ring `diameter` mm wide, centred in the bottom bezel.
        case homeButton(diameter: Double)
        /// An earpiece slot `width`×`height` mm, centred in the top bezel, with the camera `cameraOffset` mm
        /// left of its centre.
        case earpiece(width: Double, height: Double, cameraOffset: Double)
        /// A camera dot centred on the top edge's bezel (iPads before 2024).
        case cameraTop
        /// A camera dot centred on the right edge's bezel in portrait (iPads whose camera is on the landscape edge).
        case cameraRight
    }

    /// Body width and height, portrait, in millimetres.
    public var bodyWidth: Double
    public var bodyHeight: Double
    /// Millimetres per point of the screen: 25.4 / ppi × physical pixels per point.
    public var millimetresPerPoint: Double
    /// The body's corner radius in mm; nil for concentric with the display (display radius plus the bezel).
    public var bodyCornerRadius: Double?
    /// The metal band's width seen from the front, mm.
    public var bandWidth: Double
    public var buttons: [Button]
    public var front: [FrontDetail]

    public init(bodyWidth: Double, bodyHeight: Double, ppi: Double, physicalPixelsPerPoint: Double,
                bodyCornerRadius: Double? = nil, bandWidth: Double, buttons: [Button], front: [FrontDetail] = []) {
        self.bodyWidth = bodyWidth; self.bodyHeight = bodyHeight
        millimetresPerPoint = 25.4 / ppi * physicalPixelsPerPoint
        self.bodyCornerRadius = bodyCornerRadius; self.bandWidth = bandWidth; self.buttons = buttons; self.front = front
    }

    /// `mm` in the screen's points.
    public func points(_ mm: Double) -> Double { mm / millimetresPerPoint }

    /// The bezel around the screen in portrait points: half the difference between the body and the screen
    /// on each axis (top and bottom equal; home-button phones have their tall bezels here too).
    public func bezel(for device: Device) -> EdgeInsets {
        let x = (points(bodyWidth) - device.portraitSize.width) / 2
        let y = (points(bodyHeight) - device.portraitSize.height) / 2
        return EdgeInsets(top: y, leading: x, bottom: y, trailing: x)
    }
}
