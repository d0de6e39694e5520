import Glibc
import Layout

/// ChatGPT's brand glyph as a template vector asset, drawn for mockshot (not traced from the
/// trademark): six rounded links turning around a small hexagonal eye, a blossom that evokes the
/// OpenAI "knot" without reproducing it. The guide itself uses SF `sparkles` for the avatar and chip.
public enum ChatGPTAssets {
    /// Geometry in the 24×24 box: each link is a capsule ring 12 long and 7 wide with a 1.4 pt
    /// wall, its axis 4.2 from the centre and slid 2.5 along itself, repeated every 60°.
    static let linkLength = 12.0, linkWidth = 7.0, wall = 1.4, axisDistance = 4.2, slide = 2.5

    /// `Image("chatgpt-blossom")`.
    public static let blossom = ImageAsset(name: "chatgpt-blossom", size: Size(width: 24, height: 24)) {
        (0..<6).map { k in
            // Each link: outer outline one way round, inner outline the other way, so the wall fills
            // and the hole stays open under the non-zero rule; overlapping links then merge.
            var link = capsule(length: linkLength, width: linkWidth, clockwise: true)
            link.addPath(capsule(length: linkLength - 2 * wall, width: linkWidth - 2 * wall, clockwise: false))
            let angle = Double(k) * .pi / 3
            let c = cos(angle), s = sin(angle)
            // Slide and lift the link in its own frame, then turn it about the box centre (12, 12).
            let place = AffineTransform(translationX: slide, y: -axisDistance)
                .concatenating(AffineTransform(a: c, b: s, c: -s, d: c, tx: 12, ty: 12))
            return link.applying(place)
        }
    }

    /// Registers the glyph with the shared image catalog.
    public static func register() {
        ImageCatalog.shared.register(blossom)
    }

    /// A capsule centred on the origin with its long axis along x, traced clockwise on screen (y down)
    /// or, mirrored top to bottom, anticlockwise. Caps are quarter-circle Béziers.
    static func capsule(length: Double, width: Double, clockwise: Bool) -> Path {
        let r = width / 2, h = length / 2 - r, k = 0.5522847498 * r
        let f = clockwise ? 1.0 : -1.0
        func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y * f) }
        var path = Path()
        path.move(to: p(h, -r))
        path.addCurve(to: p(h + r, 0), control1: p(h + k, -r), control2: p(h + r, -k))
        path.addCurve(to: p(h, r), control1: p(h + r, k), control2: p(h + k, r))
        path.addLine(to: p(-h, r))
        path.addCurve(to: p(-h - r, 0), control1: p(-h - k, r), control2: p(-h - r, k))
        path.addCurve(to: p(-h, -r), control1: p(-h - r, -k), control2: p(-h - k, -r))
        path.closeSubpath()
        return path
    }
}
