import CCairo
import Layout

/// Offscreen layers (`beginLayer` … `endLayer`): opacity, blend modes, blur and drop shadows.
///
/// Sizing: before `cairo_push_group` the clip is narrowed to the layer's bounds plus what its blur or
/// shadow needs (3 sigma) and a small allowance for glyph overhang; cairo sizes the group surface to the
/// clip, so a shadowed button costs a button-sized surface, not a screen-sized one. The narrowing clip is
/// dropped again before compositing, so a shadow can fall outside it.
///
/// Radii: SwiftUI's `blur(radius:)` and `shadow(radius:)` take a radius that behaves like twice a Gaussian
/// standard deviation (a shadow of radius r fades out over about 1.5 r), so sigma = r / 2 points.
enum LayerCompositor {
    /// Points added around a layer's bounds for ink outside frames (italic overhang, tall accents).
    static let overhang = 2.0

    static func sigma(radius: Double) -> Double { max(0, radius) / 2 }

    /// Starts drawing into a group sized to `layer`.
    static func begin(_ layer: Layer, cr: OpaquePointer) {
        let spread = 3 * max(sigma(radius: layer.blurRadius), sigma(radius: layer.shadow?.radius ?? 0))
        let r = layer.bounds.insetBy(dx: -(spread + overhang), dy: -(spread + overhang))
        cairo_save(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
        cairo_clip(cr)
        cairo_push_group(cr)
    }

    /// Ends the group and composites it: 1. blur the group's pixels, 2. draw the shadow (its blurred alpha
    /// in the shadow colour, offset) underneath, 3. composite the group (or its blurred copy) with the
    /// layer's opacity and blend mode. Returns whether the destination's alpha may have been lowered (for
    /// the opaque-PNG check).
    static func end(_ layer: Layer, cr: OpaquePointer) -> Bool {
        guard let group = CairoPattern(taking: cairo_pop_group(cr)) else {
            cairo_restore(cr)
            return false
        }
        cairo_restore(cr)
        var surfacePointer: OpaquePointer?
        cairo_pattern_get_surface(group.pointer, &surfacePointer)
        let surface = DeviceRegion.isARGB32Image(surfacePointer) ? surfacePointer : nil
        let pixelsPerPoint = DeviceRegion.userScale(cr)
        // 1. Blur: the layer is drawn from a blurred copy instead of the group.
        var content = group
        if let surface, layer.blurRadius > 0,
           let blurred = blurredCopy(of: surface, sigma: sigma(radius: layer.blurRadius) * pixelsPerPoint, alphaOnly: false),
           let pattern = blurred.copy.pattern(deviceOrigin: blurred.origin, cr: cr) {
            content = pattern
        }
        // 2. Shadow.
        if let surface, let shadow = layer.shadow, shadow.color.a > 0 {
            drawShadow(of: surface, color: shadow.color, sigma: sigma(radius: shadow.radius) * pixelsPerPoint,
                       offset: (shadow.x, shadow.y), cr: cr)
        }
        // 3. The layer itself.
        let opacity = min(max(layer.opacity, 0), 1)
        if let op = layer.blendMode.cairoOperator {
            cairo_set_operator(cr, op)
            cairo_set_source(cr, content.pointer)
            cairo_paint_with_alpha(cr, opacity)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        } else if let surface, content === group,
                  PlusDarkerBlend.composite(layer: surface, onto: cairo_get_group_target(cr), opacity: opacity) {
            // Composited by hand.
        } else {
            cairo_set_source(cr, content.pointer)
            cairo_paint_with_alpha(cr, opacity)
        }
        return layer.blendMode.canReduceAlpha
    }

    /// A blurred copy of a whole group surface, with the device position of the group's first pixel.
    private static func blurredCopy(of surface: OpaquePointer, sigma: Double, alphaOnly: Bool) -> (copy: BlurredCopy, origin: (x: Double, y: Double))? {
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        guard width > 0, height > 0, let data = cairo_image_surface_get_data(surface) else { return nil }
        cairo_surface_flush(surface)
        guard let copy = try? BlurredCopy(of: data, stride: Int(cairo_image_surface_get_stride(surface)), x: 0, y: 0,
                                          width: width, height: height, sigma: sigma, alphaOnly: alphaOnly, edges: .transparent) else { return nil }
        // A group pixel is its device position plus the surface's device offset.
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(surface, &offsetX, &offsetY)
        return (copy, (-offsetX, -offsetY))
    }

    /// The group's alpha, blurred, painted in `color` shifted by `offset` points (in the layer's user space).
    private static func drawShadow(of surface: OpaquePointer, color: RGBA, sigma: Double, offset: (Double, Double), cr: OpaquePointer) {
        guard let blurred = blurredCopy(of: surface, sigma: sigma, alphaOnly: true),
              let alpha = try? blurred.copy.fullSizeAlpha() else { return }
        // The shadow at a point shows the alpha `offset` before it: map user space moved back by the offset.
        cairo_save(cr)
        cairo_translate(cr, -offset.0, -offset.1)
        let factor = alpha === blurred.copy.surface ? blurred.copy.factor : 1
        let mask = BlurredCopy.pattern(for: alpha, factor: factor, deviceOrigin: blurred.origin, extend: CAIRO_EXTEND_NONE, cr: cr)
        cairo_restore(cr)
        guard let mask else { return }
        DeviceColor.setSource(color, on: cr)
        cairo_mask(cr, mask.pointer)
    }
}
