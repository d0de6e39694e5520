/// `person.circle` and `person.circle.fill`.
///
/// The SF shape: a whole small person — round head, domed shoulders with a flat bottom — standing
/// inside a circle and clear of it all round: the body ends well above the circle's bottom, so
/// nothing of the person touches the ring. (In `person.crop.circle` the shoulders run out to the ring
/// and are cut by it; that is the difference between the two.) The filled variant is a solid disc
/// with the person cut out of it, the disc showing between head and body.
enum PersonCircleDrawing {
    static let ring = (x: 12.0, y: 12.0, radius: 10.0)
    static let person = PersonBust(headX: 12, headY: 8.5, headRadius: 2.7,
                                   bodyX: 12, bodyTop: 13.5, bodyBottom: 16.8, bodyHalfWidth: 4.7,
                                   shoulderWidth: 3.0, shoulderHeight: 2.4)
    /// The gap kept between head and body at every weight.
    static let neckGap = 1.0

    /// Steps: 1. the ring; 2. the body; 3. a neck gap cut around the head; 4. the head.
    static func outline() -> [IconElement] {
        [IconElement(segments: IconPathBuilder.circle(ring.x, ring.y, radius: ring.radius), paint: .stroke),
         IconElement(segments: person.body(), paint: .stroke),
         IconElement(segments: person.head(grownBy: neckGap), paint: .eraseFillAndStroke),
         IconElement(segments: person.head(), paint: .stroke)]
    }

    /// Steps: 1. the disc; 2. the body cut out; 3. disc restored around the head, so the neck
    /// between the two cut-outs keeps its width at heavy weights; 4. the head cut out.
    static func filled() -> [IconElement] {
        [IconElement(segments: IconPathBuilder.circle(ring.x, ring.y, radius: ring.radius), paint: .fillAndStroke),
         IconElement(segments: person.body(), paint: .eraseFillAndStroke),
         IconElement(segments: person.head(grownBy: neckGap), paint: .fillAndStroke),
         IconElement(segments: person.head(), paint: .eraseFillAndStroke)]
    }
}
