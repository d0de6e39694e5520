import Layout
import Icons

/// Every SF Symbol substitute, tinted by the foreground style, at regular weight; and one symbol
/// across weights to show stroke width following the font weight.
struct IconsSection: View {
    @Environment(\.colorScheme) private var scheme
    var body: some View {
        let t = GalleryTheme(scheme: scheme)
        let names = SymbolLibrary.allNames
        GallerySection("Icons (\(names.count) SF Symbol substitutes)") {
            Flow(itemSpacing: 6, lineSpacing: 8) {
                ForEach(names, id: \.self) { name in
                    Image(systemName: name).font(.system(size: 20)).foregroundStyle(t.ink)
                        .frame(width: 34, height: 30)
                }
            }
            HStack(spacing: 14) {
                ForEach([Font.Weight.ultraLight, .light, .regular, .semibold, .bold, .black], id: \.self) { w in
                    Image(systemName: "heart").font(.system(size: 24, weight: w)).foregroundStyle(GalleryTheme.coral)
                }
                Image(systemName: "heart.fill").font(.system(size: 24)).foregroundStyle(GalleryTheme.coral)
                Image(systemName: "checkmark.seal.fill").font(.system(size: 24)).foregroundStyle(GalleryTheme.accent)
            }
        }
    }
}
