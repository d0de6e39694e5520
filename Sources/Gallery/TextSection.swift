import Layout

/// Text styles: bundled families and weights, italics, attributed runs, tracking, line spacing,
/// wrapping, line limits with truncation, alignment, monospace and OpenType features.
struct TextSection: View {
    @Environment(\.colorScheme) private var scheme
    var body: some View {
        let t = GalleryTheme(scheme: scheme)
        GallerySection("Text") {
            VStack(alignment: .leading, spacing: 10) {
                HStack(alignment: .firstTextBaseline, spacing: 12) {
                    Text("Regular").font(.custom("Inter-Regular", fixedSize: 17))
                    Text("Medium").font(.custom("Inter-Medium", fixedSize: 17))
                    Text("Semibold").font(.custom("Inter-SemiBold", fixedSize: 17))
                    Text("Bold").font(.custom("Inter-Bold", fixedSize: 17))
                    Text("Italic").font(.custom("Inter-Italic", fixedSize: 17))
                    Text("Sora").font(.custom("Sora-SemiBold", fixedSize: 17))
                    Text("Söhne→Inter").font(.custom("Söhne-Kraftig", fixedSize: 17))
                }
                .foregroundStyle(t.ink)
                (Text("Attributed ") + Text("bold").bold() + Text(" and ") + Text("italic").italic()
                 + Text(" and ") + Text("coloured").foregroundColor(GalleryTheme.coral) + Text(" runs joined with +."))
                    .font(.custom("Inter-Regular", fixedSize: 15)).foregroundStyle(t.ink)
                Text("Tracking 2.0 · CAPS LABEL").font(.custom("Inter-SemiBold", fixedSize: 11)).tracking(2).foregroundStyle(t.secondary)
                Text("let x = 1_000_000 // JetBrains Mono for code and .monospaced")
                    .font(.system(size: 13, design: .monospaced)).foregroundStyle(t.ink)
                HStack(spacing: 16) {
                    Text("0 O 1970 (plain)").font(.custom("Inter-Regular", fixedSize: 15))
                    Text("0 O 1970 (zero)").font(.custom("Inter-Regular", fixedSize: 15)).fontFeature("zero")
                }
                .foregroundStyle(t.ink)
                HStack(alignment: .top, spacing: 16) {
                    Text("Wrapped at the proposed width with line spacing 6: parents propose, children choose, parents place.")
                        .font(.custom("Inter-Regular", fixedSize: 14)).lineSpacing(6).foregroundStyle(t.ink)
                        .frame(width: 220, alignment: .leading)
                    Text("A line limit of two truncates the tail of a long paragraph with an ellipsis so it never grows past two lines.")
                        .font(.custom("Inter-Regular", fixedSize: 14)).lineLimit(2).foregroundStyle(t.ink)
                        .frame(width: 220, alignment: .leading)
                    Text("Centred\nmultiline\ntext").font(.custom("Inter-Medium", fixedSize: 14))
                        .multilineTextAlignment(.center).foregroundStyle(t.secondary)
                }
            }
        }
    }
}
