/// `gearshape` and `gearshape.fill`.
///
/// The SF shape: the Settings gear — eight broad teeth with softly rounded corners around a round
/// body, and a round hub in the middle. The outline variant strokes the toothed rim and the hub as
/// two separate rings; the filled variant is a solid toothed disc with the hub as a see-through hole.
/// Compared with `gear` the teeth are fewer, wider and rounder, so the two read apart.
///
/// The filled variant is one element, rim clockwise and hub anticlockwise, so the weight's stroke
/// narrows the hole rather than widening it. (Lucide's `settings`, filled, read as a flower: its
/// teeth are scallops.)
enum GearshapeDrawing {
    static let center = (x: 12.0, y: 12.0)
    static let teeth = 8
    static let tipRadius = 9.8
    static let rootRadius = 7.7
    static let hubRadius = 3.2
    /// Half the angle (degrees) a tooth spans at its top and at its root.
    static let tipHalfAngle = 8.5
    static let rootHalfAngle = 13.5
    /// How much of each corner is rounded: the share of the flank, and the degrees of arc, given
    /// to the curve at each end of a flank.
    static let flankRounding = 0.3
    static let arcRounding = 3.0

    static func outline() -> [IconElement] {
        [IconElement(segments: rim(), paint: .stroke),
         IconElement(segments: IconPathBuilder.circle(center.x, center.y, radius: hubRadius), paint: .stroke)]
    }

    static func filled() -> [IconElement] {
        var path = IconPathBuilder()
        path.append(rim())
        path.append(IconPathBuilder.circle(center.x, center.y, radius: hubRadius, clockwise: false))
        return [IconElement(segments: path.segments, paint: .fillAndStroke)]
    }

    /// Steps, per tooth from the one pointing up, clockwise: 1. round the root corner into the
    /// leading flank; 2. up the flank and round the top corner; 3. across the top; 4. round into and
    /// down the trailing flank, rounding its root corner; 5. along the body to the next tooth.
    static func rim() -> [IconSegment] {
        let pitch = 360.0 / Double(teeth)
        let c = center
        func point(_ radius: Double, _ degrees: Double) -> IconPoint {
            polarPoint(c.x, c.y, radius: radius, degrees: degrees)
        }
        func along(_ a: IconPoint, _ b: IconPoint, _ t: Double) -> IconPoint {
            IconPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        }
        var path = IconPathBuilder()
        let first = point(rootRadius, -90 - rootHalfAngle - arcRounding)
        path.move(first.x, first.y)
        for index in 0..<teeth {
            let angle = -90 + pitch * Double(index)
            let rootLead = point(rootRadius, angle - rootHalfAngle), tipLead = point(tipRadius, angle - tipHalfAngle)
            let tipTrail = point(tipRadius, angle + tipHalfAngle), rootTrail = point(rootRadius, angle + rootHalfAngle)
            // 1. Root corner.
            let up0 = along(rootLead, tipLead, flankRounding), up1 = along(rootLead, tipLead, 1 - flankRounding)
            path.quad(rootLead.x, rootLead.y, up0.x, up0.y)
            // 2. Flank, top corner.
            path.line(up1.x, up1.y)
            let top0 = point(tipRadius, angle - tipHalfAngle + arcRounding)
            path.quad(tipLead.x, tipLead.y, top0.x, top0.y)
            // 3. Top.
            path.arc(c.x, c.y, radius: tipRadius, from: angle - tipHalfAngle + arcRounding,
                     to: angle + tipHalfAngle - arcRounding)
            // 4. Trailing flank.
            let down0 = along(tipTrail, rootTrail, flankRounding), down1 = along(tipTrail, rootTrail, 1 - flankRounding)
            path.quad(tipTrail.x, tipTrail.y, down0.x, down0.y)
            path.line(down1.x, down1.y)
            let body0 = point(rootRadius, angle + rootHalfAngle + arcRounding)
            path.quad(rootTrail.x, rootTrail.y, body0.x, body0.y)
            // 5. Body.
            path.arc(c.x, c.y, radius: rootRadius, from: angle + rootHalfAngle + arcRounding,
                     to: angle + pitch - rootHalfAngle - arcRounding)
        }
        path.close()
        return path.segments
    }
}
