import Layout

/// What a screenshot's canvas is filled with before the caption and devices.
public enum Background: Sendable, Hashable {
    case color(RGBA)
    /// A linear gradient across the area at `angle` degrees, as CSS measures it: 0 points up, 90 right,
    /// 180 (the usual) down; the stops run from one corner's projection to the opposite one's, so the
    /// first and last colours just reach the corners.
    case linearGradient([ResolvedStop], angle: Double)
    /// A radial gradient from `center` (a unit point of the area) out to `radius`, a fraction of the
    /// distance from the centre to the area's farthest corner (1 reaches it).
    case radialGradient([ResolvedStop], center: UnitPoint, radius: Double)
    /// An image scaled to cover the area (`fill`, cropped centred) or to fit inside it (`fit`, centred over
    /// `color`).
    case image(BackgroundImage, fit: ImageFit, color: RGBA)

    public enum ImageFit: String, Sendable, Hashable, CaseIterable { case fill, fit }

    /// The default: a near-black that makes every brand's screens and a white caption stand out.
    public static let standard = Background.color(RGBA(hex: 0x111114))
}

extension RGBA {
    /// The colour with full alpha: backgrounds are opaque so screenshots have no alpha channel.
    var opaque: RGBA { RGBA(r: r, g: g, b: b, a: 1) }
}

extension ResolvedStop {
    var opaque: ResolvedStop { ResolvedStop(color: color.opaque, location: location) }
}

#if canImport(Glibc)
import Glibc
#endif
