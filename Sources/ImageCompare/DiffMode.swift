/// How two pixels are judged "different".
public enum DiffMode: Hashable, Sendable {
    /// Pixelmatch's metric: the squared YIQ distance (Kotsarenko & Ramos) compared against
    /// `35215 × threshold²`. Cheap, and the de-facto standard of screenshot tests.
    case pixelmatch

    /// CIEDE2000 colour difference between the two pixels converted sRGB → CIELAB (D65).
    /// A pixel differs when ΔE₀₀ exceeds `deltaE`; the default 2.3 is the commonly quoted
    /// "just noticeable difference", so this mode tolerates changes a person cannot see.
    /// Anti-aliasing is detected exactly as in `.pixelmatch` mode. Slower than `.pixelmatch`
    /// (Lab conversions, memoised per colour, for changed pixels), but unchanged pixels still take
    /// the fast path.
    case perceptual(deltaE: Double = PerceptualDelta.justNoticeable)
}
