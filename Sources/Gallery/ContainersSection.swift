import Layout

/// The containers and layout tools SwiftUI apps are built from: spacers flush against their neighbours,
/// Grid, LazyVGrid, GeometryReader, ViewThatFits, alignment guides, aspect ratios and custom `Layout`s.
/// Each specimen is outlined so its geometry can be checked by eye.
struct ContainersSection: View {
    @Environment(\.colorScheme) private var scheme
    var body: some View {
        let t = GalleryTheme(scheme: scheme)
        GallerySection("Containers") {
            VStack(alignment: .leading, spacing: 14) {
                HStack(alignment: .top, spacing: 16) {
                    Specimen("Spacer(minLength: 0): a and b touch") {
                        HStack { Box("a"); Spacer(minLength: 0); Box("b") }.fixedSize().outlined()
                    }
                    Specimen("Spacer(): 8 pt minimum, the whole gap") {
                        HStack { Box("a"); Spacer(); Box("b") }.fixedSize().outlined()
                    }
                    Specimen("ViewThatFits at 220 pt and at 90 pt") {
                        VStack(alignment: .leading, spacing: 6) {
                            ShareButton().frame(width: 220, alignment: .leading).outlined()
                            ShareButton().frame(width: 90, alignment: .leading).outlined()
                        }
                    }
                }
                HStack(alignment: .top, spacing: 16) {
                    Specimen("Grid · trailing column, spanning cell, unsized divider") { GridSpecimen() }
                    Specimen("LazyVGrid · adaptive(minimum: 56) in 250 pt") {
                        LazyVGrid(columns: [GridItem(.adaptive(minimum: 56))], spacing: 8) {
                            ForEach(0..<7) { i in
                                RoundedRectangle(cornerRadius: 8).fill(Self.tints[i % Self.tints.count].opacity(0.35))
                                    .frame(height: 36)
                                    .overlay(Text("\(i + 1)").font(.custom("Inter-SemiBold", fixedSize: 13)).foregroundStyle(t.ink))
                            }
                        }
                        .frame(width: 250)
                        .outlined()
                    }
                }
                HStack(alignment: .top, spacing: 16) {
                    Specimen("GeometryReader · a bar at 60% of its width") {
                        GeometryReader { proxy in
                            ZStack(alignment: .leading) {
                                Capsule().fill(t.hairline)
                                Capsule().fill(GalleryTheme.mint).frame(width: proxy.size.width * 0.6)
                                Text("\(Int(proxy.size.width)) × \(Int(proxy.size.height)) pt")
                                    .font(.custom("Inter-Medium", fixedSize: 11)).foregroundStyle(t.ink)
                                    .padding(.leading, 10)
                            }
                        }
                        .frame(width: 200, height: 24)
                    }
                    Specimen("alignmentGuide · one custom guide, two stacks") { GuideSpecimen() }
                    Specimen("aspectRatio 16:9 in 80×60 · fit, fill") {
                        HStack(spacing: 30) {
                            GalleryTheme.accent.opacity(0.35).aspectRatio(16 / 9, contentMode: .fit)
                                .frame(width: 80, height: 60).outlined()
                            GalleryTheme.coral.opacity(0.35).aspectRatio(16 / 9, contentMode: .fill)
                                .frame(width: 80, height: 60).outlined()
                        }
                        .padding(.horizontal, 14)
                    }
                }
                HStack(alignment: .center, spacing: 16) {
                    Specimen("custom Layout · RadialLayout { … }") {
                        RadialLayout {
                            ForEach(0..<8) { i in Circle().fill(Self.tints[i % Self.tints.count]).frame(width: 14, height: 14) }
                        }
                        .frame(width: 96, height: 96)
                        .outlined()
                    }
                    Specimen("AnyLayout · HStackLayout, then VStackLayout") {
                        HStack(alignment: .center, spacing: 16) {
                            AnyLayout(HStackLayout(spacing: 6)) { Box("one"); Box("two") }.outlined()
                            AnyLayout(VStackLayout(spacing: 6)) { Box("one"); Box("two") }.outlined()
                        }
                    }
                }
            }
        }
    }

    static let tints = [GalleryTheme.accent, GalleryTheme.coral, GalleryTheme.gold, GalleryTheme.violet, GalleryTheme.mint]
}

/// A two-column table: labels leading, values trailing, a row spanning both columns.
private struct GridSpecimen: View {
    @Environment(\.colorScheme) private var scheme
    var body: some View {
        let t = GalleryTheme(scheme: scheme)
        Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 6) {
            GridRow { Text("Model"); Text("4o").gridColumnAlignment(.trailing) }
            GridRow { Text("Context window"); Text("128k") }
            Divider().gridCellUnsizedAxes(.horizontal)
            GridRow { Text("Spans both columns").gridCellColumns(2).foregroundStyle(t.secondary) }
        }
        .font(.custom("Inter-Regular", fixedSize: 12)).foregroundStyle(t.ink)
        .padding(8)
        .outlined()
    }
}

/// Icons in two stacks lined up on one custom guide: the marked view of each column sits on it.
private struct GuideSpecimen: View {
    @Environment(\.colorScheme) private var scheme
    var body: some View {
        let t = GalleryTheme(scheme: scheme)
        HStack(alignment: .markers, spacing: 12) {
            VStack(spacing: 4) {
                Box("top")
                Circle().fill(GalleryTheme.coral).frame(width: 12, height: 12)
                    .alignmentGuide(.markers) { $0[VerticalAlignment.center] }
                Box("bottom")
            }
            VStack(spacing: 4) {
                Circle().fill(GalleryTheme.coral).frame(width: 12, height: 12)
                    .alignmentGuide(.markers) { $0[VerticalAlignment.center] }
                Box("below")
            }
            Text("← on one guide").font(.custom("Inter-Medium", fixedSize: 11)).foregroundStyle(t.secondary)
        }
        .outlined()
    }
}

/// A share control that shows its full label when there is room and only its icon when not.
private struct ShareButton: View {
    @Environment(\.colorScheme) private var scheme
    var body: some View {
        let t = GalleryTheme(scheme: scheme)
        ViewThatFits(in: .horizontal) {
            Label("Share with everyone", systemImage: "square.and.arrow.up").fixedSize()
            Image(systemName: "square.and.arrow.up")
        }
        .font(.custom("Inter-Medium", fixedSize: 12)).foregroundStyle(t.ink)
        .padding(.horizontal, 10).frame(height: 28)
        .background(Capsule().fill(GalleryTheme.accent.opacity(0.18)))
    }
}

/// SwiftUI's classic custom-layout example: subviews evenly around a circle.
private struct RadialLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let radius = min(bounds.width, bounds.height) / 2 - 12
        for (i, subview) in subviews.enumerated() {
            let angle = Angle.degrees(360 / Double(subviews.count) * Double(i) - 90).radians
            subview.place(at: CGPoint(x: bounds.midX + radius * cos(angle), y: bounds.midY + radius * sin(angle)),
                          anchor: .center, proposal: .unspecified)
        }
    }
}

extension VerticalAlignment {
    /// The gallery's custom guide: by default a view's centre.
    enum Markers: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> Double { d[VerticalAlignment.center] }
    }
    static let markers = VerticalAlignment(Markers.self)
}

private extension View {
    /// A hairline outline in the gallery's violet, to show a specimen's frame.
    func outlined() -> some View { overlay(Rectangle().strokeBorder(GalleryTheme.violet.opacity(0.7), lineWidth: 1)) }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
