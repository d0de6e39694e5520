import Layout

/// A fenced code block in a Grok reply. The guide has no code block but gives its parts: the `grokCode`
/// face, the surface and divider tokens, and the copy symbol (`doc.on.doc`, 18 pt in the action row; the
/// header's is smaller). Kit composition: a `grokSurface1` card with 12 pt corners and a hairline, a
/// header with the language in `grokCaption` secondary text and a copy button, then the code, which
/// scrolls sideways rather than wrapping.
///
/// Right to left, the header mirrors with the app but the code is a left-to-right island, as in the real
/// app: code reads left to right in every locale, and its scroll starts at the lines' beginnings.
public struct GrokCodeBlock: View {
    let language: String
    let code: String

    public init(language: String, code: String) { self.language = language; self.code = code }

    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                Text(verbatim: language.isEmpty ? "code" : language)
                    .font(.grokCaption)
                    .foregroundStyle(Color.grokTextSecondary)
                Spacer()
                Image(systemName: "doc.on.doc")
                    .font(.system(size: 14))
                    .foregroundStyle(Color.grokTextSecondary)
            }
            .padding(.horizontal, 12)
            .padding(.vertical, 8)
            .background(Color.grokSurface2)
            ScrollView(.horizontal, showsIndicators: false) {
                Text(verbatim: code)
                    .font(.grokCode)
                    .foregroundStyle(Color.grokTextPrimary)
                    .padding(12)
            }
            .environment(\.layoutDirection, .leftToRight)
        }
        .background(Color.grokSurface1)
        .clipShape(RoundedRectangle(cornerRadius: 12))
        .overlay(RoundedRectangle(cornerRadius: 12).strokeBorder(Color.grokDivider, lineWidth: 1))
    }
}
