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
    /// `screens` renders the screens it needs: (screenshot, which screen, request).
    func compose(_ index: Int, caption: CaptionTypesetter.Setting?,
                 screens: (Int, Int, ScreenRequest) throws -> RenderedImage) throws -> CairoCanvas {
        let canvas = try CairoCanvas(width: output.pixelWidth, height: output.pixelHeight)
        let members = set.panorama(of: index).map { Array($0.range) } ?? [index]
        try draw(on: canvas, origin: index, members: members, captions: caption.map { [index: $0] } ?? [:], screens: screens)
        return canvas
    }

    /// Draws a panorama's whole strip on one canvas as wide as all its screenshots side by side: what the
    /// slices must add up to, pixel for pixel.
    func composeStrip(_ panorama: Panorama, captions: [Int: CaptionTypesetter.Setting],
                      screens: (Int, Int, ScreenRequest) throws -> RenderedImage) throws -> CairoCanvas {
        let canvas = try CairoCanvas(width: output.pixelWidth * panorama.range.count, height: output.pixelHeight)
        try draw(on: canvas, origin: panorama.range.lowerBound, members: Array(panorama.range), captions: captions, screens: screens)
        return canvas
    }

    /// Draws on `canvas`, whose left edge is screenshot `origin`'s: the background (the panorama's strip,
    /// or `origin`'s own), the devices of `members` in the set's order (so an overlap between neighbours
    /// stacks the same way in both slices), then the captions.
    func draw(on canvas: CairoCanvas, origin: Int, members: [Int], captions: [Int: CaptionTypesetter.Setting],
              screens: (Int, Int, ScreenRequest) throws -> RenderedImage) throws {
        let cr = canvas.context
        let size = canvasSize
        // 1-2. Background.
        if let panorama = set.panorama(of: origin) {
            // The strip's pixels from this screenshot's left edge on.
            let place = origin - panorama.range.lowerBound
            BackgroundRaster.paint(panorama.background, on: canvas, areaWidth: output.pixelWidth * panorama.range.count,
                                   originX: place * output.pixelWidth)
        } else {
            let style = set.screenshots[origin].style
            BackgroundRaster.paint(style.layout == .screen ? .color(.black) : style.background, on: canvas,
                                   areaWidth: canvas.width, originX: 0)
        }
        // 3. Devices.
        for j in members.sorted() {
            let shift = Double(j - origin) * size.width
            let drawing = self.drawing(j)
            for device in placement(j).devices {
                try paintDevice(device, drawing: drawing, shift: shift, on: canvas) { request in
                    try screens(j, device.screen, request)
                }
            }
        }
        // 4. Captions, on top.
        for (j, caption) in captions.sorted(by: { $0.key < $1.key }) {
            guard let box = placement(j).captionBox else { continue }
            let dy = (box.height - caption.size.height) * set.screenshots[j].style.caption.position.fraction
            let shift = Double(j - origin) * size.width
            cairo_save(cr)
            cairo_translate(cr, ((box.minX + shift) * scale).rounded(), ((box.minY + max(0, dy)) * scale).rounded())
            CairoPainter(context: cr, scale: scale).paint(caption.commands)
            cairo_restore(cr)
        }
        try canvas.check()
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
        // 4. Onto the canvas. A turned device is first turned into a layer of its own whose corner is on a
        //    whole pixel, so its resampling is the same wherever the layer lands (both sides of a seam).
        cairo_surface_flush(layer.surface)
        var result = layer
        var at = (x: left, y: top)
        if d.rotation != 0 {
            let r = d.rotation * .pi / 180
            let corners = [Point(x: left, y: top), Point(x: right, y: top), Point(x: left, y: bottom), Point(x: right, y: bottom)].map { p in
                Point(x: centre.x + (p.x - centre.x) * cos(r) - (p.y - centre.y) * sin(r),
                      y: centre.y + (p.x - centre.x) * sin(r) + (p.y - centre.y) * cos(r))
            }
            let ox = corners.map(\.x).min()!.rounded(.down), oy = corners.map(\.y).min()!.rounded(.down)
            let turned = try CairoCanvas(width: Int(corners.map(\.x).max()!.rounded(.up) - ox), height: Int(corners.map(\.y).max()!.rounded(.up) - oy))
            let tc = turned.context
            // In the turned layer's own pixels: the centre less the layer's whole-pixel corner.
            let c = Point(x: centre.x - ox, y: centre.y - oy)
            cairo_translate(tc, c.x, c.y)
            cairo_rotate(tc, r)
            cairo_translate(tc, -c.x, -c.y)
            cairo_set_source_surface(tc, layer.surface, left - ox, top - oy)
            cairo_pattern_set_filter(cairo_get_source(tc), CAIRO_FILTER_GOOD)
            cairo_paint(tc)
            try turned.check()
            cairo_surface_flush(turned.surface)
            result = turned
            at = (ox, oy)
        }
        let cr = canvas.context
        cairo_set_source_surface(cr, result.surface, at.x, at.y)
        cairo_paint(cr)
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
