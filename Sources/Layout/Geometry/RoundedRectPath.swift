/// How a rounded rectangle's corners are shaped, as SwiftUI's `RoundedCornerStyle`.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles (quarter ellipses for an elliptical corner size), each one cubic.
    case circular
    /// Apple's smoothed corner: it leaves the edge 1.528665 r from the corner and reaches zero curvature there
    /// (see `CornerProfile`). Squeezed toward a quarter circle when the rect has no room for it.
    case continuous
}

/// Per-corner radii, as SwiftUI's `RectangleCornerRadii` (leading/trailing: we lay out left-to-right only).
public struct RectangleCornerRadii: Hashable, Sendable {
    public var topLeading: Double
    public var bottomLeading: Double
    public var bottomTrailing: Double
    public var topTrailing: Double

    /// The parameter order is SwiftUI's: counterclockwise on screen from the top-leading corner.
    public init(topLeading: Double = 0, bottomLeading: Double = 0, bottomTrailing: Double = 0, topTrailing: Double = 0) {
        self.topLeading = topLeading; self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing; self.topTrailing = topTrailing
    }

    /// The radii a rect of `size` can draw.
    ///
    /// 1. Negative and NaN radii are 0 (square corner); +infinity stands for "as round as possible" and becomes
    ///    the longer side, already more than any side can hold.
    /// 2. As CSS `border-radius` does (CSS Backgrounds 3, "Overlapping Curves"): if the two radii on any side add up
    ///    to more than that side, all four radii are multiplied by the smallest `side / sum` ratio, so the corners
    ///    keep their proportions to each other.
    /// 3. Each radius is capped at half the shorter side, the limit SwiftUI applies to `RoundedRectangle`, so the
    ///    largest corner is a capsule end. (On the side that triggered step 2 the sum equals that side, so the cap
    ///    bites whenever step 2 did, except when the two radii on it are equal; step 2 still sets the partner's
    ///    size and the other corners'.)
    /// A rect with no area has square corners.
    public func clamped(toFit size: Size) -> RectangleCornerRadii {
        let width = abs(size.width), height = abs(size.height)
        guard width > 0, height > 0, width.isFinite, height.isFinite else { return RectangleCornerRadii() }
        // 1. Sanitize.
        func clean(_ r: Double) -> Double {
            if !(r > 0) { return 0 }
            return r.isFinite ? r : max(width, height)
        }
        var tl = clean(topLeading), bl = clean(bottomLeading), br = clean(bottomTrailing), tr = clean(topTrailing)
        // 2. One factor for all four corners, from the most overfull side.
        var factor = 1.0
        for (side, sum) in [(width, tl + tr), (width, bl + br), (height, tl + bl), (height, tr + br)] where sum > side {
            factor = min(factor, side / sum)
        }
        if factor < 1 { tl *= factor; bl *= factor; br *= factor; tr *= factor }
        // 3. Cap at half the shorter side.
        let cap = min(width, height) / 2
        return RectangleCornerRadii(topLeading: min(tl, cap), bottomLeading: min(bl, cap),
                                    bottomTrailing: min(br, cap), topTrailing: min(tr, cap))
    }
}

extension Path {
    /// A rectangle: from the top-leading corner, clockwise on screen, closed.
    public init(_ rect: Rect) {
        self.init()
        addRect(rect)
    }

    /// A rounded rectangle with equal circular corners; `cornerRadius` is clamped to half the shorter side.
    public init(roundedRect rect: Rect, cornerRadius: Double, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerRadii: RectangleCornerRadii(topLeading: cornerRadius, bottomLeading: cornerRadius,
                                                                   bottomTrailing: cornerRadius, topTrailing: cornerRadius),
                       style: style)
    }

    /// A rounded rectangle with elliptical corners `cornerSize.width` across and `cornerSize.height` high,
    /// clamped by `addRoundedRect(in:cornerSize:style:transform:)`.
    public init(roundedRect rect: Rect, cornerSize: Size, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// A rounded rectangle with its own radius per corner, clamped by `RectangleCornerRadii.clamped(toFit:)`.
    public init(roundedRect rect: Rect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    /// A capsule: semicircular ends on the shorter axis (a circle for a square). Both styles give the same exact
    /// capsule, because a continuous corner with no spare room is a quarter circle (see `addRoundedRect`).
    public static func capsule(in rect: Rect, style: RoundedCornerStyle = .continuous) -> Path {
        let r = standardizedRect(rect)
        return Path(roundedRect: r, cornerRadius: min(r.width, r.height) / 2, style: style)
    }

    /// Adds a closed rectangle subpath: top-leading, top-trailing, bottom-trailing, bottom-leading.
    public mutating func addRect(_ rect: Rect, transform: AffineTransform = .identity) {
        let r = standardizedRect(rect)
        var sub = Path()
        sub.move(to: Point(x: r.minX, y: r.minY))
        sub.addLine(to: Point(x: r.maxX, y: r.minY))
        sub.addLine(to: Point(x: r.maxX, y: r.maxY))
        sub.addLine(to: Point(x: r.minX, y: r.maxY))
        sub.closeSubpath()
        addSubpath(sub, transform: transform)
    }

    public mutating func addRects(_ rects: [Rect], transform: AffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Starts a subpath at the first point and draws straight lines through the rest (Core Graphics semantics).
    public mutating func addLines(_ points: [Point]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }

    /// Adds a closed rounded-rectangle subpath with elliptical corners.
    ///
    /// The corner size is clamped the way `RectangleCornerRadii` is: NaN or non-positive on either axis means
    /// square corners, +infinity the longer side, and if the corner is wider than half the width or taller than
    /// half the height both axes shrink by the same factor until it fits. Keeping the aspect matters because
    /// `RoundedRectangle(cornerRadius:)` arrives here as a square size: 100 on a 40×20 rect must give a capsule
    /// (10×10 corners), not 20×10 half-ellipses, and it gives exactly the `cornerRadius` path.
    public mutating func addRoundedRect(in rect: Rect, cornerSize: Size, style: RoundedCornerStyle = .continuous,
                                        transform: AffineTransform = .identity) {
        let r = standardizedRect(rect)
        addSubpath(Path.roundedRect(r, corners: CornerSizes(uniform: fittedCornerSize(cornerSize, in: r.size)),
                                    style: style),
                   transform: transform)
    }

    /// Adds a closed rounded-rectangle subpath with per-corner radii (clamped by `clamped(toFit:)`).
    ///
    /// The subpath starts where the top-leading corner meets the top edge and runs clockwise on screen. Continuous
    /// corners use the same profile per corner; each edge gives its two corners their full 1.528665 r extents when
    /// they fit, else splits itself in proportion to their radii, and a corner short of room is squeezed toward a
    /// quarter circle (`CornerProfile.continuous(smoothness:)`). Squeezing reaches a quarter circle exactly when the
    /// room equals the radius, e.g. a radius of half the shorter side, so the shape never overlaps itself and a
    /// continuous capsule is an exact capsule.
    public mutating func addRoundedRect(in rect: Rect, cornerRadii: RectangleCornerRadii,
                                        style: RoundedCornerStyle = .continuous,
                                        transform: AffineTransform = .identity) {
        let r = standardizedRect(rect)
        let radii = cornerRadii.clamped(toFit: r.size)
        func circle(_ v: Double) -> Size { Size(width: v, height: v) }
        let corners = CornerSizes(topLeading: circle(radii.topLeading), topTrailing: circle(radii.topTrailing),
                                  bottomTrailing: circle(radii.bottomTrailing), bottomLeading: circle(radii.bottomLeading))
        addSubpath(Path.roundedRect(r, corners: corners, style: style), transform: transform)
    }

    /// Appends a finished subpath, mapped through `transform`.
    mutating func addSubpath(_ sub: Path, transform: AffineTransform) {
        addPath(transform == .identity ? sub : sub.applying(transform))
    }

    /// The rounded-rect outline for already-clamped corner sizes (width: radius along horizontal edges, height:
    /// along vertical edges).
    private static func roundedRect(_ rect: Rect, corners c: CornerSizes, style: RoundedCornerStyle) -> Path {
        // 1. Each corner's profile: circular, or continuous squeezed to the room its two edges leave it.
        func profiles() -> (tl: CornerProfile, tr: CornerProfile, br: CornerProfile, bl: CornerProfile) {
            guard style == .continuous else { return (.circular, .circular, .circular, .circular) }
            let top = CornerProfile.room(alongEdgeOf: rect.width, radius1: c.topLeading.width, radius2: c.topTrailing.width)
            let bottom = CornerProfile.room(alongEdgeOf: rect.width, radius1: c.bottomLeading.width,
                                            radius2: c.bottomTrailing.width)
            let left = CornerProfile.room(alongEdgeOf: rect.height, radius1: c.topLeading.height,
                                          radius2: c.bottomLeading.height)
            let right = CornerProfile.room(alongEdgeOf: rect.height, radius1: c.topTrailing.height,
                                           radius2: c.bottomTrailing.height)
            func profile(_ size: Size, horizontalRoom: Double, verticalRoom: Double) -> CornerProfile {
                .continuous(smoothness: min(CornerProfile.smoothness(radius: size.width, room: horizontalRoom),
                                            CornerProfile.smoothness(radius: size.height, room: verticalRoom)))
            }
            return (profile(c.topLeading, horizontalRoom: top.0, verticalRoom: left.0),
                    profile(c.topTrailing, horizontalRoom: top.1, verticalRoom: right.0),
                    profile(c.bottomTrailing, horizontalRoom: bottom.1, verticalRoom: right.1),
                    profile(c.bottomLeading, horizontalRoom: bottom.0, verticalRoom: left.1))
        }
        let p = profiles()

        // 2. Place them, going clockwise on screen (y down): along the top edge, down the right edge, back along
        //    the bottom, up the left. `inward` points back along the edge just drawn, `outward` along the next.
        let topTrailing = CornerPlacement(corner: Point(x: rect.maxX, y: rect.minY), inward: Point(x: -1, y: 0),
                                          outward: Point(x: 0, y: 1),
                                          inRadius: c.topTrailing.width, outRadius: c.topTrailing.height)
        let bottomTrailing = CornerPlacement(corner: Point(x: rect.maxX, y: rect.maxY), inward: Point(x: 0, y: -1),
                                             outward: Point(x: -1, y: 0),
                                             inRadius: c.bottomTrailing.height, outRadius: c.bottomTrailing.width)
        let bottomLeading = CornerPlacement(corner: Point(x: rect.minX, y: rect.maxY), inward: Point(x: 1, y: 0),
                                            outward: Point(x: 0, y: -1),
                                            inRadius: c.bottomLeading.width, outRadius: c.bottomLeading.height)
        let topLeading = CornerPlacement(corner: Point(x: rect.minX, y: rect.minY), inward: Point(x: 0, y: 1),
                                         outward: Point(x: 1, y: 0),
                                         inRadius: c.topLeading.height, outRadius: c.topLeading.width)

        // 3. Start where the top-leading corner ends (the same expression its last segment will produce, so the
        //    outline closes exactly), draw the four corners with the edges between them, close. With square
        //    corners this is exactly `addRect`'s outline.
        var path = Path()
        path.move(to: topLeading.isSharp ? topLeading.corner : topLeading.map(p.tl.end))
        path.addCorner(p.tr, at: topTrailing)
        path.addCorner(p.br, at: bottomTrailing)
        path.addCorner(p.bl, at: bottomLeading)
        if !topLeading.isSharp { path.addCorner(p.tl, at: topLeading) }  // a sharp one: closing draws the edge
        path.closeSubpath()
        return path
    }
}

/// Clamped corner sizes, clockwise from top-leading. `width` is the radius along the horizontal edges.
private struct CornerSizes {
    var topLeading, topTrailing, bottomTrailing, bottomLeading: Size

    init(topLeading: Size, topTrailing: Size, bottomTrailing: Size, bottomLeading: Size) {
        self.topLeading = topLeading; self.topTrailing = topTrailing
        self.bottomTrailing = bottomTrailing; self.bottomLeading = bottomLeading
    }

    init(uniform size: Size) { self.init(topLeading: size, topTrailing: size, bottomTrailing: size, bottomLeading: size) }
}

/// `size` shrunk, keeping its aspect, to at most half of `container` on each axis (see `addRoundedRect(in:cornerSize:)`).
private func fittedCornerSize(_ size: Size, in container: Size) -> Size {
    let longest = max(container.width, container.height)
    func clean(_ v: Double) -> Double { v > 0 ? (v.isFinite ? v : longest) : 0 }
    let width = clean(size.width), height = clean(size.height)
    let halfWidth = container.width / 2, halfHeight = container.height / 2
    guard width > 0, height > 0, halfWidth > 0, halfHeight > 0 else { return .zero }
    let fx = halfWidth / width, fy = halfHeight / height
    guard fx < 1 || fy < 1 else { return Size(width: width, height: height) }
    // The limiting axis lands exactly on its half side; a circular corner stays exactly circular.
    if fx <= fy { return Size(width: halfWidth, height: width == height ? halfWidth : height * fx) }
    return Size(width: width == height ? halfHeight : width * fy, height: halfHeight)
}

/// `rect` with a non-negative size (a negative width extends left of the origin), as Core Graphics standardizes.
func standardizedRect(_ rect: Rect) -> Rect {
    var r = rect
    if r.size.width < 0 { r.origin.x += r.size.width; r.size.width = -r.size.width }
    if r.size.height < 0 { r.origin.y += r.size.height; r.size.height = -r.size.height }
    return r
}
