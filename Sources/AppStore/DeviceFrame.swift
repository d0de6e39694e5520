import Layout
import MockshotKit

/// A device drawn in code around its screen, from the profile's geometry (display size and corner radius,
/// notch or Dynamic Island) and its hardware (body, bezel, buttons): no artwork, so every profile has a
/// frame and a new model needs numbers, not images.
///
/// Coordinates are the device's points in its orientation, with the body's top-left corner at the origin;
/// the screen sits at `screenRect`. A landscape device is the portrait one turned a quarter counter-clockwise
/// (the cutout on the left, the volume buttons at the bottom), as a phone held in "landscape left".
///
/// Drawing is in two parts around the screen: `underlay` (shadow, buttons, band with its edge highlight,
/// black glass) and `overlay` (the cutout and the front's details, which sit on top of the screen's pixels).
public struct DeviceFrame: Sendable {
    public let device: Device
    public let hardware: DeviceHardware
    public var finish: DeviceFinish
    /// Whether a soft drop shadow is drawn under the device.
    public var hasShadow: Bool

    /// The body's size in the device's orientation.
    public let bodySize: Size
    /// The screen inside the body.
    public let screenRect: Rect
    /// The body's corner radius (continuous corners), concentric with the display's unless the hardware
    /// gives its own (home-button phones, whose displays are square).
    public let bodyCornerRadius: Double
    /// The metal band's visible width, in points.
    public let bandWidth: Double
    /// Portrait local coordinates → oriented local coordinates.
    let orient: AffineTransform
    let portraitBody: Size
    let bezel: EdgeInsets

    public init(device: Device, finish: DeviceFinish = .black, hasShadow: Bool = true) {
        self.device = device
        hardware = DeviceHardware.of(device)
        self.finish = finish
        self.hasShadow = hasShadow
        bezel = hardware.bezel(for: device)
        portraitBody = Size(width: device.portraitSize.width + bezel.horizontal, height: device.portraitSize.height + bezel.vertical)
        bodyCornerRadius = hardware.bodyCornerRadius.map(hardware.points) ?? device.cornerRadius + min(bezel.leading, bezel.top)
        bandWidth = hardware.points(hardware.bandWidth)
        let portraitScreen = Rect(x: bezel.leading, y: bezel.top, width: device.portraitSize.width, height: device.portraitSize.height)
        if device.orientation == .portrait {
            orient = .identity
            bodySize = portraitBody
        } else {
            // (x, y) → (y, W − x): the portrait top edge becomes the left edge.
            orient = AffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: portraitBody.width)
            bodySize = Size(width: portraitBody.height, height: portraitBody.width)
        }
        screenRect = Self.transformed(portraitScreen, orient)
    }

    /// The screen's corner radius: the display's.
    public var screenCornerRadius: Double { device.cornerRadius }

    /// The body's outline.
    public var bodyPath: Path { Path(roundedRect: Rect(origin: .zero, size: bodySize), cornerRadius: bodyCornerRadius, style: .continuous) }

    /// The screen's outline: the display's continuous corners (square on home-button phones).
    public var screenPath: Path {
        screenCornerRadius > 0 ? Path(roundedRect: screenRect, cornerRadius: screenCornerRadius, style: .continuous) : Path(screenRect)
    }

    /// The buttons' rectangles (outside the body by their protrusion, reaching under it by the band's width).
    public var buttonRects: [Rect] {
        hardware.buttons.map { b in
            let start = hardware.points(b.start), length = hardware.points(b.end - b.start)
            let out = max(hardware.points(b.protrusion), 0.5), under = bandWidth
            let r: Rect
            switch b.edge {
            case .left: r = Rect(x: -out, y: start, width: out + under, height: length)
            case .right: r = Rect(x: portraitBody.width - under, y: start, width: out + under, height: length)
            case .top: r = Rect(x: start, y: -out, width: length, height: out + under)
            }
            return Self.transformed(r, orient)
        }
    }

    /// The shadow's softness and offset in points, proportional to the body (a phone held a little above a table).
    public var shadowRadius: Double { min(bodySize.width, bodySize.height) * 0.07 }
    public var shadowOffset: Double { min(bodySize.width, bodySize.height) * 0.035 }

    /// The shadow the body casts (nil without one).
    var shadow: DeviceShadow? {
        hasShadow ? DeviceShadow(path: bodyPath, radius: shadowRadius, offset: shadowOffset,
                                 interior: Rect(origin: .zero, size: bodySize).insetBy(dx: 1, dy: 1), cornerRadius: bodyCornerRadius) : nil
    }

    /// Everything the frame paints, in local coordinates: body, buttons and shadow.
    public var visualBounds: Rect {
        var r = Rect(origin: .zero, size: bodySize)
        for b in buttonRects { r = r.union(b) }
        return shadow.map { r.union($0.bounds) } ?? r
    }

    // MARK: Drawing

    /// Buttons, band, edge highlight and the black glass around the screen (the shadow is `shadow`).
    public func underlay() -> [DrawCommand] {
        let body = Rect(origin: .zero, size: bodySize)
        var commands: [DrawCommand] = []
        // 1. Buttons, then the band over their inner ends.
        for r in buttonRects {
            let horizontal = r.width > r.height
            let path = Path(roundedRect: r, cornerRadius: min(r.width, r.height) / 2, style: .continuous)
            let paint = Paint.linearGradient(stops: [stop(finish.shade(-0.25), 0), stop(finish.shade(0.12), 0.5), stop(finish.shade(-0.3), 1)],
                                             start: horizontal ? .top : .leading, end: horizontal ? .bottom : .trailing)
            commands.append(.fill(path: path, paint: paint, bounds: r, evenOdd: false))
        }
        // Lit from above the viewer: lighter at the top, darker at the bottom, both sides alike.
        let glass = body.insetBy(dx: bandWidth, dy: bandWidth)
        let glassPath = Path(roundedRect: glass, cornerRadius: max(0, bodyCornerRadius - bandWidth), style: .continuous)
        let band = Paint.linearGradient(stops: [stop(finish.shade(0.3), 0), stop(finish.shade(0.05), 0.35), stop(finish.shade(-0.12), 0.75),
                                                stop(finish.shade(-0.28), 1)],
                                        start: UnitPoint(x: 0.45, y: 0), end: UnitPoint(x: 0.55, y: 1))
        // Only the ring the band shows (filling the whole body would be millions of hidden pixels).
        var ring = bodyPath
        ring.addPath(glassPath)
        commands.append(.fill(path: ring, paint: band, bounds: body, evenOdd: true))
        // 2. Edge: a dark outline that separates the band from a light background, and a thin light line
        //    just inside it where the polished edge catches the light.
        let outline = finish.lightness > 0.5 ? RGBA(r: 0, g: 0, b: 0, a: 0.28) : RGBA(r: 0, g: 0, b: 0, a: 0.5)
        commands.append(.stroke(path: inset(bodyPath: 0.25), paint: .color(outline), style: StrokeStyle(lineWidth: 0.5), bounds: body))
        let highlight = Paint.linearGradient(stops: [stop(RGBA(r: 1, g: 1, b: 1, a: 0.55), 0), stop(RGBA(r: 1, g: 1, b: 1, a: 0.12), 0.5),
                                                     stop(RGBA(r: 1, g: 1, b: 1, a: 0.3), 1)],
                                             start: .top, end: .bottom)
        commands.append(.stroke(path: inset(bodyPath: 0.9), paint: highlight, style: StrokeStyle(lineWidth: 0.6), bounds: body))
        // 3. The black glass between the band and the screen: a ring reaching 1.5 pt under the screen's edge, so
        //    the screen's antialiased edge lies over glass, never over a gap.
        let under = screenRect.insetBy(dx: 1.5, dy: 1.5)
        var glassRing = glassPath
        glassRing.addPath(screenCornerRadius > 0 ? Path(roundedRect: under, cornerRadius: screenCornerRadius - 1.5, style: .continuous) : Path(under))
        commands.append(.fill(path: glassRing, paint: .color(Self.glass), bounds: glass, evenOdd: true))
        return commands
    }

    /// The notch or Dynamic Island over the screen's top edge, and the front's home button, earpiece and camera.
    public func overlay() -> [DrawCommand] {
        var commands: [DrawCommand] = []
        let screenOrigin = Point(x: bezel.leading, y: bezel.top)
        func add(_ portraitPath: Path, _ paint: Paint) {
            let path = portraitPath.applying(orient)
            commands.append(.fill(path: path, paint: paint, bounds: path.boundingRect, evenOdd: false))
        }
        // 1. The cutout, in portrait screen coordinates.
        switch device.cutout {
        case .none: break
        case .dynamicIsland(let r):
            add(.capsule(in: r.offsetBy(dx: screenOrigin.x, dy: screenOrigin.y)), .color(.black))
        case let .notch(width, height):
            add(Self.notchPath(width: width, height: height, screenWidth: device.portraitSize.width)
                .applying(AffineTransform(translationX: screenOrigin.x, y: screenOrigin.y)), .color(.black))
        }
        // 2. Front details in the bezel.
        let w = portraitBody.width, h = portraitBody.height
        for detail in hardware.front {
            switch detail {
            case .homeButton(let diameter):
                let d = hardware.points(diameter), ring = hardware.points(0.35)
                let c = Point(x: w / 2, y: h - bezel.bottom / 2)
                let outer = Path(ellipseIn: Rect(x: c.x - d / 2, y: c.y - d / 2, width: d, height: d))
                let inner = Path(ellipseIn: Rect(x: c.x - d / 2 + ring, y: c.y - d / 2 + ring, width: d - 2 * ring, height: d - 2 * ring))
                var both = outer; both.addPath(inner)
                let p = both.applying(orient)
                commands.append(.fill(path: p, paint: .color(RGBA(hex: 0x3A3A3E)), bounds: p.boundingRect, evenOdd: true))
            case let .earpiece(width, height, cameraOffset):
                let ew = hardware.points(width), eh = hardware.points(height)
                let y = bezel.top / 2
                add(.capsule(in: Rect(x: (w - ew) / 2, y: y - eh / 2, width: ew, height: eh)), .color(RGBA(hex: 0x2A2A2D)))
                addCamera(at: Point(x: w / 2 + hardware.points(cameraOffset), y: y), diameter: 2.4, into: &commands)
            case .cameraTop:
                addCamera(at: Point(x: w / 2, y: bezel.top / 2), diameter: 2.2, into: &commands)
            case .cameraRight:
                addCamera(at: Point(x: w - bezel.trailing / 2, y: h / 2), diameter: 2.2, into: &commands)
            }
        }
        return commands
    }

    /// A front camera: a dark ring with a faintly blue lens.
    private func addCamera(at centre: Point, diameter: Double, into commands: inout [DrawCommand]) {
        let d = hardware.points(diameter), lens = d * 0.55
        let outer = Path(ellipseIn: Rect(x: centre.x - d / 2, y: centre.y - d / 2, width: d, height: d)).applying(orient)
        let inner = Path(ellipseIn: Rect(x: centre.x - lens / 2, y: centre.y - lens / 2, width: lens, height: lens)).applying(orient)
        commands.append(.fill(path: outer, paint: .color(RGBA(hex: 0x1A1A1D)), bounds: outer.boundingRect, evenOdd: false))
        commands.append(.fill(path: inner, paint: .radialGradient(stops: [stop(RGBA(hex: 0x2C3E5A), 0), stop(RGBA(hex: 0x101018), 1)],
                                                                 center: .center, startRadius: 0, endRadius: lens / 2),
                              bounds: inner.boundingRect, evenOdd: false))
    }

    /// The TrueDepth notch hanging from the top edge of a screen `screenWidth` wide: straight sides with
    /// rounded lower corners (radius 0.6 × its height) and shoulders that curve into the top edge (radius
    /// 0.2 × its height), as on the iPhone X template.
    static func notchPath(width: Double, height: Double, screenWidth: Double) -> Path {
        let x0 = (screenWidth - width) / 2, x1 = x0 + width
        let r = min(height * 0.6, width / 2), f = height * 0.2, k = 0.5523
        var p = Path()
        p.move(to: Point(x: x0 - f, y: -1))
        p.addLine(to: Point(x: x0 - f, y: 0))
        p.addCurve(to: Point(x: x0, y: f), control1: Point(x: x0 - f + f * k, y: 0), control2: Point(x: x0, y: f - f * k))
        p.addLine(to: Point(x: x0, y: height - r))
        p.addCurve(to: Point(x: x0 + r, y: height), control1: Point(x: x0, y: height - r + r * k), control2: Point(x: x0 + r - r * k, y: height))
        p.addLine(to: Point(x: x1 - r, y: height))
        p.addCurve(to: Point(x: x1, y: height - r), control1: Point(x: x1 - r + r * k, y: height), control2: Point(x: x1, y: height - r + r * k))
        p.addLine(to: Point(x: x1, y: f))
        p.addCurve(to: Point(x: x1 + f, y: 0), control1: Point(x: x1, y: f - f * k), control2: Point(x: x1 + f - f * k, y: 0))
        p.addLine(to: Point(x: x1 + f, y: -1))
        p.closeSubpath()
        return p
    }

    /// The glass around the screen.
    static let glass = RGBA(hex: 0x08080A)

    private func inset(bodyPath amount: Double) -> Path {
        Path(roundedRect: Rect(origin: .zero, size: bodySize).insetBy(dx: amount, dy: amount),
             cornerRadius: max(0, bodyCornerRadius - amount), style: .continuous)
    }

    private func stop(_ color: RGBA, _ location: Double) -> ResolvedStop { ResolvedStop(color: color, location: location) }

    /// The bounding box of `r` under `t` (quarter turns keep it exact).
    static func transformed(_ r: Rect, _ t: AffineTransform) -> Rect {
        let pts = [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.minX, y: r.maxY), Point(x: r.maxX, y: r.maxY)].map(t.apply)
        let xs = pts.map(\.x), ys = pts.map(\.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
