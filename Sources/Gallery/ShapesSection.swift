import Layout

/// Every shape, filled and stroked: uniform, uneven and continuous corners, capsules, circles,
/// custom paths, dashed strokes and stroke borders.
struct ShapesSection: View {
    @Environment(\.colorScheme) private var scheme
    var body: some View {
        let t = GalleryTheme(scheme: scheme)
        GallerySection("Shapes") {
            Flow(itemSpacing: 14, lineSpacing: 12) {
                Specimen("Rectangle") { Rectangle().fill(GalleryTheme.accent).frame(width: 64, height: 48) }
                Specimen("circular 16") { RoundedRectangle(cornerRadius: 16, style: .circular).fill(GalleryTheme.accent).frame(width: 64, height: 48) }
                Specimen("continuous 16") { RoundedRectangle(cornerRadius: 16, style: .continuous).fill(GalleryTheme.accent).frame(width: 64, height: 48) }
                Specimen("uneven 18/18/4/18") {
                    UnevenRoundedRectangle(topLeadingRadius: 18, bottomLeadingRadius: 18, bottomTrailingRadius: 4, topTrailingRadius: 18)
                        .fill(GalleryTheme.mint).frame(width: 72, height: 48)
                }
                Specimen(".rect(tl: 4)") {
                    Rectangle().fill(GalleryTheme.violet).frame(width: 64, height: 48)
                        .clipShape(.rect(topLeadingRadius: 4, bottomLeadingRadius: 16, bottomTrailingRadius: 16, topTrailingRadius: 16))
                }
                Specimen("Capsule") { Capsule().fill(GalleryTheme.coral).frame(width: 72, height: 32) }
                Specimen("Circle") { Circle().fill(GalleryTheme.gold).frame(width: 48, height: 48) }
                Specimen("Ellipse") { Ellipse().fill(GalleryTheme.gold).frame(width: 72, height: 40) }
                Specimen("custom Shape") { Star().fill(GalleryTheme.coral).frame(width: 48, height: 48) }
                Specimen("stroke 3") { Circle().stroke(t.ink, lineWidth: 3).frame(width: 44, height: 44) }
                Specimen("strokeBorder 4") { RoundedRectangle(cornerRadius: 12).strokeBorder(GalleryTheme.accent, lineWidth: 4).frame(width: 64, height: 48) }
                Specimen("dash [2, 6]") {
                    Circle().strokeBorder(style: StrokeStyle(lineWidth: 6, dash: [2, 6])).foregroundStyle(GalleryTheme.accent)
                        .frame(width: 48, height: 48)
                }
                Specimen("dash [8, 4] round") {
                    Capsule().stroke(t.ink, style: StrokeStyle(lineWidth: 2, lineCap: .round, dash: [8, 4])).frame(width: 72, height: 32)
                }
            }
        }
    }
}

/// A five-pointed star: a custom `Shape` built from a `Path`.
struct Star: Shape {
    func path(in r: CGRect) -> Path {
        var p = Path()
        let c = CGPoint(x: r.midX, y: r.midY)
        let outer = min(r.width, r.height) / 2, inner = outer * 0.45
        for i in 0..<10 {
            let radius = i.isMultiple(of: 2) ? outer : inner
            let a = Double(i) * .pi / 5 - .pi / 2
            let pt = CGPoint(x: c.x + radius * cos(a), y: c.y + radius * sin(a))
            if i == 0 { p.move(to: pt) } else { p.addLine(to: pt) }
        }
        p.closeSubpath()
        return p
    }
}

#if canImport(Glibc)
import Glibc
#endif
