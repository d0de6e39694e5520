/// `hand.raised` and `hand.raised.fill`.
///
/// The SF shape: an open hand held up, palm to the viewer — four straight, round-tipped fingers
/// standing apart side by side (the middle one tallest, the little finger shortest and lowest), a
/// thumb leaning out to the left from low on the palm with a V-shaped gap between it and the index
/// finger, and a palm whose heel is rounded at the bottom. In the filled variant every finger is a
/// separate solid bar with a clear gap down to the palm; in the outline the fingers share the lines
/// between them.
enum HandRaisedDrawing {
    /// Finger centre lines: x, the top of the round tip, and where each meets the palm.
    static let fingers: [(x: Double, top: Double)] = [(7.9, 4.7), (11.5, 3.3), (15.1, 4.2), (18.7, 6.4)]
    static let fingerBase = 13.8
    /// Half the width of a filled finger's centre line (the stroke adds the rest).
    static let fingerRadius = 0.5
    /// The smallest gap between filled fingers, kept at every weight.
    static let gap = 0.6
    /// Palm: its top (just under where the gaps between fingers end), sides and bottom.
    static let palmTop = 12.4
    static let palmLeft = 7.2, palmRight = 19.4, palmBottom = 21.6
    /// Thumb: from its root low on the palm to its tip, up and out to the left.
    static let thumbRoot = IconPoint(x: 7.0, y: 17.2)
    static let thumbTip = IconPoint(x: 3.7, y: 11.2)
    static let thumbRadius = 0.9

    /// Steps: 1. the thumb; 2. each finger in turn, left to right, after cutting its outline grown
    /// by ``gap`` out of what is painted already (the thumb, the finger before); 3. the palm over
    /// the fingers' roots, which also closes the cuts below the crotches.
    static func filled() -> [IconElement] {
        // 1. Thumb.
        var elements = [IconElement(segments: IconPathBuilder.capsule(from: thumbRoot, to: thumbTip, radius: thumbRadius),
                                    paint: .fillAndStroke)]
        // 2. Fingers.
        for finger in fingers {
            let top = IconPoint(x: finger.x, y: finger.top + fingerRadius)
            let root = IconPoint(x: finger.x, y: fingerBase)
            elements.append(IconElement(segments: IconPathBuilder.capsule(from: root, to: top, radius: fingerRadius + gap),
                                        paint: .eraseFillAndStroke))
            elements.append(IconElement(segments: IconPathBuilder.capsule(from: root, to: top, radius: fingerRadius),
                                        paint: .fillAndStroke))
        }
        // 3. Palm.
        elements.append(IconElement(segments: palm(), paint: .fillAndStroke))
        return elements
    }

    /// The palm of the filled hand: flat top under the fingers, straight sides, and a heel that
    /// rounds into the thumb's root on the left and down from the little finger on the right.
    static func palm() -> [IconSegment] {
        var path = IconPathBuilder()
        path.move(palmLeft, palmTop)
        path.line(palmRight, palmTop)
        path.line(palmRight, 15.4)
        path.cubic(palmRight, 19.3, 17.3, palmBottom, 14.0, palmBottom)
        path.line(12.2, palmBottom)
        path.cubic(9.8, palmBottom, 7.9, 20.5, 6.8, 18.6)
        path.line(palmLeft, 14.8)
        path.close()
        return path.segments
    }

    /// Steps: one closed contour, clockwise from the thumb's inner root: 1. up the index finger's
    /// left side; 2. over each finger's round tip and down into the crotch it shares with the next
    /// (the crotches are where the lines between fingers end); 3. down the little finger's outer side
    /// and round the heel; 4. up the outer side of the thumb, round its tip, and down its inner side.
    static func outline() -> [IconElement] {
        // Finger edges: a finger spans half-way to each neighbour.
        let xs = fingers.map(\.x)
        let halfPitch = (xs[xs.count - 1] - xs[0]) / Double(xs.count - 1) / 2
        let crotch = 12.8
        var path = IconPathBuilder()
        // 1. Index finger's left side, from the V by the thumb.
        path.move(xs[0] - halfPitch, 14.2)
        for (index, finger) in fingers.enumerated() {
            // 2. Tip (a semicircle across the finger) and down to the next crotch.
            let tipCentre = finger.top + halfPitch
            path.arc(finger.x, tipCentre, radius: halfPitch, from: 180, to: 360)
            if index < fingers.count - 1 {
                path.line(finger.x + halfPitch, crotch)
            }
        }
        // 3. Little finger's outer side, heel.
        let right = xs[xs.count - 1] + halfPitch
        path.line(right, 15.4)
        path.cubic(right, 19.6, 17.8, 21.6, 14.2, 21.6)
        path.line(12.4, 21.6)
        path.cubic(10.0, 21.6, 8.2, 20.6, 6.9, 18.7)
        // 4. Thumb: outer side up to the tip, round it, inner side back down.
        let angle = atan2Degrees(thumbTip.y - thumbRoot.y, thumbTip.x - thumbRoot.x)
        let halfThumb = 1.5
        path.arc(thumbTip.x, thumbTip.y, radius: halfThumb, from: angle - 90, to: angle + 90)
        path.line(xs[0] - halfPitch, 14.2)
        path.close()
        return [IconElement(segments: path.segments, paint: .stroke)]
    }
}
