/// Sizing rules that turn a SwiftUI `.font(.system(size: S, weight: W))` on an SF Symbol into a
/// box and a stroke width for its Lucide substitute.
public enum SymbolMetrics {
    /// Side of the square an SF Symbol occupies at point size `pointSize`.
    ///
    /// SF Symbols are glyphs of the system font: at point size S a symbol's frame is about 1.2·S
    /// tall (the font's line box), most glyphs filling it with a little margin — much as Lucide
    /// leaves 2 of its 24 units free on each side. So the whole 24-unit viewBox maps to 1.2·S,
    /// rounded to the nearest half point (pixel-aligned on 2× screens).
    public static func boxSide(forPointSize pointSize: Double) -> Double {
        (pointSize * 1.2 * 2).rounded() / 2
    }

    /// Stroke width in points for a symbol at `pointSize` and CSS-style `weight` (100…900,
    /// 400 = regular, 700 = bold).
    ///
    /// Lucide strokes at 2/24 = 1/12 of its box, which is also about the weight of a regular SF
    /// Symbol, so regular is box/12 = 0.1·S (computed from the unrounded box so widths change
    /// smoothly). Heavier weights scale it by ``weightFactor(_:)``.
    public static func strokeWidth(forPointSize pointSize: Double, weight: Double) -> Double {
        pointSize * 1.2 / 12 * weightFactor(weight)
    }

    /// Multiplier on the regular stroke for a weight, linear between SF's nine weights:
    /// ultralight 0.5, thin 0.65, light 0.8, regular 1, medium 1.1, semibold 1.22, bold 1.35,
    /// heavy 1.48, black 1.6. Weights outside 100…900 clamp to the ends.
    public static func weightFactor(_ weight: Double) -> Double {
        let factors = [0.5, 0.65, 0.8, 1.0, 1.1, 1.22, 1.35, 1.48, 1.6]
        let position = (min(max(weight, 100), 900) - 100) / 100
        let lower = Int(position.rounded(.down))
        if lower >= factors.count - 1 { return factors[factors.count - 1] }
        let fraction = position - Double(lower)
        return factors[lower] + (factors[lower + 1] - factors[lower]) * fraction
    }
}
