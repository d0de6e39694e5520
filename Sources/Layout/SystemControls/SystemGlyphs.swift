/// The few SF Symbols the system controls draw themselves, as our own outlines (not Apple artwork): the
/// navigation bar's back chevron and the menu picker's up-and-down chevrons. Stroked with round caps and
/// joins, as SF's chevrons are.

/// `chevron.backward` as the back button draws it (17 pt, semibold, large scale): an open angle pointing
/// to the leading edge, 12 × 21 pt, for a stroke of about 2.6 pt.
public struct BackChevron: Shape {
    public init() {}
    public func path(in r: Rect) -> Path {
        var p = Path()
        let inset = 1.4
        p.move(to: Point(x: r.maxX - inset, y: r.minY + inset))
        p.addLine(to: Point(x: r.minX + inset, y: r.midY))
        p.addLine(to: Point(x: r.maxX - inset, y: r.maxY - inset))
        return p
    }
}

/// `chevron.up.chevron.down`: a small chevron pointing up over one pointing down, for a stroke of about
/// 1.6 pt in a 7 × 12 pt box.
public struct UpDownChevrons: Shape {
    public init() {}
    public func path(in r: Rect) -> Path {
        var p = Path()
        let inset = 0.8, h = r.height * 0.3
        p.move(to: Point(x: r.minX + inset, y: r.minY + inset + h))
        p.addLine(to: Point(x: r.midX, y: r.minY + inset))
        p.addLine(to: Point(x: r.maxX - inset, y: r.minY + inset + h))
        p.move(to: Point(x: r.minX + inset, y: r.maxY - inset - h))
        p.addLine(to: Point(x: r.midX, y: r.maxY - inset))
        p.addLine(to: Point(x: r.maxX - inset, y: r.maxY - inset - h))
        return p
    }
}

/// `chevron.forward` as a list row's disclosure indicator draws it: an open angle pointing to the
/// trailing edge, 7 × 12 pt, for a stroke of about 2 pt.
public struct DisclosureChevron: Shape {
    public init() {}
    public func path(in r: Rect) -> Path {
        var p = Path()
        let inset = 1.0
        p.move(to: Point(x: r.minX + inset, y: r.minY + inset))
        p.addLine(to: Point(x: r.maxX - inset, y: r.midY))
        p.addLine(to: Point(x: r.minX + inset, y: r.maxY - inset))
        return p
    }
}
