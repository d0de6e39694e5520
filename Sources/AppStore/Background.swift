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

    /// A rough colour of the background, for choosing contrasting details.
    var averageColor: RGBA {
        switch self {
        case .color(let c), .image(_, _, let c): return c
        case .linearGradient(let stops, _), .radialGradient(let stops, _, _):
            guard !stops.isEmpty else { return .black }
            let n = Double(stops.count)
            return RGBA(r: stops.map(\.color.r).reduce(0, +) / n, g: stops.map(\.color.g).reduce(0, +) / n,
                        b: stops.map(\.color.b).reduce(0, +) / n)
        }
    }

    /// The commands that fill `area` (points) with a solid colour or a gradient; nil for images, which are
    /// painted from their pixels (`BackgroundImage.paint`).
    func commands(in area: Rect) -> [DrawCommand]? {
        let path = Path(area)
        switch self {
        case .color(let c):
            return [.fill(path: path, paint: .color(c.opaque), bounds: area, evenOdd: false)]
        case let .linearGradient(stops, angle):
            let (start, end) = Self.endpoints(angle: angle, size: area.size)
            return [.fill(path: path, paint: .color(stops.first?.color.opaque ?? .black), bounds: area, evenOdd: false),
                    .fill(path: path, paint: .linearGradient(stops: stops.map(\.opaque), start: start, end: end), bounds: area, evenOdd: false)]
        case let .radialGradient(stops, center, radius):
            let c = Point(x: area.minX + center.x * area.width, y: area.minY + center.y * area.height)
            let far = [Point(x: area.minX, y: area.minY), Point(x: area.maxX, y: area.minY), Point(x: area.minX, y: area.maxY),
                       Point(x: area.maxX, y: area.maxY)].map { ($0.x - c.x) * ($0.x - c.x) + ($0.y - c.y) * ($0.y - c.y) }.max()!.squareRoot()
            return [.fill(path: path, paint: .color(stops.last?.color.opaque ?? .black), bounds: area, evenOdd: false),
                    .fill(path: path, paint: .radialGradient(stops: stops.map(\.opaque), center: center, startRadius: 0, endRadius: far * radius),
                          bounds: area, evenOdd: false)]
        case .image:
            return nil
        }
    }

    /// The start and end of a CSS-style gradient line at `angle` degrees, in unit points of an area of `size`.
    static func endpoints(angle: Double, size: Size) -> (UnitPoint, UnitPoint) {
        let r = angle * .pi / 180
        let dx = sin(r), dy = -cos(r)
        let half = (abs(size.width * dx) + abs(size.height * dy)) / 2
        let sx = 0.5 - dx * half / size.width, sy = 0.5 - dy * half / size.height
        let ex = 0.5 + dx * half / size.width, ey = 0.5 + dy * half / size.height
        return (UnitPoint(x: sx, y: sy), UnitPoint(x: ex, y: ey))
    }
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
