/// Whether two display lists draw the same pixels, decided without drawing them.
///
/// Why: a check such as "does Bold Text change this screen?" lays a view out under two environments and
/// compares the pictures. The painter is a plain function of the display list (plus the scale and the
/// canvas background, which the caller compares itself), so two lists that are the same command for
/// command paint the same pixels, and the rasterisation of one of them can be skipped. Lists that differ
/// may still paint the same pixels (a change smaller than a pixel), so a difference means "draw both and
/// compare", never "different".
///
/// Text commands compare what the painter draws from: the resolved text (runs, fonts, paint, limits), its
/// measured size, first baseline and line count, and where it goes. The measurement's `handle` (the
/// shaped layout the measurer keeps) is not compared: the measurer answers a text at a width with a
/// layout that breaks the same lines as any other layout it would make for that width (see
/// `PangoTextMeasurer`), which is what lets one render reuse a layout across widths in the first place.
extension DrawCommand {
    public func drawsTheSame(as other: DrawCommand) -> Bool {
        switch (self, other) {
        case let (.fill(p1, paint1, b1, e1), .fill(p2, paint2, b2, e2)):
            return p1 == p2 && paint1 == paint2 && b1 == b2 && e1 == e2
        case let (.stroke(p1, paint1, s1, b1), .stroke(p2, paint2, s2, b2)):
            return p1 == p2 && paint1 == paint2 && s1 == s2 && b1 == b2
        case let (.text(t1, m1, o1, b1), .text(t2, m2, o2, b2)):
            return t1 == t2 && o1 == o2 && b1 == b2
                && m1.size == m2.size && m1.firstBaseline == m2.firstBaseline && m1.lineCount == m2.lineCount
        case let (.symbol(s1, f1, paint1, w1), .symbol(s2, f2, paint2, w2)):
            return s1 == s2 && f1 == f2 && paint1 == paint2 && w1 == w2
        case let (.asset(p1, paint1, b1), .asset(p2, paint2, b2)):
            return p1 == p2 && paint1 == paint2 && b1 == b2
        case let (.pushClip(p1, e1), .pushClip(p2, e2)):
            return p1 == p2 && e1 == e2
        case (.popClip, .popClip), (.popTransform, .popTransform), (.endLayer, .endLayer):
            return true
        case let (.pushTransform(t1), .pushTransform(t2)):
            return t1 == t2
        case let (.beginLayer(l1), .beginLayer(l2)):
            return l1.drawsTheSame(as: l2)
        default:
            return false
        }
    }
}

extension Layer {
    /// Same bounds, opacity, blend mode, blur and shadow (the shadow is a tuple, so `Layer` is not `Equatable`).
    public func drawsTheSame(as other: Layer) -> Bool {
        guard bounds == other.bounds, opacity == other.opacity, blendMode == other.blendMode,
              blurRadius == other.blurRadius else { return false }
        switch (shadow, other.shadow) {
        case (nil, nil): return true
        case let (a?, b?): return a.color == b.color && a.radius == b.radius && a.x == b.x && a.y == b.y
        default: return false
        }
    }
}

extension LayoutResult {
    /// The same canvas size and, command for command, the same display list (see `DrawCommand.drawsTheSame`).
    public func drawsTheSame(as other: LayoutResult) -> Bool {
        canvasSize == other.canvasSize && commands.count == other.commands.count
            && zip(commands, other.commands).allSatisfy { $0.drawsTheSame(as: $1) }
    }
}
