import Layout

/// Every font token set in its own face, with its name, face and size; pinned tokens are marked. Under a
/// large Dynamic Type size the scaling tokens grow and the pinned ones (receipt, tab) do not.
public struct KikTypeSpecimen: View {
    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            ForEach(KikTypeScale.tokens.indices, id: \.self) { i in
                let token = KikTypeScale.tokens[i]
                VStack(alignment: .leading, spacing: 2) {
                    Text(verbatim: token.name == "kikReceipt" ? "S D R" : "see you at 8?")
                        .font(token.font).foregroundStyle(Color.kikIncomingText)
                    Text(verbatim: "\(token.name) · \(token.face)\(token.pinned ? " (pinned)" : "")")
                        .font(.custom("Inter-Medium", fixedSize: 11))
                        .foregroundStyle(Color(light: .kikTextSecondary, dark: .kikTextSecondaryDark))
                }
            }
        }
        .padding(16)
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}
