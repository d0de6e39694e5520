import Layout

/// A brand glyph at its size in the app and enlarged, in primary and secondary text colours, so its
/// drawing can be judged on the sheet.
public struct GrokGlyphSpecimen: View {
    public enum Glyph: String, Sendable, CaseIterable {
        case grok, x
        var assetName: String { self == .grok ? "grok-glyph" : "x-glyph" }
        /// The size the guide uses it at: the 24 pt reply mark, the 16 pt citation mark.
        var size: Double { self == .grok ? 24 : 16 }
    }
    let glyph: Glyph

    public init(_ glyph: Glyph) { self.glyph = glyph }

    public var body: some View {
        HStack(alignment: .bottom, spacing: 20) {
            Image(glyph.assetName).resizable().frame(width: glyph.size, height: glyph.size)
                .foregroundStyle(Color.grokTextPrimary)
            Image(glyph.assetName).resizable().frame(width: glyph.size, height: glyph.size)
                .foregroundStyle(Color.grokTextSecondary)
            Image(glyph.assetName).resizable().frame(width: 72, height: 72)
                .foregroundStyle(Color.grokTextPrimary)
            Spacer()
        }
        .padding(16)
    }
}
