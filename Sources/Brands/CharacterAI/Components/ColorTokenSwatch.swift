import Layout

/// Every colour token as a chip with its name and the hex it resolves to in the current environment
/// (scheme and contrast), so the sheet documents the light, dark and Increase Contrast values.
public struct ColorTokenSwatch: View {
    public static let tokens: [(String, Color)] = [
        ("caiCanvas", .caiCanvas), ("caiSurface1", .caiSurface1), ("caiSurface2", .caiSurface2),
        ("caiBubbleAI", .caiBubbleAI), ("caiBubbleUser", .caiBubbleUser), ("caiDivider", .caiDivider),
        ("caiAccent", .caiAccent), ("caiAccentPress", .caiAccentPress), ("caiAccentSoft", .caiAccentSoft),
        ("caiLilac", .caiLilac), ("caiTextPrimary", .caiTextPrimary), ("caiTextSecondary", .caiTextSecondary),
        ("caiTextTertiary", .caiTextTertiary), ("caiOnAccent", .caiOnAccent), ("caiSuccess", .caiSuccess),
        ("caiError", .caiError),
    ]

    public init() {}

    public var body: some View {
        let env = EnvironmentValues.current
        Flow(itemSpacing: 10, lineSpacing: 12) {
            ForEach(Self.tokens.indices, id: \.self) { i in
                let (name, color) = Self.tokens[i]
                VStack(alignment: .leading, spacing: 5) {
                    RoundedRectangle(cornerRadius: 10).fill(color)
                        .overlay(RoundedRectangle(cornerRadius: 10).strokeBorder(Color.caiDivider, lineWidth: 1))
                        .frame(width: 110, height: 44)
                    Text(name).font(.custom("Inter-Medium", fixedSize: 11)).foregroundStyle(Color.caiTextPrimary)
                    Text(color.resolve(in: env).hexString).font(.custom("Inter-Regular", fixedSize: 11))
                        .foregroundStyle(Color.caiTextTertiary)
                }
                .frame(width: 110, alignment: .leading)
            }
        }
        .padding(16)
    }
}
