import Layout

/// Every colour token as a labelled swatch: its name and the hex it renders in the current scheme (the
/// adaptive tokens show their light or dark value, the bar colour its alpha), so the palette can be checked
/// by eye on the component sheet, as the other kits' palettes are.
public struct KikPaletteSpecimen: View {
    @Environment(\.self) private var environment

    public init() {}

    public var body: some View {
        Flow(itemSpacing: 10, lineSpacing: 12) {
            ForEach(KikPalette.tokens.indices, id: \.self) { i in
                let token = KikPalette.tokens[i]
                VStack(alignment: .leading, spacing: 4) {
                    RoundedRectangle(cornerRadius: 8)
                        .fill(token.color)
                        .overlay(RoundedRectangle(cornerRadius: 8).strokeBorder(Color.kikDividerAdaptive, lineWidth: 1))
                        .frame(width: 112, height: 40)
                    Text(verbatim: Self.breakable(token.name)).font(.custom("Inter-SemiBold", fixedSize: 11))
                        .foregroundStyle(Color.kikIncomingText)
                        .lineLimit(2)
                    Text(verbatim: token.color.resolve(in: environment).hexString)
                        .font(.custom("Inter-Medium", fixedSize: 11))
                        .foregroundStyle(Color(light: .kikTextSecondary, dark: .kikTextSecondaryDark))
                }
                .frame(width: 112, alignment: .leading)
            }
        }
        .padding(16)
    }

    /// The name with a zero-width space before each capital, so a long name (`kikSecondaryHighContrastDark`)
    /// wraps between its words onto a second line instead of being cut off.
    static func breakable(_ name: String) -> String {
        String(name.flatMap { $0.isUppercase ? ["\u{200B}", $0] : [$0] })
    }
}
