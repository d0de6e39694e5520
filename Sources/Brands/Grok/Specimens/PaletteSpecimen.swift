import Layout

/// Every colour token as a labelled swatch (name and the hex it renders), so the palette can be checked
/// by eye on the component sheet. Under Increase Contrast the secondary swatch shows its bumped value.
public struct GrokPaletteSpecimen: View {
    @Environment(\.self) private var environment

    public init() {}

    public var body: some View {
        Flow(itemSpacing: 10, lineSpacing: 12) {
            ForEach(GrokPalette.tokens.indices, id: \.self) { i in
                let token = GrokPalette.tokens[i]
                VStack(alignment: .leading, spacing: 4) {
                    RoundedRectangle(cornerRadius: 8)
                        .fill(token.color)
                        .overlay(RoundedRectangle(cornerRadius: 8).strokeBorder(Color.grokDivider, lineWidth: 1))
                        .frame(width: 112, height: 40)
                    Text(token.name).font(.grokCaption).foregroundStyle(Color.grokTextPrimary)
                    Text(token.color.resolve(in: environment).hexString)
                        .font(.grokCaption).foregroundStyle(Color.grokTextSecondary)
                }
            }
        }
        .padding(16)
    }
}
