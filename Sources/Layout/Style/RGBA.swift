/// A resolved colour: straight (non-premultiplied) sRGB components in 0…1.
/// Everything dynamic (light/dark, hierarchical levels) has been decided by the time a colour is an `RGBA`.
public struct RGBA: Hashable, Sendable, Codable {
    public var r, g, b, a: Double
    public init(r: Double, g: Double, b: Double, a: Double = 1) { self.r = r; self.g = g; self.b = b; self.a = a }

    /// `0xRRGGBB` with full opacity.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(r: Double((hex >> 16) & 0xFF) / 255, g: Double((hex >> 8) & 0xFF) / 255, b: Double(hex & 0xFF) / 255, a: alpha)
    }

    public static let clear = RGBA(r: 0, g: 0, b: 0, a: 0)
    public static let black = RGBA(r: 0, g: 0, b: 0)
    public static let white = RGBA(r: 1, g: 1, b: 1)

    public func multiplyingAlpha(_ f: Double) -> RGBA { RGBA(r: r, g: g, b: b, a: a * f) }

    /// The 8-bit channel values a renderer will produce for this colour (round half up, as Cairo does).
    public var bytes: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        func q(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
        return (q(r), q(g), q(b), q(a))
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    public var hexString: String {
        let c = bytes
        let digits = "0123456789ABCDEF".map { $0 }
        func h(_ v: UInt8) -> String { String([digits[Int(v >> 4)], digits[Int(v & 15)]]) }
        return "#" + h(c.r) + h(c.g) + h(c.b) + (c.a == 255 ? "" : h(c.a))
    }
}
