import Layout

/// The brand-neutral code block of `MarkdownTheme.standard`: an optional language caption above the
/// code, in a rounded panel; long lines scroll (are clipped) rather than wrap, as in a code viewer.
/// The code is a left-to-right island in a right-to-left layout (code reads left to right in every
/// locale, and the scroll starts at the lines' beginnings); the caption follows the layout.
public struct MarkdownCodeBlock: View {
    let language: String?
    let code: String
    let font: Font
    let captionColor: Color
    let background: Color

    public init(language: String?, code: String, font: Font, captionColor: Color, background: Color) {
        self.language = language; self.code = code; self.font = font; self.captionColor = captionColor; self.background = background
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            if let language, !language.isEmpty {
                // A run colour rather than `.foregroundStyle`, so hierarchical colours (`.secondary`)
                // resolve against the surrounding style.
                Text(verbatim: language)
                    .font(.system(size: 12, weight: .medium, design: .monospaced))
                    .foregroundColor(captionColor)
            }
            ScrollView(.horizontal, showsIndicators: false) {
                Text(verbatim: code).font(font)
            }
            .environment(\.layoutDirection, .leftToRight)
        }
        .padding(12)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 8).fill(background))
    }
}
