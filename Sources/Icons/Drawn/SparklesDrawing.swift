/// `sparkles`.
///
/// The SF shape: three solid four-pointed stars and nothing else — one large star filling the left
/// and lower part of the box, a smaller one in the upper-right corner and a smaller still in the
/// lower-right corner, each set in the hollow the large star's concave sides leave. Every star's four
/// points are long and narrow: its sides are curves bowed in towards the centre, not straight lines,
/// so the points taper to near-sharp tips. The stars never touch, at any weight.
///
/// Here each star is one closed outline filled and stroked, so heavier weights fatten the stars and
/// round their tips a little, as SF's weights do. (Lucide's version, one star with a plus and a dot,
/// read as a different symbol on every ChatGPT reply and as Copilot's brand mark.)
enum SparklesDrawing {
    /// Star centres and tip radii (centre to tip, centre line), and how far in the sides bow.
    static let large = (x: 10.0, y: 13.5, radius: 8.0)
    static let upper = (x: 18.5, y: 5.5, radius: 3.6)
    static let lower = (x: 19.4, y: 19.2, radius: 2.5)
    /// Where each side's curve is pulled to: this fraction of the radius from the centre, on the
    /// diagonal. Small values give thin, deeply concave points.
    static let pinch = 0.16

    static func sparkles() -> [IconElement] {
        [large, upper, lower].map { star in
            IconElement(segments: fourPointedStar(x: star.x, y: star.y, radius: star.radius), paint: .fillAndStroke)
        }
    }

    /// Four tips (up, right, down, left) joined clockwise by quadratic curves whose control sits on
    /// the diagonal between them, `pinch`·radius from the centre.
    static func fourPointedStar(x: Double, y: Double, radius r: Double) -> [IconSegment] {
        let p = pinch * r
        var path = IconPathBuilder()
        path.move(x, y - r)
        path.quad(x + p, y - p, x + r, y)
        path.quad(x + p, y + p, x, y + r)
        path.quad(x - p, y + p, x - r, y)
        path.quad(x - p, y - p, x, y - r)
        path.close()
        return path.segments
    }
}
