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
///
/// What comes before the first screen (the background and, off a panorama, the first device's shadow and
/// frame) depends on neither the screens nor the locale, so a run keeps it in a `PrefixCache` and copies it.
struct Compositor {
    let set: ScreenshotSet
    let output: OutputDevice
    let locale: String
    /// Canvas prefixes drawn before (shared by a run's workers); nil draws every one.
    var prefixes: PrefixCache? = nil
    /// Layer canvases to draw panorama devices on again (the calling thread's own); nil makes fresh ones.
    var layers: CanvasShelf? = nil
    /// Whether the run draws this device in another locale too; if not, the prefixes only another locale
    /// could copy (a panorama slice's background, a panorama device's layer without its screen) are not stored.
    var otherLocales = true

    /// Pixels per canvas point.
    var scale: Double { output.device.scale }
    /// The canvas in points.
    var canvasSize: Size { Size(width: Double(output.pixelWidth) / scale, height: Double(output.pixelHeight) / scale) }

    /// What screenshot `index` draws around its screen(s).
    func drawing(_ index: Int) -> any DeviceDrawing {
        let style = set.screenshots[index].style
        if style.layout == .screen { return BareScreen(device: output.device, hasShadow: false, screenshot: true) }
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
    /// `reusing` is a canvas of the output's size to draw on again (its pixels are all replaced).
    func compose(_ index: Int, caption: CaptionTypesetter.Setting?, reusing: CairoCanvas? = nil,
                 screens: (Int, Int, ScreenRequest) throws -> RenderedImage) throws -> CairoCanvas {
        let canvas = try reusing.flatMap { $0.width == output.pixelWidth && $0.height == output.pixelHeight ? $0 : nil }
            ?? CairoCanvas(width: output.pixelWidth, height: output.pixelHeight)
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
        // 1-2. Background, and the first device's shadow and frame when they go straight onto the canvas.
        let panorama = set.panorama(of: origin)
        let background: CanvasPrefix
        if let panorama {
            // The strip's pixels from this screenshot's left edge on.
            let place = origin - panorama.range.lowerBound
            background = CanvasPrefix(background: panorama.background, width: canvas.width, height: canvas.height,
                                      areaWidth: output.pixelWidth * panorama.range.count, originX: place * output.pixelWidth)
        } else {
            let style = set.screenshots[origin].style
            background = CanvasPrefix(background: style.layout == .screen ? .color(.black) : style.background,
                                      width: canvas.width, height: canvas.height, areaWidth: canvas.width, originX: 0)
        }
        var chromeDrawn = false
        let first = members.sorted().first.flatMap { j in placement(j).devices.first.map { (j, $0) } }
        if panorama == nil, let (j, device) = first, let spot = locate(device, drawing: drawing(j), shift: 0, seams: false, canvas: canvas) {
            let drawing = self.drawing(j)
            var prefix = background
            prefix.chrome = CanvasPrefix.Chrome(drawing: drawing, place: spot.place, pxPerPt: spot.pxPerPt)
            if prefixes?.restore(prefix, on: canvas) != true {
                paint(background, on: canvas)
                paintChrome(drawing, at: spot, on: canvas)
                prefixes?.store(prefix, from: canvas)
            }
            chromeDrawn = true
        } else {
            paint(background, on: canvas, store: panorama == nil || otherLocales)
        }
        // 3. Devices.
        for j in members.sorted() {
            let shift = Double(j - origin) * size.width
            let drawing = self.drawing(j)
            for (k, device) in placement(j).devices.enumerated() {
                try paintDevice(device, drawing: drawing, shift: shift, seams: panorama != nil, on: canvas,
                                chromeDrawn: chromeDrawn && j == first?.0 && k == 0,
                                screen: CanvasPrefix.Screen(screenshot: j, screen: device.screen, locale: locale)) { request in
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

    /// Fills `canvas` with the background `prefix` names (its chrome is not drawn), from the cache when it has it,
    /// and keeps it there (`store`) when it did not.
    func paint(_ prefix: CanvasPrefix, on canvas: CairoCanvas, store: Bool = true) {
        var background = prefix
        background.chrome = nil
        if prefixes?.restore(background, on: canvas) == true { return }
        if let fill = background.background {
            BackgroundRaster.paint(fill, on: canvas, areaWidth: background.areaWidth, originX: background.originX)
        } else {
            canvas.clear()
        }
        if store { prefixes?.store(background, from: canvas) }
    }

    /// Where a device lands on its target: local points → target pixels, and the layer it is drawn in first
    /// (nil: straight onto the canvas).
    struct Spot {
        var place: AffineTransform
        var pxPerPt: Double
        /// The layer's corner in canvas pixels and its size.
        var layer: (origin: Point, width: Int, height: Int)?
    }

    /// Where device `d` goes (nil when nothing of it reaches the canvas). `shift` moves it by whole canvases
    /// (a panorama neighbour).
    ///
    /// 1. The body's top-left in canvas pixels; unturned, nudged so the screen starts on a whole pixel, so the
    ///    screen's pixels are copied, never resampled.
    /// 2. Where it must be the same pixels on both sides of a seam (`seams`: in a panorama), it is drawn whole,
    ///    turned or not, into a layer whose corner is a whole canvas pixel, and the layer copied onto the canvas;
    ///    otherwise straight onto the canvas.
    func locate(_ d: Placement.Device, drawing: any DeviceDrawing, shift: Double, seams: Bool, canvas: CairoCanvas) -> Spot? {
        let pxPerPt = d.scale * scale
        let body = drawing.bodySize
        // 1. Where.
        let centre = Point(x: (d.center.x + shift) * scale, y: d.center.y * scale)
        var origin = Point(x: centre.x - body.width * pxPerPt / 2, y: centre.y - body.height * pxPerPt / 2)
        if d.rotation == 0 {
            let sx = origin.x + drawing.screenRect.minX * pxPerPt, sy = origin.y + drawing.screenRect.minY * pxPerPt
            origin.x += sx.rounded() - sx
            origin.y += sy.rounded() - sy
        }
        let vb = drawing.visualBounds
        let left = (origin.x + vb.minX * pxPerPt).rounded(.down), right = (origin.x + vb.maxX * pxPerPt).rounded(.up)
        var top = (origin.y + vb.minY * pxPerPt).rounded(.down), bottom = (origin.y + vb.maxY * pxPerPt).rounded(.up)
        let r = d.rotation * .pi / 180
        func turn(around c: Point) -> AffineTransform {
            AffineTransform(translationX: -c.x, y: -c.y)
                .concatenating(AffineTransform(a: cos(r), b: sin(r), c: -sin(r), d: cos(r), tx: 0, ty: 0))
                .concatenating(AffineTransform(translationX: c.x, y: c.y))
        }
        let corners = [Point(x: left, y: top), Point(x: right, y: top), Point(x: left, y: bottom), Point(x: right, y: bottom)]
            .map(turn(around: centre).apply)
        let minX = corners.map(\.x).min()!, maxX = corners.map(\.x).max()!, minY = corners.map(\.y).min()!, maxY = corners.map(\.y).max()!
        guard maxX > 0, minX < Double(canvas.width), maxY > 0, minY < Double(canvas.height) else { return nil }
        // 2. The target: the canvas, or a layer whose corner is a whole canvas pixel, covering the device's whole
        //    width (a seam must not cut a shadow short differently in two slices); rows outside the canvas are
        //    left out when unturned.
        if d.rotation == 0 { top = max(top, 0); bottom = min(bottom, Double(canvas.height)) }
        let layerOrigin = !seams ? Point(x: 0, y: 0) : d.rotation == 0 ? Point(x: left, y: top)
            : Point(x: minX.rounded(.down), y: minY.rounded(.down))
        let layer = !seams ? nil
            : d.rotation == 0 ? (layerOrigin, Int(right - left), Int(bottom - top))
            : (layerOrigin, Int(maxX.rounded(.up) - layerOrigin.x), Int(maxY.rounded(.up) - layerOrigin.y))
        // Local points → target pixels, computed from positions relative to the target's corner, which are the
        // same numbers in every slice of a panorama.
        let originInTarget = Point(x: origin.x - layerOrigin.x, y: origin.y - layerOrigin.y)
        var place = AffineTransform(scaleX: pxPerPt, y: pxPerPt).concatenating(AffineTransform(translationX: originInTarget.x, y: originInTarget.y))
        if d.rotation != 0 { place = place.concatenating(turn(around: Point(x: centre.x - layerOrigin.x, y: centre.y - layerOrigin.y))) }
        return Spot(place: place, pxPerPt: pxPerPt, layer: layer)
    }

    /// The device's shadow and what its frame draws under the screen.
    func paintChrome(_ drawing: any DeviceDrawing, at spot: Spot, on target: CairoCanvas) {
        drawing.shadow?.paint(on: target, transform: spot.place, pxPerPt: spot.pxPerPt)
        let tc = target.context
        cairo_save(tc)
        var m = spot.cairoMatrix
        cairo_transform(tc, &m)
        CairoPainter(context: tc, scale: spot.pxPerPt).paint(drawing.underlay())
        cairo_restore(tc)
    }

    /// Draws one device: shadow, frame, screen (clipped to the display's corners), cutout; `chromeDrawn`: the
    /// shadow and frame are on the canvas already (a cached prefix). `screen` names the screen `render` draws,
    /// for keeping a panorama device's whole layer: both slices it reaches into draw the same layer.
    func paintDevice(_ d: Placement.Device, drawing: any DeviceDrawing, shift: Double, seams: Bool, on canvas: CairoCanvas,
                     chromeDrawn: Bool = false, screen: CanvasPrefix.Screen? = nil,
                     screen render: (ScreenRequest) throws -> RenderedImage) throws {
        guard let spot = locate(d, drawing: drawing, shift: shift, seams: seams, canvas: canvas) else { return }
        let pxPerPt = spot.pxPerPt
        // 3. Shadow, frame (on a layer: the same in every slice and locale, so from the cache when it has them),
        //    screen, cutout (on a layer, the whole layer from the cache when the other slice drew it).
        let target: CairoCanvas
        var whole: CanvasPrefix?
        if let layer = spot.layer {
            target = try layers?.take(width: layer.width, height: layer.height, cleared: false) ?? CairoCanvas(width: layer.width, height: layer.height)
            var prefix = CanvasPrefix.layer(width: layer.width, height: layer.height,
                                            chrome: CanvasPrefix.Chrome(drawing: drawing, place: spot.place, pxPerPt: pxPerPt))
            whole = screen.map { screen in
                var whole = prefix
                whole.screen = screen
                return whole
            }
            if let whole, prefixes?.restore(whole, on: target) == true {
                defer { layers?.give(target) }
                Self.composite(target, at: layer.origin, onto: canvas)
                return
            }
            prefix.screen = nil
            if prefixes?.restore(prefix, on: target) != true {
                target.clear()
                paintChrome(drawing, at: spot, on: target)
                if otherLocales { prefixes?.store(prefix, from: target) }
            }
        } else {
            target = canvas
            if !chromeDrawn { paintChrome(drawing, at: spot, on: target) }
        }
        defer { if target !== canvas { layers?.give(target) } }
        let tc = target.context
        cairo_save(tc)
        var m = spot.cairoMatrix
        cairo_transform(tc, &m)
        let image = try render(ScreenRequest(device: output.device, scale: pxPerPt, locale: locale, environment: EnvironmentValues()))
        cairo_save(tc)
        Self.append(drawing.screenPath, scale: pxPerPt, to: tc)
        cairo_clip(tc)
        image.withUnsafeSurface { surface in
            let x = drawing.screenRect.minX * pxPerPt, y = drawing.screenRect.minY * pxPerPt
            let expectedWidth = drawing.screenRect.width * pxPerPt
            let sameSize = abs(Double(image.pixelWidth) - expectedWidth) < 1
            if sameSize {
                cairo_set_source_surface(tc, surface, x, y)
            } else {
                // A screen rendered at another size (a source that ignores the request's scale): fit it.
                cairo_translate(tc, x, y)
                cairo_scale(tc, expectedWidth / Double(image.pixelWidth), drawing.screenRect.height * pxPerPt / Double(image.pixelHeight))
                cairo_set_source_surface(tc, surface, 0, 0)
            }
            // Turned: bilinear (GOOD would look for a downscale that a turn at the screen's own scale never has).
            if d.rotation != 0 { cairo_pattern_set_filter(cairo_get_source(tc), CAIRO_FILTER_BILINEAR) }
            else if !sameSize { cairo_pattern_set_filter(cairo_get_source(tc), CAIRO_FILTER_GOOD) }
            cairo_paint(tc)
        }
        cairo_restore(tc)
        CairoPainter(context: tc, scale: pxPerPt).paint(drawing.overlay())
        cairo_restore(tc)
        try target.check()
        // 4. A layer onto the canvas, pixel for pixel.
        guard let layer = spot.layer else { return }
        // Kept for the other slice it reaches into; one inside this slice is drawn by no other (in this locale).
        if let whole, layer.origin.x < 0 || layer.origin.x + Double(layer.width) > Double(canvas.width) {
            prefixes?.store(whole, from: target)
        }
        Self.composite(target, at: layer.origin, onto: canvas)
    }

    /// Paints `layer` onto `canvas` with its corner at `origin` (whole canvas pixels).
    static func composite(_ layer: CairoCanvas, at origin: Point, onto canvas: CairoCanvas) {
        cairo_surface_flush(layer.surface)
        let cr = canvas.context
        cairo_set_source_surface(cr, layer.surface, origin.x, origin.y)
        cairo_paint(cr)
        // The canvas must not keep the layer as its source: the layer goes back on the shelf to be drawn on again.
        cairo_set_source_rgba(cr, 0, 0, 0, 0)
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

extension Compositor.Spot {
    /// Local points scaled by `pxPerPt` → target pixels: what painters that scale by points themselves need.
    var cairoMatrix: cairo_matrix_t {
        cairo_matrix_t(xx: place.a / pxPerPt, yx: place.b / pxPerPt, xy: place.c / pxPerPt, yy: place.d / pxPerPt, x0: place.tx, y0: place.ty)
    }
}
