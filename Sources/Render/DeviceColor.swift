import CCairo
import Layout

/// Colours as the renderer hands them to cairo and Pango: every channel, alpha too, snapped to n / 255
/// with n = round(v · 255), the byte `RGBA.bytes` and `RGBA.hexString` report.
///
/// Why: brand tokens are written as 3-decimal literals whose hex is round(v · 255) (0.969 is F7), but
/// cairo turns a double into 16 bits as ⌊v · 65535 + 0.5⌋ and pixman keeps that value's high byte, so a
/// fill of 0.969 would paint F8. For n / 255 the 16-bit value is exactly n · 257, whose high byte is n, so
/// the painted byte is the token's. Pango's colour attributes are 16-bit values; they get n · 257 directly.
///
/// Everything that gives cairo or Pango a colour goes through `quantize` (solid sources, gradient stops,
/// mesh corners, shadows, material tints, symbol and text colours, the canvas background).
enum DeviceColor {
    /// `color` with each channel replaced by n / 255.
    static func quantize(_ color: RGBA) -> RGBA {
        let n = color.bytes
        return RGBA(r: Double(n.r) / 255, g: Double(n.g) / 255, b: Double(n.b) / 255, a: Double(n.a) / 255)
    }

    /// Makes the quantised `color` cairo's source.
    static func setSource(_ color: RGBA, on cr: OpaquePointer) {
        let c = quantize(color)
        cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a)
    }

    /// The quantised channels as Pango's 16-bit values (n · 257).
    static func pango16(_ color: RGBA) -> (r: UInt16, g: UInt16, b: UInt16, a: UInt16) {
        let n = color.bytes
        return (UInt16(n.r) * 257, UInt16(n.g) * 257, UInt16(n.b) * 257, UInt16(n.a) * 257)
    }
}
