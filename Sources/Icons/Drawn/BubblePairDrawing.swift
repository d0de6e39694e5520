/// `bubble.left.and.bubble.right` and `bubble.left.and.bubble.right.fill`.
///
/// The SF shape: two rounded speech bubbles overlapping. The front one sits upper left, its tail at
/// its bottom-left corner curling down and out to the left; the back one sits lower right, its tail
/// at its bottom-right corner curling out to the right, and only its right and lower parts show. Each
/// bubble is a wide rounded rectangle with corners so round that its ends are nearly semicircles. A
/// clear gap separates the back bubble from the front one's outline.
///
/// As in ``PersonPairDrawing`` the gap is cut: the back bubble is painted, the front bubble grown by
/// ``gap`` is erased from it, then the front bubble is painted. (Lucide's `messages-circle`, filled,
/// left the back bubble as an open arc that filled into a wedge.)
enum BubblePairDrawing {
    static let front = Bubble(left: 2.0, top: 3.0, right: 15.6, bottom: 13.6, tailOnLeft: true)
    static let back = Bubble(left: 8.6, top: 9.0, right: 22.0, bottom: 19.2, tailOnLeft: false)
    static let gap = 1.2

    static func outline() -> [IconElement] { bubbles(paint: .stroke) }
    static func filled() -> [IconElement] { bubbles(paint: .fillAndStroke) }

    static func bubbles(paint: IconPaint) -> [IconElement] {
        [IconElement(segments: back.outline(), paint: paint),
         IconElement(segments: front.outline(grownBy: gap), paint: .eraseFillAndStroke),
         IconElement(segments: front.outline(), paint: paint)]
    }

    /// One speech bubble: a rounded rectangle whose corner radius is ``roundness`` of its height,
    /// with a tail growing out of one bottom corner.
    struct Bubble {
        var left: Double, top: Double, right: Double, bottom: Double
        var tailOnLeft: Bool
        static let roundness = 0.46

        /// The outline, every edge moved out by `margin`, drawn for a tail on the left and mirrored
        /// for one on the right.
        ///
        /// Steps: 1. top edge and top-right corner; 2. right side, bottom-right corner, bottom edge to
        /// where the tail leaves it; 3. the tail: down and out to its tip, then back up into the left
        /// side; 4. left side and top-left corner.
        func outline(grownBy margin: Double = 0) -> [IconSegment] {
            let l = left - margin, t = top - margin, r = right + margin, b = bottom + margin
            let radius = (bottom - top) * Self.roundness + margin
            let k = SVGShapes.kappa * radius
            // Drawn with the tail on the left; x is mirrored about the bubble's centre otherwise.
            let mid = (l + r) / 2
            let fx: (Double) -> Double = tailOnLeft ? { $0 } : { 2 * mid - $0 }
            var path = IconPathBuilder()
            // 1. Top, top-right corner.
            path.move(fx(l + radius), t)
            path.line(fx(r - radius), t)
            path.cubic(fx(r - radius + k), t, fx(r), t + radius - k, fx(r), t + radius)
            // 2. Right side, bottom-right corner, bottom edge.
            path.line(fx(r), b - radius)
            path.cubic(fx(r), b - radius + k, fx(r - radius + k), b, fx(r - radius), b)
            let tailBase = l + radius * 0.9
            path.line(fx(tailBase), b)
            // 3. Tail: its tip lies below and left of the corner; its upper edge rejoins the side.
            let tip = (x: l + 0.5 - margin * 0.4, y: b + 2.6 + margin * 0.2)
            path.quad(fx(tailBase - 1.5), b, fx(tip.x), tip.y)
            path.quad(fx(l + 0.6), b - 1.0, fx(l), b - radius * 0.75)
            // 4. Left side, top-left corner.
            path.line(fx(l), t + radius)
            path.cubic(fx(l), t + radius - k, fx(l + radius - k), t, fx(l + radius), t)
            path.close()
            return path.segments
        }
    }
}
