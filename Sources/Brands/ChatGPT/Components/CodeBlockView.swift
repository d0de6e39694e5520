import Layout

/// A fenced code block: a header with the language and a Copy button (which reads "Copied!" with a
/// check mark for a second after a tap: `showCopied`), then the code, which scrolls sideways rather
/// than wrapping. 8 pt corners with a 1 pt divider-coloured border.
///
/// `horizontalPadding` is the guide's outer `.padding(.horizontal, 16)`; inside an assistant
/// message's Markdown the text column already has its margins, so that renderer passes 0.
/// Dark mode uses the dark pairs of the guide's light tokens (`GPTColor`).
///
/// Right to left, the header mirrors with the app (language on the right, Copy on the left) but the
/// code stays a left-to-right island, as it does in the real app: code reads left to right in every
/// locale, and its sideways scroll starts at the lines' beginnings, not their ends.
public struct CodeBlockView: View {
    let language: String
    let code: String
    let showCopied: Bool
    let horizontalPadding: Double

    public init(language: String, code: String, showCopied: Bool = false, horizontalPadding: Double = 16) {
        self.language = language; self.code = code; self.showCopied = showCopied; self.horizontalPadding = horizontalPadding
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                Text(language)
                    .font(.system(size: 12, weight: .medium, design: .monospaced))
                    .foregroundStyle(GPTColor.textSecondary)
                Spacer()
                Button {
                    // Copies the code and shows "Copied!" for a second: `showCopied` renders that moment.
                } label: {
                    HStack(spacing: 4) {
                        Image(systemName: showCopied ? "checkmark" : "doc.on.doc")
                            .font(.system(size: 12))
                        Text(showCopied ? "Copied!" : "Copy")
                            .font(.gptCodeBlockLabel)
                    }
                    .foregroundStyle(GPTColor.textSecondary)
                }
            }
            .padding(.horizontal, 12)
            .padding(.vertical, 8)
            .background(GPTColor.codeBlock)
            .overlay(Rectangle().fill(GPTColor.divider).frame(height: 1), alignment: .bottom)

            ScrollView(.horizontal, showsIndicators: false) {
                Text(code)
                    .font(.gptCodeBlock)
                    .foregroundStyle(GPTColor.textPrimary)
                    .padding(12)
            }
            .environment(\.layoutDirection, .leftToRight)
        }
        .background(GPTColor.codeBlock)
        .clipShape(RoundedRectangle(cornerRadius: 8))
        .overlay(RoundedRectangle(cornerRadius: 8).strokeBorder(GPTColor.divider, lineWidth: 1))
        .padding(.horizontal, horizontalPadding)
    }
}
