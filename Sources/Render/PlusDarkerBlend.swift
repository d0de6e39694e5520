import CCairo

/// Core Graphics' `plusDarker`, which cairo lacks: the sum of the two colours minus one, clamped at zero
/// (a "linear burn"), composited like the separable blend modes:
///
///     result = (1 − αs)·D + (1 − αd)·S + max(0, S·αd + D·αs − αs·αd)     (premultiplied)
///     α      = αs + αd − αs·αd
///
/// It is done pixel by pixel between the popped layer and the surface it is composited onto, which share
/// device space (same transform), so the mapping is a translation by their device offsets. The current clip
/// is not applied; layers are already drawn inside it.
enum PlusDarkerBlend {
    /// Returns false (drawing nothing) when either surface is not a readable ARGB32 image.
    static func composite(layer: OpaquePointer, onto target: OpaquePointer, opacity: Double) -> Bool {
        guard DeviceRegion.isARGB32Image(layer), DeviceRegion.isARGB32Image(target) else { return false }
        cairo_surface_flush(layer)
        cairo_surface_flush(target)
        var lx = 0.0, ly = 0.0, tx = 0.0, ty = 0.0
        cairo_surface_get_device_offset(layer, &lx, &ly)
        cairo_surface_get_device_offset(target, &tx, &ty)
        let dx = Int((tx - lx).rounded()), dy = Int((ty - ly).rounded())
        let lw = Int(cairo_image_surface_get_width(layer)), lh = Int(cairo_image_surface_get_height(layer))
        let tw = Int(cairo_image_surface_get_width(target)), th = Int(cairo_image_surface_get_height(target))
        let ls = Int(cairo_image_surface_get_stride(layer)), ts = Int(cairo_image_surface_get_stride(target))
        let lData = cairo_image_surface_get_data(layer)!, tData = cairo_image_surface_get_data(target)!
        let alpha = Int((min(max(opacity, 0), 1) * 256).rounded())
        let xs = max(0, -dx), xe = min(lw, tw - dx), ys = max(0, -dy), ye = min(lh, th - dy)
        guard xe > xs, ye > ys else { return true }
        for y in ys..<ye {
            let src = UnsafeMutableRawPointer(lData + y * ls).assumingMemoryBound(to: UInt32.self)
            let dst = UnsafeMutableRawPointer(tData + (y + dy) * ts).assumingMemoryBound(to: UInt32.self)
            for x in xs..<xe {
                let s = src[x]
                if s == 0 { continue }
                let d = dst[x + dx]
                @inline(__always) func channel(_ v: UInt32, _ shift: UInt32) -> Int { Int((v >> shift) & 255) * alpha >> 8 }
                let sa = channel(s, 24), da = Int(d >> 24)
                let a = min(255, sa + da - (sa * da + 127) / 255)
                @inline(__always) func blend(_ shift: UInt32) -> UInt32 {
                    let sc = channel(s, shift), dc = Int((d >> shift) & 255)
                    let value = ((255 - sa) * dc + (255 - da) * sc + max(0, sc * da + dc * sa - sa * da) + 127) / 255
                    return UInt32(min(value, a))
                }
                dst[x + dx] = UInt32(a) << 24 | blend(16) << 16 | blend(8) << 8 | blend(0)
            }
        }
        cairo_surface_mark_dirty(target)
        return true
    }
}
