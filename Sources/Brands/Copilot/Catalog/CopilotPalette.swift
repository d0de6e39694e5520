import Layout

/// Every colour token as a labelled swatch, resolved in the current scheme and contrast.
struct CopilotPalette: View {
    static let tokens: [(String, Color)] = [
        ("cpCanvas", .cpCanvas), ("cpSurface", .cpSurface), ("cpDivider", .cpDivider),
        ("cpDarkCanvas", .cpDarkCanvas), ("cpDarkSurface", .cpDarkSurface), ("cpDarkDivider", .cpDarkDivider),
        ("cpTextPrimary", .cpTextPrimary), ("cpTextSecondary", .cpTextSecondary), ("cpTextTertiary", .cpTextTertiary),
        ("cpDarkTextPrimary", .cpDarkTextPrimary), ("cpDarkTextSecondary", .cpDarkTextSecondary),
        ("cpBlue", .cpBlue), ("cpBluePressed", .cpBluePressed), ("cpBlueTint", .cpBlueTint), ("cpDarkBlue", .cpDarkBlue),
        ("cpAccent", .cpAccent), ("cpCoral", .cpCoral), ("cpGold", .cpGold),
        ("cpSuccess", .cpSuccess), ("cpWarning", .cpWarning), ("cpError", .cpError), ("cpHairline", .cpHairline),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Flow(itemSpacing: 8, lineSpacing: 10) {
                ForEach(Self.tokens.indices, id: \.self) { i in
                    Swatch(name: Self.tokens[i].0, color: Self.tokens[i].1)
                }
            }
            VStack(alignment: .leading, spacing: 6) {
                Capsule().fill(LinearGradient.copilotFlourish).frame(height: 24)
                Text("copilotFlourish · #FF6F61 → #FFB900").font(.cpMeta).foregroundStyle(Color.cpTextSecondary)
            }
        }
        .padding(16)
    }
}

/// One token: a chip of the colour over a hairline, its name, and the hex it resolves to here.
struct Swatch: View {
    let name: String
    let color: Color
    var body: some View {
        let hex = color.resolve(in: EnvironmentValues.current).hexString
        VStack(alignment: .leading, spacing: 4) {
            RoundedRectangle(cornerRadius: 8).fill(color)
                .overlay(RoundedRectangle(cornerRadius: 8).strokeBorder(Color.cpHairline, lineWidth: 1))
                .frame(width: 110, height: 44)
            Text(name).font(.custom("SegoeUI-Semibold", fixedSize: 10)).foregroundStyle(Color.cpTextPrimary)
            Text(hex).font(.custom("CascadiaCode-Regular", fixedSize: 10)).foregroundStyle(Color.cpTextSecondary)
        }
        .frame(width: 110, alignment: .leading)
    }
}
