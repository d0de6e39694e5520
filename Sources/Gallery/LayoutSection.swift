import Layout

/// Stacks, spacers, priorities and frames, drawn as outlined boxes so the geometry is visible.
struct LayoutSection: View {
    @Environment(\.colorScheme) private var scheme
    var body: some View {
        let t = GalleryTheme(scheme: scheme)
        GallerySection("Layout") {
            VStack(alignment: .leading, spacing: 8) {
                HStack {
                    Box("leading"); Spacer(); Box("Spacer pushes"); Spacer(); Box("trailing")
                }
                HStack(spacing: 4) {
                    Text("layoutPriority(1) keeps this whole").lineLimit(1).layoutPriority(1)
                        .padding(6).overlay(Rectangle().strokeBorder(GalleryTheme.mint, lineWidth: 1))
                    Text("while this lower-priority text is truncated first").lineLimit(1)
                        .padding(6).overlay(Rectangle().strokeBorder(GalleryTheme.coral, lineWidth: 1))
                }
                .font(.custom("Inter-Regular", fixedSize: 13)).foregroundStyle(t.ink)
                .frame(width: 470, alignment: .leading)
                HStack(spacing: 8) {
                    Color(hex: 0x0A84FF).opacity(0.25).overlay(Text("flexible").font(.custom("Inter-Medium", fixedSize: 12)))
                    Color(hex: 0x0A84FF).opacity(0.25).overlay(Text("split evenly").font(.custom("Inter-Medium", fixedSize: 12)))
                    Text("fixed text").font(.custom("Inter-Medium", fixedSize: 12)).padding(.horizontal, 8)
                        .frame(maxHeight: .infinity).background(GalleryTheme.gold.opacity(0.35))
                }
                .foregroundStyle(t.ink)
                .frame(height: 32)
            }
        }
    }
}

struct Box: View {
    let label: String
    @Environment(\.colorScheme) private var scheme
    init(_ label: String) { self.label = label }
    var body: some View {
        Text(label).font(.custom("Inter-Medium", fixedSize: 12)).foregroundStyle(GalleryTheme(scheme: scheme).ink)
            .padding(.horizontal, 10).padding(.vertical, 6)
            .background(RoundedRectangle(cornerRadius: 6).fill(GalleryTheme.accent.opacity(0.18)))
    }
}
