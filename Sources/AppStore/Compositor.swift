import CCairo
import Layout
import MockshotKit
import Render

/// Draws one screenshot of a set on one output device in one language.
///
/// 1. The canvas is the output's pixels; its user space is points of the output device (pixels ÷ its scale).
/// 2. The background: the screenshot's own, or its slice of a panorama (the wide background laid over the
///    strip of all its screenshots side by side, shifted by this screenshot's place in it).
/// 3. The devices: this screenshot's, and in a panorama every neighbour's whose drawing reaches into this
///    slice, each drawn whole into a layer of its own (so a device across a seam is the same pixels in both
///    slices) and composited; unturned devices land with their screen on whole pixels, so the screen's
///    pixels are copied, never resampled.
/// 4. The caption, on top, at the size its locale shares.
struct Compositor {
    let set: ScreenshotSet
    let output: OutputDevice
    let locale: String

    /// Pixels per canvas point.
    var scale: Double { output.device.scale }
    /// The canvas in points.
    var canvasSize: Size { Size(width: Double(output.pixelWidth) / scale, height: Double(output.pixelHeight) / scale) }

    /// What screenshot `index` draws around its screen(s).
    func drawing(_ index: Int) -> any DeviceDrawing {
        let style = set.screenshots[index].style
        if style.layout == .screen { return BareScreen(device: output.device, hasShadow: false) }
        return style.frame.visible ? DeviceFrame(device: output.device, finish: style.frame.finish, hasShadow: style.frame.shadow)
                                   : BareScreen(device: output.device, hasShadow: style.frame.shadow)
    }

    /// Where screenshot `index` puts its caption and devices.
    func placement(_ index: Int) -> Placement {
        let style = set.screenshots[index].style
        return Placement.make(style.layout, canvas: canvasSize, body: drawing(index).bodySize, deviceX: style.deviceX, tilt: style.tilt)
    }

    /// Draws screenshot `index` with its caption set at `caption` (nil: no caption) and returns the canvas.
    /// `screens` renders the screens it needs.
    func compose(_ index: Int, caption: CaptionTypesetter.Setting?, screens: (Int, Int, ScreenRequest) throws -> RenderedImage) throws -> CairoCanvas {
        let canvas = try CairoCanvas(width: output.pixelWidth, height: output.pixelHeight)
        let cr = canvas.context
        let size = canvasSize
        // 1-2. Background.
        let style = set.screenshots[index].style
        if let panorama = set.panorama(of: index) {
            let place = Double(index - panorama.range.lowerBound)
            let strip = Rect(x: -place * size.width, y: 0, width: Double(panorama.range.count) * size.width, height: size.height)
            paint(panorama.background, in: strip, on: cr)
        } else {
            paint(style.layout == .screen ? .color(.black) : style.background, in: Rect(origin: .zero, size: size), on: cr)
        }
        // 3. Devices: neighbours in a panorama first, then this screenshot's, back to front.
        let members = set.panorama(of: index).map { Array($0.range) } ?? [index]
        for j in members.sorted(by: { ($0 == index ? 1 : 0, $0) < ($1 == index ? 1 : 0, $1) }) {
            let shift = Double(j - index) * size.width
            let drawing = self.drawing(j)
            for device in placement(j).devices {
                try paintDevice(device, drawing: drawing, shift: shift, on: canvas) { request in
                    try screens(j, device.screen, request)
                }
            }
        }
        // 4. Caption.
        if let caption, let box = placement(index).captionBox {
            let dy = (box.height - caption.size.height) * style.caption.position.fraction
            cairo_save(cr)
            cairo_translate(cr, (box.minX * scale).rounded(), ((box.minY + max(0, dy)) * scale).rounded())
            CairoPainter(context: cr, scale: scale).paint(caption.commands)
            cairo_restore(cr)
        }
        try canvas.check()
        return canvas
    }

    /// Fills `area` (points; may reach beyond the canvas, as a panorama's strip does).
    func paint(_ background: Background, in area: Rect, on cr: OpaquePointer) {
        if let commands = background.commands(in: area) {
            CairoPainter(context: cr, scale: scale).paint(commands)
        } else if case let .image(image, fit, color) = background {
            image.paint(in: area, fit: fit, color: color.opaque, scale: scale, on: cr)
        }
    }

    /// Draws one device: its frame and screen into a layer covering all it paints, then the layer onto the
    /// canvas (turned, for a tilted device). `shift` moves it by whole canvases (a panorama neighbour).
    func paintDevice(_ d: Placement.Device, drawing: any DeviceDrawing, shift: Double, on canvas: CairoCanvas,
                     screen render: (ScreenRequest) throws -> RenderedImage) throws {
        let pxPerPt = d.scale * scale
        let body = drawing.bodySize
        // 1. The body's top-left in canvas pixels; unturned, nudged so the screen starts on a whole pixel.
        let centre = Point(x: (d.center.x + shift) * scale, y: d.center.y * scale)
        var origin = Point(x: centre.x - body.width * pxPerPt / 2, y: centre.y - body.height * pxPerPt / 2)
        if d.rotation == 0 {
            let sx = origin.x + drawing.screenRect.minX * pxPerPt, sy = origin.y + drawing.screenRect.minY * pxPerPt
            origin.x += sx.rounded() - sx
            origin.y += sy.rounded() - sy
        }
        // 2. The layer: everything the drawing paints, whole across the width (a seam must not cut a shadow's
        //    blur short differently in two slices); rows outside the canvas are left out when unturned.
        let vb = drawing.visualBounds
        let left = (origin.x + vb.minX * pxPerPt).rounded(.down), right = (origin.x + vb.maxX * pxPerPt).rounded(.up)
        var top = (origin.y + vb.minY * pxPerPt).rounded(.down), bottom = (origin.y + vb.maxY * pxPerPt).rounded(.up)
        if d.rotation == 0 {
            top = max(top, 0); bottom = min(bottom, Double(canvas.height))
            guard right > 0, left < Double(canvas.width), bottom > top else { return }
        } else {
            // The turned layer's reach: its corners around the centre.
            let r = d.rotation * .pi / 180
            let corners = [Point(x: left, y: top), Point(x: right, y: top), Point(x: left, y: bottom), Point(x: right, y: bottom)].map { p in
                Point(x: centre.x + (p.x - centre.x) * cos(r) - (p.y - centre.y) * sin(r),
                      y: centre.y + (p.x - centre.x) * sin(r) + (p.y - centre.y) * cos(r))
            }
            guard corners.map(\.x).max()! > 0, corners.map(\.x).min()! < Double(canvas.width),
                  corners.map(\.y).max()! > 0, corners.map(\.y).min()! < Double(canvas.height) else { return }
        }
        let layer = try CairoCanvas(width: Int(right - left), height: Int(bottom - top))
        let lc = layer.context
        cairo_translate(lc, origin.x - left, origin.y - top)
        // 3. Frame, screen (clipped to the display's corners), cutout.
        CairoPainter(context: lc, scale: pxPerPt).paint(drawing.underlay())
        let device = output.device
        let image = try render(ScreenRequest(device: device, scale: pxPerPt, locale: locale, environment: EnvironmentValues()))
        cairo_save(lc)
        Self.append(drawing.screenPath, scale: pxPerPt, to: lc)
        cairo_clip(lc)
        image.withUnsafeSurface { surface in
            let x = drawing.screenRect.minX * pxPerPt, y = drawing.screenRect.minY * pxPerPt
            let expectedWidth = drawing.screenRect.width * pxPerPt
            if abs(Double(image.pixelWidth) - expectedWidth) < 1 {
                cairo_set_source_surface(lc, surface, x, y)
            } else {
                // A screen rendered at another size (a source that ignores the request's scale): fit it.
                cairo_translate(lc, x, y)
                cairo_scale(lc, expectedWidth / Double(image.pixelWidth), drawing.screenRect.height * pxPerPt / Double(image.pixelHeight))
                cairo_set_source_surface(lc, surface, 0, 0)
                cairo_pattern_set_filter(cairo_get_source(lc), CAIRO_FILTER_GOOD)
            }
            cairo_paint(lc)
        }
        cairo_restore(lc)
        CairoPainter(context: lc, scale: pxPerPt).paint(drawing.overlay())
        try layer.check()
        // 4. Onto the canvas.
        let cr = canvas.context
        cairo_save(cr)
        if d.rotation != 0 {
            cairo_translate(cr, centre.x, centre.y)
            cairo_rotate(cr, d.rotation * .pi / 180)
            cairo_translate(cr, -centre.x, -centre.y)
        }
        cairo_surface_flush(layer.surface)
        cairo_set_source_surface(cr, layer.surface, left, top)
        if d.rotation != 0 { cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD) }
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// Adds `path` (points) to the context's current path, scaled to pixels.
    static func append(_ path: Path, scale: Double, to cr: OpaquePointer) {
        cairo_new_path(cr)
        var current = Point(x: 0, y: 0)
        for element in path.elements {
            switch element {
            case .move(let p): cairo_move_to(cr, p.x * scale, p.y * scale); current = p
            case .line(let p): cairo_line_to(cr, p.x * scale, p.y * scale); current = p
            case let .quadCurve(p, c):
                // A quadratic Bézier as the cubic cairo draws: control points two thirds of the way to `c`.
                let c1 = Point(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = Point(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(cr, c1.x * scale, c1.y * scale, c2.x * scale, c2.y * scale, p.x * scale, p.y * scale)
                current = p
            case let .curve(p, c1, c2):
                cairo_curve_to(cr, c1.x * scale, c1.y * scale, c2.x * scale, c2.y * scale, p.x * scale, p.y * scale)
                current = p
            case .closeSubpath:
                cairo_close_path(cr)
            }
        }
    }
}

#if canImport(Glibc)
import Glibc
#endif
