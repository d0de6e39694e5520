import Glibc

/// A colour in CIELAB (D65 white), the space CIEDE2000 is defined on.
public struct LabColor: Hashable, Sendable {
    /// Lightness, 0 (black) … 100 (white).
    public var l: Double
    /// Green (−) … red (+).
    public var a: Double
    /// Blue (−) … yellow (+).
    public var b: Double

    public init(l: Double, a: Double, b: Double) {
        self.l = l; self.a = a; self.b = b
    }

    /// Converts an 8-bit sRGB colour (channels 0…255, fractional values allowed for colours that
    /// were alpha-composited) to CIELAB under D65, the white point sRGB is defined for.
    public init(srgbRed red: Double, green: Double, blue: Double) {
        // 1. Undo the sRGB transfer curve (IEC 61966-2-1) to get linear light.
        let r = Self.linear(red / 255), g = Self.linear(green / 255), bl = Self.linear(blue / 255)
        // 2. Linear sRGB → CIE XYZ (sRGB primaries, D65), normalised by the D65 white.
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * bl) / 0.95047
        let y = (0.2126729 * r + 0.7151522 * g + 0.0721750 * bl)
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * bl) / 1.08883
        // 3. XYZ → Lab with the CIE cube-root compression (linear near black).
        let fx = Self.compress(x), fy = Self.compress(y), fz = Self.compress(z)
        self.init(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    private static func linear(_ c: Double) -> Double {
        c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// CIE's f(t): cube root above (6/29)³, a tangent line below it so black stays finite.
    private static func compress(_ t: Double) -> Double {
        let epsilon = 216.0 / 24389.0   // (6/29)³
        return t > epsilon ? cbrt(t) : t * (24389.0 / 27.0 / 116.0) + 16.0 / 116.0
    }
}
