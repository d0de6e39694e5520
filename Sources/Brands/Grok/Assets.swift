import Layout

/// Grok's brand glyphs as template vector assets, drawn for mockshot (not traced from the trademarks):
/// shapes that read as "the Grok mark" and "the X mark" at 24 and 16 pt without reproducing either.
///
/// Every outline is a separate, non-overlapping closed shape and rings wind opposite to their holes, so
/// the glyphs fill the same under the non-zero and even-odd rules.
public enum GrokAssets {
    /// `Image("grok-glyph")`: an orbit ring, open at the upper right, cut by a diagonal slash that
    /// escapes through the opening.
    public static let grokGlyph = ImageAsset(name: "grok-glyph", size: Size(width: 24, height: 24)) {
        let c = Point(x: 12, y: 12)
        // 1. The ring: outer arc one way, inner arc back, leaving a 50° opening centred on -45°.
        let gap = 25.0 * .pi / 180, open = -Double.pi / 4
        var ring = Path()
        ring.addArc(center: c, radius: 9, startAngle: .radians(open + gap), endAngle: .radians(open - gap), clockwise: false)
        ring.addArc(center: c, radius: 6.8, startAngle: .radians(open - gap), endAngle: .radians(open + gap), clockwise: true)
        ring.closeSubpath()
        // 2. The slash: from inside the ring's hollow out through the opening to the corner.
        let slash = bar(from: Point(x: 8.2, y: 15.8), to: Point(x: 21.5, y: 2.5), halfWidth: 1.2)
        return [ring, slash]
    }

    /// `Image("x-glyph")`: built as the X logo is — a broad stroke from top left to bottom right
    /// crossed by a thin one from bottom left to top right — so it reads as the X mark and not as a
    /// close button: the broad stroke is a hollow band (two thin walls round a narrow counter), every
    /// stroke end is cut level rather than square to the stroke, and the thin stroke is interrupted by
    /// a gap either side of the band instead of crossing it.
    ///
    /// Three outlines, none overlapping: the band (outer edge clockwise, counter anticlockwise) and the
    /// thin stroke's two pieces.
    public static let xGlyph = ImageAsset(name: "x-glyph", size: Size(width: 16, height: 16)) {
        let top = 1.5, bottom = 14.5
        // 1. The band: a parallelogram with level ends, and its counter inset by the wall width
        //    (measured across the slanting walls, so their sides are shifted by wall / cos θ).
        let band = (topLeft: 1.1, topRight: 5.7, bottomLeft: 10.3, bottomRight: 14.9)
        let slant = (band.bottomLeft - band.topLeft) / (bottom - top)   // dx per dy of the walls
        let wall = 1.15, shift = wall * (1 + slant * slant).squareRoot()
        var ring = Path()
        ring.move(to: Point(x: band.topLeft, y: top))
        ring.addLine(to: Point(x: band.topRight, y: top))
        ring.addLine(to: Point(x: band.bottomRight, y: bottom))
        ring.addLine(to: Point(x: band.bottomLeft, y: bottom))
        ring.closeSubpath()
        ring.move(to: Point(x: band.topLeft + shift + slant * wall, y: top + wall))
        ring.addLine(to: Point(x: band.bottomLeft + shift - slant * wall, y: bottom - wall))
        ring.addLine(to: Point(x: band.bottomRight - shift - slant * wall, y: bottom - wall))
        ring.addLine(to: Point(x: band.topRight - shift + slant * wall, y: top + wall))
        ring.closeSubpath()
        // 2. The thin stroke: level ends at the bottom-left and top-right corners, 1.3 wide, stopping
        //    `gap` short of the band's walls (its cut edges run parallel to them).
        let thin = (bottomX: 1.3, topX: 14.7, halfWidth: 0.65), gap = 0.9
        let lean = (thin.topX - thin.bottomX) / (bottom - top)            // dx per dy, leaning right
        func thinX(_ y: Double, _ side: Double) -> Double { thin.bottomX + lean * (bottom - y) + side * thin.halfWidth }
        func wallX(_ y: Double, _ offset: Double) -> Double { band.topLeft + slant * (y - top) + offset }
        // Where the thin stroke's side `side` meets the band's wall line moved `offset` across.
        func meet(_ side: Double, _ offset: Double) -> Point {
            let y = (thin.bottomX + lean * bottom + side * thin.halfWidth - band.topLeft + slant * top - offset) / (slant + lean)
            return Point(x: wallX(y, offset), y: y)
        }
        let leftWall = -gap * (1 + slant * slant).squareRoot()
        let rightWall = band.topRight - band.topLeft + gap * (1 + slant * slant).squareRoot()
        var lower = Path()
        lower.move(to: Point(x: thinX(bottom, -1), y: bottom))
        lower.addLine(to: meet(-1, leftWall))
        lower.addLine(to: meet(1, leftWall))
        lower.addLine(to: Point(x: thinX(bottom, 1), y: bottom))
        lower.closeSubpath()
        var upper = Path()
        upper.move(to: meet(-1, rightWall))
        upper.addLine(to: Point(x: thinX(top, -1), y: top))
        upper.addLine(to: Point(x: thinX(top, 1), y: top))
        upper.addLine(to: meet(1, rightWall))
        upper.closeSubpath()
        return [ring, lower, upper]
    }

    /// Registers both glyphs with the shared image catalog.
    public static func register() {
        ImageCatalog.shared.register(grokGlyph)
        ImageCatalog.shared.register(xGlyph)
    }

    /// A straight bar with square ends: the quadrilateral `halfWidth` either side of the segment.
    static func bar(from a: Point, to b: Point, halfWidth w: Double) -> Path {
        let dx = b.x - a.x, dy = b.y - a.y
        let len = (dx * dx + dy * dy).squareRoot()
        let n = (x: -dy / len * w, y: dx / len * w)
        var p = Path()
        p.move(to: Point(x: a.x + n.x, y: a.y + n.y))
        p.addLine(to: Point(x: b.x + n.x, y: b.y + n.y))
        p.addLine(to: Point(x: b.x - n.x, y: b.y - n.y))
        p.addLine(to: Point(x: a.x - n.x, y: a.y - n.y))
        p.closeSubpath()
        return p
    }
}
