import CCairo

/// What lies behind a point of the final picture while offscreen layers are open, for materials.
///
/// Inside a layer (opacity, shadow, blur, blend mode, compositing group) drawing goes to the layer's own
/// surface, which holds only what the layer has drawn so far; what will end up behind it is the canvas
/// below plus, layer by layer, each enclosing layer's content so far. So the painter keeps the surfaces it
/// draws into as a stack, the canvas first, and a backdrop is those surfaces composited source-over in
/// that order into a scratch image the size of the sample.
///
/// The layers' own opacity, blend mode, blur and shadow are not applied: the material itself is drawn
/// into the innermost layer and goes through them with it.
struct BackdropStack {
    /// The canvas, then each open layer's group surface, outermost first. Borrowed from cairo: a group
    /// surface lives while its group is open, and is popped from here when it closes.
    private(set) var targets: [OpaquePointer]

    init(canvas: OpaquePointer) { targets = [canvas] }

    /// The surface the painting started on; backdrop regions are in its pixels.
    var canvas: OpaquePointer { targets[0] }

    mutating func push(_ group: OpaquePointer) { targets.append(group) }

    mutating func pop() {
        if targets.count > 1 { targets.removeLast() }
    }

    /// Calls `body` with the backdrop's ARGB32 pixels for `region` (in the canvas's pixels): a pointer to
    /// the region's first pixel and the row stride in bytes. Outside layers these are the canvas's own
    /// pixels; inside, a composite made for the call. Nil when the pixels cannot be read.
    func withPixels<R>(in region: DeviceRegion,
                       _ body: (UnsafeMutablePointer<UInt8>, Int) throws(RenderError) -> R) throws(RenderError) -> R? {
        // 1. No open layer: the canvas itself, when it is a readable image.
        if targets.count == 1 {
            guard DeviceRegion.isARGB32Image(canvas), let data = cairo_image_surface_get_data(canvas) else { return nil }
            cairo_surface_flush(canvas)
            let stride = Int(cairo_image_surface_get_stride(canvas))
            return try body(data + region.y * stride + region.x * 4, stride)
        }
        // 2. A scratch image whose pixel (0, 0) is the region's first pixel in device space (canvas pixel
        //    minus the canvas's device offset). Its device offset is set before a context exists, so
        //    every surface below is placed by device position alone.
        var canvasOffsetX = 0.0, canvasOffsetY = 0.0
        cairo_surface_get_device_offset(canvas, &canvasOffsetX, &canvasOffsetY)
        let scratch = try CairoSurface(width: region.width, height: region.height)
        cairo_surface_set_device_offset(scratch.pointer, canvasOffsetX - Double(region.x), canvasOffsetY - Double(region.y))
        let context = try CairoContext(surface: scratch)
        // 3. Canvas, then each layer, source-over; cairo applies each source surface's device offset.
        for target in targets {
            cairo_set_source_surface(context.pointer, target, 0, 0)
            cairo_paint(context.pointer)
        }
        cairo_surface_flush(scratch.pointer)
        guard let data = scratch.data else { return nil }
        return try body(data, scratch.stride)
    }
}
