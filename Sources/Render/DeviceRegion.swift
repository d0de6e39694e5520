import CCairo
import Layout

/// An integer pixel rectangle on a surface, and the arithmetic to find one from user-space geometry.
struct DeviceRegion {
    var x: Int, y: Int, width: Int, height: Int
    var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The pixels of `surface` (whose device offset is applied) covered by `rect` in the current user space
    /// of `cr`, grown by `margin` pixels and clipped to the surface.
    static func covering(_ rect: Rect, margin: Double, cr: OpaquePointer, surface: OpaquePointer) -> DeviceRegion {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for (px, py) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)] {
            var dx = px, dy = py
            cairo_user_to_device(cr, &dx, &dy)
            minX = min(minX, dx); maxX = max(maxX, dx); minY = min(minY, dy); maxY = max(maxY, dy)
        }
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(surface, &offsetX, &offsetY)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return DeviceRegion(x: 0, y: 0, width: 0, height: 0) }
        let x0 = max(0, Int((minX - margin + offsetX).rounded(.down))), y0 = max(0, Int((minY - margin + offsetY).rounded(.down)))
        let x1 = min(width, Int((maxX + margin + offsetX).rounded(.up))), y1 = min(height, Int((maxY + margin + offsetY).rounded(.up)))
        return DeviceRegion(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// How many device pixels one user-space unit spans (the square root of the CTM's area scale).
    static func userScale(_ cr: OpaquePointer) -> Double {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        return abs(m.xx * m.yy - m.xy * m.yx).squareRoot()
    }

    /// Whether `surface` is an ARGB32 image surface whose pixels we can read and write.
    static func isARGB32Image(_ surface: OpaquePointer?) -> Bool {
        guard let surface else { return false }
        return cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE
            && cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
            && cairo_image_surface_get_data(surface) != nil
    }
}
