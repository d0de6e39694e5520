import Glibc

/// CIEDE2000 colour difference (ΔE₀₀), following Sharma, Wu & Dalal, "The CIEDE2000
/// Color-Difference Formula: Implementation Notes, Supplementary Test Data, and Mathematical
/// Observations" (2005), with the parametric factors kL = kC = kH = 1.
///
/// Why CIEDE2000 rather than plain Lab distance: CIE76 overstates differences in saturated colours
/// and mis-weights blues; ΔE₀₀ corrects lightness, chroma and hue separately so one tolerance
/// means roughly the same visible change everywhere in the gamut.
public enum PerceptualDelta {
    /// ΔE₀₀ ≈ 2.3 is the commonly cited "just noticeable difference".
    public static let justNoticeable = 2.3

    /// ΔE₀₀ between two Lab colours.
    public static func ciede2000(_ c1: LabColor, _ c2: LabColor) -> Double {
        let pow25to7 = 6_103_515_625.0   // 25⁷

        // 1. Re-scale a* so that neutral colours' small chroma is not over-weighted (the G factor),
        //    then compute chroma C′ and hue h′ (degrees, 0…360; 0 for neutral colours).
        let chromaMean = (hypot(c1.a, c1.b) + hypot(c2.a, c2.b)) / 2
        let chromaMean7 = pow(chromaMean, 7)
        let g = 0.5 * (1 - (chromaMean7 / (chromaMean7 + pow25to7)).squareRoot())
        let a1 = (1 + g) * c1.a, a2 = (1 + g) * c2.a
        let chroma1 = hypot(a1, c1.b), chroma2 = hypot(a2, c2.b)
        let hue1 = hueDegrees(c1.b, a1), hue2 = hueDegrees(c2.b, a2)

        // 2. Differences in lightness, chroma and hue; the hue difference takes the short way
        //    round the circle and is undefined (0) when either colour is neutral.
        let deltaL = c2.l - c1.l
        let deltaC = chroma2 - chroma1
        let chromaProduct = chroma1 * chroma2
        var deltaHue = 0.0
        if chromaProduct != 0 {
            deltaHue = hue2 - hue1
            if deltaHue > 180 { deltaHue -= 360 } else if deltaHue < -180 { deltaHue += 360 }
        }
        let deltaH = 2 * chromaProduct.squareRoot() * sin(radians(deltaHue / 2))

        // 3. Means of lightness, chroma and hue (the hue mean also takes the short way round).
        let meanL = (c1.l + c2.l) / 2
        let meanC = (chroma1 + chroma2) / 2
        var meanHue = hue1 + hue2
        if chromaProduct != 0 {
            if abs(hue1 - hue2) <= 180 {
                meanHue /= 2
            } else {
                meanHue = meanHue < 360 ? (meanHue + 360) / 2 : (meanHue - 360) / 2
            }
        }

        // 4. Weighting functions: lightness, chroma, and hue (with the hue-dependent T term).
        let t = 1 - 0.17 * cos(radians(meanHue - 30)) + 0.24 * cos(radians(2 * meanHue))
            + 0.32 * cos(radians(3 * meanHue + 6)) - 0.20 * cos(radians(4 * meanHue - 63))
        let meanLOffset = (meanL - 50) * (meanL - 50)
        let sL = 1 + 0.015 * meanLOffset / (20 + meanLOffset).squareRoot()
        let sC = 1 + 0.045 * meanC
        let sH = 1 + 0.015 * meanC * t

        // 5. The rotation term, which fixes the tilted ellipses of the blue region.
        let deltaTheta = 30 * exp(-pow((meanHue - 275) / 25, 2))
        let meanC7 = pow(meanC, 7)
        let rC = 2 * (meanC7 / (meanC7 + pow25to7)).squareRoot()
        let rT = -sin(radians(2 * deltaTheta)) * rC

        // 6. Combine.
        let l = deltaL / sL, c = deltaC / sC, h = deltaH / sH
        return (l * l + c * c + h * h + rT * c * h).squareRoot()
    }

    private static func hueDegrees(_ b: Double, _ a: Double) -> Double {
        if a == 0 && b == 0 { return 0 }
        let h = atan2(b, a) * 180 / .pi
        return h < 0 ? h + 360 : h
    }

    private static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
}
