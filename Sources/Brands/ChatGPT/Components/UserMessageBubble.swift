import Layout

/// The user's message: right-aligned, in a bubble with a sharp bottom-trailing corner (18/18/4/18),
/// at most the width left after a 60 pt leading spacer; an optional attachment tile above it.
public struct UserMessageBubble: View {
    let text: String
    let attachmentUrl: String?

    @Environment(\.colorScheme) var scheme

    public init(text: String, attachmentUrl: String? = nil) {
        self.text = text; self.attachmentUrl = attachmentUrl
    }

    public var body: some View {
        HStack {
            Spacer(minLength: 60)  // push to right, max-width ~80%
            VStack(alignment: .trailing, spacing: 8) {
                if let attachmentUrl {
                    AttachmentTile(url: attachmentUrl)
                }
                Text(text)
                    .font(.gptBody)
                    .foregroundStyle(scheme == .dark ? Color.gptDarkTextPrimary : Color.gptTextPrimary)
                    .padding(.horizontal, 14)
                    .padding(.vertical, 10)
                    .background(
                        UnevenRoundedRectangle(
                            topLeadingRadius: 18, bottomLeadingRadius: 18, bottomTrailingRadius: 4, topTrailingRadius: 18
                        )
                        .fill(scheme == .dark ? Color.gptUserBubbleDark : Color.gptUserBubbleLight)
                    )
            }
        }
        .padding(.horizontal, 16)
        .accessibilityLabel("You: \(text)")
    }
}
