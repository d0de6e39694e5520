/// `person.crop.circle` and `person.crop.circle.fill`.
///
/// The SF shape: a portrait cropped by a circle — a large round head high in the circle and
/// shoulders whose curve rises from the ring's lower left, domes under the head and falls back to
/// the ring's lower right, so the ring itself cuts the body off. The filled variant is a solid disc
/// with head and shoulders cut out of it; a thin rim of the disc still runs round the bottom.
enum PersonCropCircleDrawing {
    static let ring = (x: 12.0, y: 12.0, radius: 10.0)
    static let head = (x: 12.0, y: 9.3, radius: 3.3)
    /// Where the shoulders meet the ring (degrees either side of straight down) and the top of
    /// their dome.
    static let shoulderSpread = 48.0
    static let shoulderTop = 15.3
    static let neckGap = 1.0
    /// Width of the disc's rim left under the shoulders in the filled variant.
    static let rim = 1.3

    /// Steps: 1. the shoulders' curve; 2. a neck gap cut around the head; 3. the head; 4. the
    /// ring last, so no cut reaches it.
    static func outline() -> [IconElement] {
        [IconElement(segments: shoulders(closedAt: nil), paint: .stroke),
         IconElement(segments: IconPathBuilder.circle(head.x, head.y, radius: head.radius + neckGap), paint: .eraseFillAndStroke),
         IconElement(segments: IconPathBuilder.circle(head.x, head.y, radius: head.radius), paint: .stroke),
         IconElement(segments: IconPathBuilder.circle(ring.x, ring.y, radius: ring.radius), paint: .stroke)]
    }

    /// Steps: 1. the disc; 2. the shoulders cut out down to the rim; 3. disc restored round the
    /// head (the neck); 4. the head cut out.
    static func filled() -> [IconElement] {
        [IconElement(segments: IconPathBuilder.circle(ring.x, ring.y, radius: ring.radius), paint: .fillAndStroke),
         IconElement(segments: shoulders(closedAt: ring.radius - rim), paint: .eraseFillAndStroke),
         IconElement(segments: IconPathBuilder.circle(head.x, head.y, radius: head.radius + neckGap), paint: .fillAndStroke),
         IconElement(segments: IconPathBuilder.circle(head.x, head.y, radius: head.radius), paint: .eraseFillAndStroke)]
    }

    /// The shoulders from the ring's lower left over the dome to its lower right; with
    /// `closedAt`, continued along a circle of that radius back under the body and closed (the
    /// region the filled variant cuts out), its ends pulled in to that circle.
    static func shoulders(closedAt radius: Double?) -> [IconSegment] {
        let r = radius ?? ring.radius
        let leftEnd = polarPoint(ring.x, ring.y, radius: r, degrees: 90 + shoulderSpread)
        let rightEnd = polarPoint(ring.x, ring.y, radius: r, degrees: 90 - shoulderSpread)
        let span = rightEnd.x - leftEnd.x
        var path = IconPathBuilder()
        path.move(leftEnd.x, leftEnd.y)
        // Each half rises steeply from the ring, then flattens into the top of the dome.
        path.cubic(leftEnd.x + span * 0.06, leftEnd.y - 2.2, head.x - span * 0.3, shoulderTop,
                   head.x, shoulderTop)
        path.cubic(head.x + span * 0.3, shoulderTop, rightEnd.x - span * 0.06, rightEnd.y - 2.2,
                   rightEnd.x, rightEnd.y)
        if radius != nil {
            path.arc(ring.x, ring.y, radius: r, from: 90 - shoulderSpread, to: 90 + shoulderSpread)
            path.close()
        }
        return path.segments
    }
}
