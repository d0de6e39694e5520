import Layout
import MockshotKit

/// Copilot's answer: flourish beside Markdown on an acrylic card; once finished, an action row.
///
/// Guide mismatch, by necessity: its action row is `HStack(spacing: 20)` of six 44 pt targets after a
/// 32 pt inset, 396 pt in all, but a card on a 390 pt phone has 326 pt inside its padding. SwiftUI
/// would let the row push the card past the screen edges. We keep the 44×44 targets and the inset
/// (which lines the icons up with the text) and let the targets abut (`actionSpacing`), which leaves
/// the 18 pt glyphs 26 pt apart.
public struct CopilotAnswerCard: View {
    public let markdown: String
    public let isStreaming: Bool

    public init(markdown: String, isStreaming: Bool) { self.markdown = markdown; self.isStreaming = isStreaming }

    /// Space between the 44 pt action targets (the guide's 20 does not fit; see above).
    public static let actionSpacing = 0.0

    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(alignment: .top, spacing: 10) {
                CopilotFlourish(size: 22)
                MarkdownView(markdown, theme: .copilot)
                    .textSelection(.enabled)
            }
            if !isStreaming {
                HStack(spacing: Self.actionSpacing) {
                    actionIcon("doc.on.doc")        // Copy
                    actionIcon("hand.thumbsup")     // Like
                    actionIcon("hand.thumbsdown")   // Dislike
                    actionIcon("arrow.clockwise")   // Regenerate
                    actionIcon("square.and.arrow.up")
                    actionIcon("ellipsis")
                }
                .padding(.leading, 32)
            }
        }
        .padding(16)
        .frame(maxWidth: .infinity, alignment: .leading)
        .copilotAcrylic(cornerRadius: 16)
        .shadow(color: Color.cpShadow, radius: 10, y: 2)
        .padding(.horizontal, 16)
        .accessibilityLabel("Copilot response")
    }

    private func actionIcon(_ name: String) -> some View {
        Image(systemName: name)
            .font(.system(size: 18))
            .foregroundStyle(Color.cpTextSecondary)
            .frame(width: 44, height: 44)
            .contentShape(Rectangle())
    }
}
