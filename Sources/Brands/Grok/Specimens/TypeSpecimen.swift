import Layout

/// Every font token set in its own face with its name, plus the slashed-zero comparison: the same
/// numerals in Inter as it ships (plain zero) and as Grok registers it, with the `zero` feature every
/// token carries (`grokSlashedZero()`).
public struct GrokTypeSpecimen: View {
    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            ForEach(GrokTypeScale.tokens.indices, id: \.self) { i in
                let token = GrokTypeScale.tokens[i]
                HStack(alignment: .firstTextBaseline, spacing: 12) {
                    Text(token.name).font(.grokCaption).foregroundStyle(Color.grokTextSecondary)
                        .frame(width: 112, alignment: .leading)
                    Text(token.name == "grokLabelUpper" ? "GROK 3 · 2025" : "Grok 3 · 2025")
                        .font(token.font).foregroundStyle(Color.grokTextPrimary)
                        .lineLimit(1)
                }
            }
            Rectangle().fill(Color.grokDivider).frame(height: 1)
            HStack(alignment: .firstTextBaseline, spacing: 12) {
                Text("plain zero").font(.grokCaption).foregroundStyle(Color.grokTextSecondary)
                    .frame(width: 112, alignment: .leading)
                Text("100,000 · 40.0 · 2025").font(.custom("Inter-Regular", size: 16)).foregroundStyle(Color.grokTextPrimary)
            }
            HStack(alignment: .firstTextBaseline, spacing: 12) {
                Text("grokSlashedZero").font(.grokCaption).foregroundStyle(Color.grokTextSecondary)
                    .frame(width: 112, alignment: .leading)
                Text("100,000 · 40.0 · 2025").grokSlashedZero().foregroundStyle(Color.grokTextPrimary)
            }
        }
        .padding(16)
    }
}
