/// A person as SF draws one: a round head above a separate body whose top is a broad dome (the
/// shoulders) and whose bottom is flat — the figure of `person`, reused by the symbols that show one
/// or two people.
///
/// Every part can be grown by a margin, for the erasers that keep a constant gap between a figure
/// and whatever lies behind it (see ``DrawnSymbol``).
struct PersonBust {
    /// Head centre and radius (centre line).
    var headX: Double, headY: Double, headRadius: Double
    /// Body: centre x, top of the shoulders, flat bottom, half the width.
    var bodyX: Double, bodyTop: Double, bodyBottom: Double, bodyHalfWidth: Double
    /// Horizontal and vertical radii of the shoulders' rounding.
    var shoulderWidth: Double, shoulderHeight: Double
    /// Radius of the body's two bottom corners.
    var footRadius = 0.8

    /// The head's circle, `margin` larger.
    func head(grownBy margin: Double = 0) -> [IconSegment] {
        IconPathBuilder.circle(headX, headY, radius: headRadius + margin)
    }

    /// The body, clockwise from its top centre, every edge moved out by `margin`.
    ///
    /// Steps: 1. across the top to the right shoulder; 2. round the shoulder (a quarter ellipse);
    /// 3. down the side and round the foot; 4. along the bottom and round the other foot; 5. up the
    /// left side and round the left shoulder back to the start.
    func body(grownBy margin: Double = 0) -> [IconSegment] {
        let left = bodyX - bodyHalfWidth - margin, right = bodyX + bodyHalfWidth + margin
        let top = bodyTop - margin, bottom = bodyBottom + margin
        let rx = shoulderWidth + margin, ry = shoulderHeight + margin, foot = footRadius + margin
        let kx = SVGShapes.kappa * rx, ky = SVGShapes.kappa * ry, kf = SVGShapes.kappa * foot
        var path = IconPathBuilder()
        // 1. Top.
        path.move(bodyX, top)
        path.line(right - rx, top)
        // 2. Right shoulder.
        path.cubic(right - rx + kx, top, right, top + ry - ky, right, top + ry)
        // 3. Right side, right foot.
        path.line(right, bottom - foot)
        path.cubic(right, bottom - foot + kf, right - foot + kf, bottom, right - foot, bottom)
        // 4. Bottom, left foot.
        path.line(left + foot, bottom)
        path.cubic(left + foot - kf, bottom, left, bottom - foot + kf, left, bottom - foot)
        // 5. Left side, left shoulder.
        path.line(left, top + ry)
        path.cubic(left, top + ry - ky, left + rx - kx, top, left + rx, top)
        path.close()
        return path.segments
    }
}
