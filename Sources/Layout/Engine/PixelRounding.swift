/// Rounds every frame to the output's pixel grid, as its own pass over absolute (cumulative)
/// coordinates: each edge is rounded, then the size is the difference of the rounded edges, so
/// adjacent views stay adjacent and no gaps or overlaps appear from rounding sizes independently.
public enum PixelRounding {
    public static func apply(_ node: LayoutNode, scale: Double) {
        let f = node.unroundedFrame
        func r(_ v: Double) -> Double { (v * scale).rounded() / scale }
        let x0 = r(f.minX), y0 = r(f.minY), x1 = r(f.maxX), y1 = r(f.maxY)
        node.frame = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        for c in node.children { apply(c, scale: scale) }
    }
}
