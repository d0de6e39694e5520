import Layout

/// The user's message: right-aligned, in a bubble with a sharp bottom-trailing corner (18/18/4/18),
/// at most the width left after a 60 pt leading spacer; an optional attachment tile above it (the
/// guide's one `attachmentUrl`; a message with several files gets a tile for each, stacked).
public struct UserMessageBubble: View {
    let text: String
    let attachmentUrls: [String]

    @Environment(\.colorScheme) var scheme

    public init(text: String, attachmentUrl: String? = nil) {
        self.init(text: text, attachmentUrls: attachmentUrl.map { [$0] } ?? [])
    }

    public init(text: String, attachmentUrls: [String]) {
        self.text = text; self.attachmentUrls = attachmentUrls
    }

    public var body: some View {
        HStack {
            Spacer(minLength: 60)  // push to right, max-width ~80%
            VStack(alignment: .trailing, spacing: 8) {
                ForEach(attachmentUrls.indices, id: \.self) { i in
                    AttachmentTile(url: attachmentUrls[i])
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
