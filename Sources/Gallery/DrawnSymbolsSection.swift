import Icons
import Layout

/// The symbols mockshot draws itself (not from Lucide), each large next to its name, with the same
/// symbol at the sizes the kits use (17 and 24 pt) and at the ends of the weight range, so a drawing
/// can be checked for silhouette, proportion and weight behaviour in one look.
struct DrawnSymbolsSection: View {
    @Environment(\.colorScheme) private var scheme
    var body: some View {
        let t = GalleryTheme(scheme: scheme)
        let names = SymbolLibrary.drawnNames
        GallerySection("Drawn symbols (\(names.count), mockshot's own drawings of SF shapes)") {
            Flow(itemSpacing: 12, lineSpacing: 12) {
                ForEach(names, id: \.self) { name in
                    DrawnSymbolSpecimen(name: name, ink: t.ink, secondary: t.secondary)
                }
            }
        }
    }
}

/// One drawn symbol: 40 pt beside its name, and under the name 17 and 24 pt regular, then 24 pt
/// ultralight and black.
struct DrawnSymbolSpecimen: View {
    let name: String
    let ink: Color
    let secondary: Color
    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: name).font(.system(size: 40)).foregroundStyle(ink)
            VStack(alignment: .leading, spacing: 6) {
                Text(name).font(.custom("Inter-Medium", fixedSize: 13)).foregroundStyle(ink)
                HStack(spacing: 10) {
                    Image(systemName: name).font(.system(size: 17))
                    Image(systemName: name).font(.system(size: 24))
                    Image(systemName: name).font(.system(size: 24, weight: .ultraLight))
                    Image(systemName: name).font(.system(size: 24, weight: .black))
                }
                .foregroundStyle(secondary)
            }
        }
        .frame(width: 330, alignment: .leading)
    }
}
