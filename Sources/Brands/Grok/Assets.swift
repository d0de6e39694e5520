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

    /// `Image("x-glyph")`: a heavy stroke from top-left to bottom-right crossed by a light one that is
    /// interrupted where they meet.
    public static let xGlyph = ImageAsset(name: "x-glyph", size: Size(width: 16, height: 16)) {
        let heavy = bar(from: Point(x: 2.5, y: 2), to: Point(x: 13.5, y: 14), halfWidth: 1.6)
        // The light stroke stops 0.8 pt short of the heavy one on both sides.
        let c = Point(x: 8, y: 8), stop = 1.6 + 0.8 + 0.3
        let d = (x: 1 / 2.0.squareRoot(), y: -1 / 2.0.squareRoot())
        let upper = bar(from: Point(x: c.x + d.x * stop, y: c.y + d.y * stop), to: Point(x: 14, y: 2), halfWidth: 0.7)
        let lower = bar(from: Point(x: 2, y: 14), to: Point(x: c.x - d.x * stop, y: c.y - d.y * stop), halfWidth: 0.7)
        return [heavy, upper, lower]
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
