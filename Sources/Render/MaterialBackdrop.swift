import CCairo
import Layout

/// A material fill (`.background(.ultraThinMaterial)`): frosted glass over what is already painted.
///
/// Recipe: 1. take the pixels that lie behind the path's bounds in the final picture, grown by 3 sigma so
/// the blur sees what lies beyond them: the canvas with every open layer's content so far composited over
/// it (see `BackdropStack`), so a material inside a shadowed or translucent view still frosts what is
/// behind that view; 2. Gaussian-blur the copy (sigma = material radius / 2, as for `blur(radius:)`; edges
/// clamped, since the picture goes on beyond the copy); 3. boost its saturation by the material's factor,
/// as iOS's vibrant blur does; 4. paint it clipped to the path at the material's opacity, into the surface
/// being drawn (the canvas or the innermost layer); 5. fill the path with the tint on top.
enum MaterialBackdrop {
    static func fill(_ path: Path, material: ResolvedMaterial, evenOdd: Bool, backdrop: BackdropStack, cr: OpaquePointer) {
        let rule = evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING
        cairo_set_fill_rule(cr, rule)
        if material.opacity > 0, material.blurRadius >= 0 {
            paintBlurredBackdrop(path, material: material, backdrop: backdrop, cr: cr)
        }
        let tint = material.tint
        if tint.a > 0 {
            cairo_new_path(cr)
            CairoPath.append(path, to: cr)
            DeviceColor.setSource(tint, on: cr)
            cairo_fill(cr)
        }
    }

    private static func paintBlurredBackdrop(_ path: Path, material: ResolvedMaterial, backdrop: BackdropStack, cr: OpaquePointer) {
        // 1. The region, in the canvas's pixels.
        cairo_new_path(cr)
        CairoPath.append(path, to: cr)
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_path_extents(cr, &x0, &y0, &x1, &y1)
        let sigma = LayerCompositor.sigma(radius: material.blurRadius) * DeviceRegion.userScale(cr)
        let canvas = backdrop.canvas
        let region = DeviceRegion.covering(Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), margin: 3 * sigma + 1,
                                           cr: cr, surface: canvas)
        // 2. Copy (composited through the open layers), blur and saturate (see `BlurredCopy`).
        let blurred = region.isEmpty ? nil : try? backdrop.withPixels(in: region) { (pixels, stride) throws(RenderError) in
            try BlurredCopy(of: pixels, stride: stride, x: 0, y: 0, width: region.width, height: region.height,
                            sigma: sigma, alphaOnly: false, edges: .clamp)
        }
        guard let copy = blurred, let data = copy.surface.data else {
            cairo_new_path(cr)
            return
        }
        copy.surface.flush()
        SaturationFilter.apply(data, width: copy.surface.width, height: copy.surface.height, stride: copy.surface.stride,
                               saturation: material.saturation)
        copy.surface.markDirty()
        // 3. Paint it back where it came from (in device space), inside the path.
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(canvas, &offsetX, &offsetY)
        guard let pattern = copy.pattern(deviceOrigin: (Double(region.x) - offsetX, Double(region.y) - offsetY), cr: cr) else {
            cairo_new_path(cr)
            return
        }
        cairo_save(cr)
        cairo_clip(cr)
        cairo_set_source(cr, pattern.pointer)
        cairo_paint_with_alpha(cr, min(material.opacity, 1))
        cairo_restore(cr)
    }
}
