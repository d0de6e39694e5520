import Layout

/// Neutral colours for the engine gallery, per colour scheme.
struct GalleryTheme {
    let scheme: ColorScheme
    var canvas: Color { scheme == .dark ? Color(hex: 0x1C1C1E) : Color(hex: 0xF5F5F7) }
    var card: Color { scheme == .dark ? Color(hex: 0x2C2C2E) : .white }
    var ink: Color { scheme == .dark ? Color(hex: 0xF2F2F7) : Color(hex: 0x1C1C1E) }
    var secondary: Color { scheme == .dark ? Color(hex: 0x98989F) : Color(hex: 0x6E6E73) }
    var hairline: Color { scheme == .dark ? Color(hex: 0x3A3A3C) : Color(hex: 0xD1D1D6) }
    static let accent = Color(hex: 0x0A84FF)
    static let coral = Color(hex: 0xFF6F61)
    static let gold = Color(hex: 0xFFB900)
    static let violet = Color(hex: 0x9D7BFF)
    static let mint = Color(hex: 0x10A37F)
}

/// A titled card holding one family of primitives.
struct GallerySection<Content: View>: View {
    let title: String
    let content: Content
    @Environment(\.colorScheme) private var scheme
    init(_ title: String, @ViewBuilder content: () -> Content) { self.title = title; self.content = content() }
    var body: some View {
        let t = GalleryTheme(scheme: scheme)
        VStack(alignment: .leading, spacing: 12) {
            Text(title).font(.custom("Inter-SemiBold", fixedSize: 15)).foregroundStyle(t.ink)
            content
        }
        .padding(16)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 14).fill(t.card))
        .overlay(RoundedRectangle(cornerRadius: 14).strokeBorder(t.hairline, lineWidth: 1))
    }
}

/// A primitive with a caption under it.
struct Specimen<Content: View>: View {
    let caption: String
    let content: Content
    @Environment(\.colorScheme) private var scheme
    init(_ caption: String, @ViewBuilder content: () -> Content) { self.caption = caption; self.content = content() }
    var body: some View {
        VStack(spacing: 6) {
            content
            Text(caption).font(.custom("Inter-Medium", fixedSize: 10)).foregroundStyle(GalleryTheme(scheme: scheme).secondary)
        }
    }
}
