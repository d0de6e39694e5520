import Layout

/// How a screenshot arranges its caption and device(s).
public enum ScreenshotLayout: String, Sendable, Hashable, CaseIterable {
    /// The caption above, the whole device below it.
    case captionTop = "caption-top"
    /// The whole device above, the caption below it.
    case captionBottom = "caption-bottom"
    /// The caption above and a larger device running off the bottom edge.
    case bleed
    /// The caption above and the device turned by the style's tilt, running off the bottom edge.
    case tilted
    /// The caption above and two devices side by side, overlapping: the screenshot's screen in front,
    /// its second screen behind.
    case twoDevices = "two-devices"
    /// The app's screen alone, edge to edge, as the device's own screenshot is (no caption, frame,
    /// background, rounded corners or cutout).
    case screen

    /// Whether the layout shows a caption.
    public var hasCaption: Bool { self != .screen }
}

/// Where a layout puts things on a canvas, in the canvas's points.
struct Placement: Equatable {
    /// One device: its body's centre, how many canvas points one device point is, its rotation (degrees,
    /// clockwise), and which of the screenshot's screens it shows (0: the first, 1: the second).
    struct Device: Equatable {
        var center: Point
        var scale: Double
        var rotation: Double
        var screen: Int
    }

    /// The caption's box, nil when the layout has no caption.
    var captionBox: Rect?
    /// Back to front.
    var devices: [Device]

    /// The proportions of a screenshot, as fractions of the canvas (App Store product pages show the
    /// caption in the top fifth in large type, the device filling most of the rest).
    enum Ratio {
        /// Caption box: from 5.5 % of the height, 17 % tall (portrait; 24 % on landscape canvases), 8 % margins.
        static let captionTop = 0.055
        static let captionHeight = 0.17
        static let captionHeightLandscape = 0.24
        static let sideMargin = 0.08
        /// Between the caption box and the device.
        static let gap = 0.025
        /// Below a whole device (and above it in `captionBottom`).
        static let edgeMargin = 0.045
        /// The widest a whole device is drawn.
        static let deviceWidth = 0.84
        /// Device widths of the bleeding and tilted layouts and of each of the two devices.
        static let bleedWidth = 0.86
        static let tiltedWidth = 0.78
        static let pairWidth = 0.56
    }

    /// Places `layout` on a canvas of `canvas` points for a device whose drawn body is `body` points,
    /// centred at `deviceX` (a fraction of the canvas width) and turned by `tilt` degrees in `tilted`.
    static func make(_ layout: ScreenshotLayout, canvas: Size, body: Size, deviceX: Double, tilt: Double) -> Placement {
        let w = canvas.width, h = canvas.height
        let landscape = w > h
        let captionHeight = h * (landscape ? Ratio.captionHeightLandscape : Ratio.captionHeight)
        let margin = w * Ratio.sideMargin
        let top = Rect(x: margin, y: h * Ratio.captionTop, width: w - 2 * margin, height: captionHeight)
        let belowCaption = top.maxY + h * Ratio.gap
        let cx = w * deviceX
        switch layout {
        case .screen:
            return Placement(captionBox: nil, devices: [Device(center: Point(x: w / 2, y: h / 2), scale: 1, rotation: 0, screen: 0)])
        case .captionTop:
            let available = h - belowCaption - h * Ratio.edgeMargin
            let k = min(available / body.height, w * Ratio.deviceWidth / body.width)
            return Placement(captionBox: top, devices: [Device(center: Point(x: cx, y: belowCaption + body.height * k / 2), scale: k,
                                                               rotation: 0, screen: 0)])
        case .captionBottom:
            let box = Rect(x: margin, y: h - h * Ratio.captionTop - captionHeight, width: w - 2 * margin, height: captionHeight)
            let deviceTop = h * Ratio.edgeMargin, deviceBottom = box.minY - h * Ratio.gap
            let k = min((deviceBottom - deviceTop) / body.height, w * Ratio.deviceWidth / body.width)
            return Placement(captionBox: box, devices: [Device(center: Point(x: cx, y: deviceBottom - body.height * k / 2), scale: k,
                                                               rotation: 0, screen: 0)])
        case .bleed:
            let k = bleedScale(body: body, canvas: canvas, width: Ratio.bleedWidth, top: belowCaption)
            return Placement(captionBox: top, devices: [Device(center: Point(x: cx, y: belowCaption + body.height * k / 2), scale: k,
                                                               rotation: 0, screen: 0)])
        case .tilted:
            let k = bleedScale(body: body, canvas: canvas, width: Ratio.tiltedWidth, top: belowCaption)
            // The turned body's bounding box starts just below the caption.
            let r = abs(tilt) * .pi / 180
            let boxHeight = (body.width * sin(r) + body.height * cos(r)) * k
            return Placement(captionBox: top, devices: [Device(center: Point(x: cx, y: belowCaption + boxHeight / 2), scale: k,
                                                               rotation: tilt, screen: 0)])
        case .twoDevices:
            let k = bleedScale(body: body, canvas: canvas, width: Ratio.pairWidth, top: belowCaption)
            let bw = body.width * k, bh = body.height * k
            // The second screen behind, right and higher; the first in front, left and lower, overlapping it.
            let overlap = bw * 0.35
            let left = cx - (2 * bw - overlap) / 2 + bw / 2, right = left + bw - overlap
            let drop = min(h * 0.06, bh * 0.1)
            return Placement(captionBox: top, devices: [
                Device(center: Point(x: right, y: belowCaption + bh / 2), scale: k, rotation: 0, screen: 1),
                Device(center: Point(x: left, y: belowCaption + drop + bh / 2), scale: k, rotation: 0, screen: 0),
            ])
        }
    }

    /// A device `width` of the canvas wide, unless that would leave it entirely above the bottom edge with
    /// room to spare, in which case it grows to fill the height below `top` (landscape canvases shrink it
    /// instead so it still runs off the edge by a fifth of its height at most).
    static func bleedScale(body: Size, canvas: Size, width: Double, top: Double) -> Double {
        let byWidth = canvas.width * width / body.width
        let available = canvas.height - top
        // On a wide canvas the width rule makes a device far taller than the canvas: cap it at 1.25× the room.
        return min(byWidth, available * 1.25 / body.height)
    }
}

#if canImport(Glibc)
import Glibc
#endif
