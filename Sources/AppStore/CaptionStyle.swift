import Layout

/// How captions look: the font and its sizes, weights and colours, the highlight, wrapping limits and
/// alignment. Sizes are points of the screenshot's canvas, which has the output device's point size
/// (440×956 pt for a 1320×2868 screenshot), so a caption is the same physical size on every device of a
/// family and text stays as legible as in the app itself.
public struct CaptionStyle: Sendable, Hashable {
    /// A font family (`Inter`, `Sora`, `JetBrains Mono`, or a name they stand in for: `SF Pro`, `Söhne`).
    public var font: String = "SF Pro Display"
    /// The title's size before any shrinking, and the smallest it may shrink to.
    public var size: Double = 36
    public var minimumSize: Double = 22
    public var weight: Font.Weight = .bold
    public var color: RGBA = .white
    /// The keyword's colour and weight (nil: the title's).
    public var highlightColor: RGBA?
    public var highlightWeight: Font.Weight?
    /// The subtitle's size before shrinking; it shrinks in proportion with the title.
    public var subtitleSize: Double = 19
    public var subtitleWeight: Font.Weight = .regular
    /// nil: the title's colour at 80 % opacity.
    public var subtitleColor: RGBA?
    /// At most this many lines of title (and of subtitle); a caption that needs more shrinks.
    public var maxLines: Int = 3
    public var subtitleMaxLines: Int = 3
    /// Where the lines sit in the caption box when they need less than its height.
    public var position: CaptionPosition = .center
    /// Horizontal alignment of the lines; `.leading` is the right edge in right-to-left languages.
    public var alignment: TextAlignment = .center
    /// Extra space between lines, points at full size.
    public var lineSpacing: Double = 0
    /// Space between title and subtitle, points at full size.
    public var spacing: Double = 10
    /// Caption sizes on iPad canvases are this many times the sizes above: the store shows an iPad
    /// screenshot at about the size of an iPhone one although its canvas is 2.35× as many points wide.
    public var iPadScale: Double = 1.5
    /// Letter spacing in points at full size; nil: tight display spacing for large sizes (Inter's dynamic
    /// metrics, rsms.me/inter/dynmetrics: −0.0223 + 0.185 e^(−0.1745 × size) em).
    public var tracking: Double?

    public init() {}

    /// The style with its sizes for a canvas of `family` (iPads: `iPadScale` times larger).
    func scaled(for family: AppStoreSize.Family) -> CaptionStyle {
        guard family == .iPad, iPadScale != 1 else { return self }
        var s = self
        s.size *= iPadScale; s.minimumSize *= iPadScale; s.subtitleSize *= iPadScale
        s.spacing *= iPadScale; s.lineSpacing *= iPadScale
        s.tracking = tracking.map { $0 * iPadScale }
        return s
    }

    /// The tracking at `size` points.
    func tracking(at size: Double) -> Double {
        if let tracking { return tracking * size / self.size }
        let em = -0.0223 + 0.185 * exp(-0.1745 * size)
        return em * size
    }
}

#if canImport(Glibc)
import Glibc
#endif
