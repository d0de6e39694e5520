/// `gear`.
///
/// The SF shape: a solid toothed ring, not a wheel with spokes — a thick round body with a ring of
/// short, square-topped teeth around its rim (teeth a little narrower at the top than at the root,
/// gaps between them as wide as a tooth near the tips) and one round hole in the centre. There is no
/// `gear.fill`: the plain symbol is already solid.
///
/// Drawn as one element whose outline is the toothed rim (clockwise) and the hole (anticlockwise):
/// the non-zero rule leaves the hole empty, and the stroke that follows the font weight thickens the
/// body on both edges, so heavier weights shrink the hole and fatten the teeth as SF's weights do.
/// (Lucide's `cog`, used before, is a thin ring of spokes and read as a ship's wheel.)
enum GearDrawing {
    static let center = (x: 12.0, y: 12.0)
    static let teeth = 10
    /// Centre-line radii: tooth tops, the body between teeth, the hole.
    static let tipRadius = 9.7
    static let rootRadius = 7.5
    static let holeRadius = 3.4
    /// Half the angle (degrees) a tooth spans at its top and at its root.
    static let tipHalfAngle = 4.0
    static let rootHalfAngle = 7.0

    static func gear() -> [IconElement] {
        var path = IconPathBuilder()
        path.append(rim())
        path.append(IconPathBuilder.circle(center.x, center.y, radius: holeRadius, clockwise: false))
        return [IconElement(segments: path.segments, paint: .fillAndStroke)]
    }

    /// Steps, per tooth from the one pointing up, clockwise: 1. the tooth's top, an arc on the tip
    /// circle (the line up its leading flank comes with it); 2. the body between it and the next
    /// tooth, an arc on the root circle (with the line down its trailing flank).
    static func rim() -> [IconSegment] {
        let pitch = 360.0 / Double(teeth)
        var path = IconPathBuilder()
        path.move(center.x + rootRadius * cosDegrees(-90 - rootHalfAngle),
                  center.y + rootRadius * sinDegrees(-90 - rootHalfAngle))
        for index in 0..<teeth {
            let angle = -90 + pitch * Double(index)
            // 1. Tooth top.
            path.arc(center.x, center.y, radius: tipRadius, from: angle - tipHalfAngle, to: angle + tipHalfAngle)
            // 2. Body to the next tooth.
            path.arc(center.x, center.y, radius: rootRadius, from: angle + rootHalfAngle,
                     to: angle + pitch - rootHalfAngle)
        }
        path.close()
        return path.segments
    }
}
