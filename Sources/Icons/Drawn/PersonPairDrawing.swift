/// `person.2` and `person.2.fill`.
///
/// The SF shape: two people side by side, the one in front lower and to the left, a second one a
/// little smaller, higher and to the right behind it. Only the back figure's head and the right part
/// of its shoulders show; a clear gap separates it from the front figure's outline. Each figure is
/// a round head over a separate domed body with a flat bottom (see ``PersonBust``).
///
/// The gap is cut, not drawn: the back figure is painted, the front figure's outline grown by
/// ``gap`` is erased from it, then the front figure is painted, so the gap keeps its width at every
/// weight. (Lucide's `users`, filled, turned the back figure's open arcs into a blob and a wedge.)
enum PersonPairDrawing {
    static let front = PersonBust(headX: 8.9, headY: 8.1, headRadius: 3.2,
                                  bodyX: 8.9, bodyTop: 14.2, bodyBottom: 19.9, bodyHalfWidth: 6.3,
                                  shoulderWidth: 3.8, shoulderHeight: 3.2)
    static let back = PersonBust(headX: 16.6, headY: 6.6, headRadius: 2.7,
                                 bodyX: 16.6, bodyTop: 11.9, bodyBottom: 17.0, bodyHalfWidth: 5.3,
                                 shoulderWidth: 3.2, shoulderHeight: 2.7)
    /// The gap between the figures, and between each head and its body.
    static let gap = 1.1

    static func outline() -> [IconElement] { figures(paint: .stroke) }
    static func filled() -> [IconElement] { figures(paint: .fillAndStroke) }

    /// Steps: 1. the back body; 2. its neck gap, and its head; 3. the front body's outline grown by
    /// the gap cut out of the back figure, then the front body; 4. the front head likewise, which
    /// also cuts the front figure's neck.
    static func figures(paint: IconPaint) -> [IconElement] {
        [IconElement(segments: back.body(), paint: paint),
         IconElement(segments: back.head(grownBy: gap), paint: .eraseFillAndStroke),
         IconElement(segments: back.head(), paint: paint),
         IconElement(segments: front.body(grownBy: gap), paint: .eraseFillAndStroke),
         IconElement(segments: front.body(), paint: paint),
         IconElement(segments: front.head(grownBy: gap), paint: .eraseFillAndStroke),
         IconElement(segments: front.head(), paint: paint)]
    }
}
