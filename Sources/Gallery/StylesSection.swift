import Layout

/// Solid colours, opacity, linear/radial/angular gradients, gradients on text and icons.
struct StylesSection: View {
    @Environment(\.colorScheme) private var scheme
    var body: some View {
        let t = GalleryTheme(scheme: scheme)
        GallerySection("Colours and gradients") {
            Flow(itemSpacing: 14, lineSpacing: 12) {
                Specimen("hex #10A37F") { RoundedRectangle(cornerRadius: 8).fill(Color(hex: 0x10A37F)).frame(width: 56, height: 40) }
                Specimen("rgb .opacity(0.4)") {
                    RoundedRectangle(cornerRadius: 8).fill(Color(red: 0.9, green: 0.24, blue: 0.24).opacity(0.4)).frame(width: 56, height: 40)
                }
                Specimen("linear 2 stops") {
                    RoundedRectangle(cornerRadius: 8)
                        .fill(LinearGradient(colors: [GalleryTheme.coral, GalleryTheme.gold], startPoint: .leading, endPoint: .trailing))
                        .frame(width: 80, height: 40)
                }
                Specimen("linear stops, diagonal") {
                    RoundedRectangle(cornerRadius: 8)
                        .fill(LinearGradient(stops: [.init(color: GalleryTheme.accent, location: 0), .init(color: GalleryTheme.violet, location: 0.5),
                                                     .init(color: GalleryTheme.coral, location: 1)], startPoint: .topLeading, endPoint: .bottomTrailing))
                        .frame(width: 80, height: 40)
                }
                Specimen("radial 2→30") {
                    Circle().fill(RadialGradient(colors: [Color(hex: 0x6FA0FF), Color(hex: 0x3A7BFD), Color(hex: 0x274FB0)],
                                                 center: UnitPoint(x: 0.36, y: 0.30), startRadius: 2, endRadius: 30))
                        .frame(width: 48, height: 48)
                }
                Specimen("angular") {
                    Circle().fill(AngularGradient(colors: [GalleryTheme.accent, GalleryTheme.mint, GalleryTheme.gold, GalleryTheme.coral, GalleryTheme.accent],
                                                  center: .center))
                        .frame(width: 48, height: 48)
                }
                Specimen("gradient text") {
                    Text("Flourish").font(.custom("Inter-Bold", fixedSize: 22))
                        .foregroundStyle(LinearGradient(colors: [GalleryTheme.coral, GalleryTheme.gold], startPoint: .leading, endPoint: .trailing))
                }
                Specimen("gradient icon") {
                    Image(systemName: "sparkles").font(.system(size: 28, weight: .semibold))
                        .foregroundStyle(LinearGradient(colors: [GalleryTheme.coral, GalleryTheme.gold], startPoint: .leading, endPoint: .trailing))
                }
                Specimen("primary/secondary/tertiary") {
                    HStack(spacing: 4) {
                        Circle().fill(.primary).frame(width: 16, height: 16)
                        Circle().fill(.secondary).frame(width: 16, height: 16)
                        Circle().fill(.tertiary).frame(width: 16, height: 16)
                    }
                    .foregroundStyle(t.ink)
                }
            }
        }
    }
}
