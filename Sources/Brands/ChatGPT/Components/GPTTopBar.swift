import Layout

/// The conversation screen's top bar, composed from the guide's symbol table (§5): the sidebar
/// toggle (`sidebar.leading`, 24 pt) on the leading edge, the model chip centred, and New chat
/// (`square.and.pencil`, 18 pt) on the trailing edge.
///
/// `showsShare` adds the table's Share (`square.and.arrow.up`, 18 pt) before New chat: a conversation
/// with messages can be shared, a new chat has nothing to share, so the screens show it only once the
/// thread has begun.
///
/// A plain HStack, not a `NavigationStack` toolbar: the chat is one screen with nothing pushed and no
/// title, the guide places each control itself (44 pt targets, the chip centred over the whole bar), and
/// the bar is opaque on the canvas colour, so a navigation bar would add nothing but its own metrics.
public struct GPTTopBar: View {
    let modelName: String
    let showsShare: Bool

    public init(modelName: String, showsShare: Bool = false) { self.modelName = modelName; self.showsShare = showsShare }

    public var body: some View {
        ZStack {
            HStack(spacing: 0) {
                Button { } label: {
                    Image(systemName: "sidebar.leading")
                        .font(.system(size: 24))
                        .foregroundStyle(GPTColor.textPrimary)
                        .frame(width: 44, height: 44)
                }
                .accessibilityLabel("Open sidebar")
                Spacer()
                if showsShare {
                    Button { } label: {
                        Image(systemName: "square.and.arrow.up")
                            .font(.system(size: 18))
                            .foregroundStyle(GPTColor.textPrimary)
                            .frame(width: 44, height: 44)
                    }
                    .accessibilityLabel("Share chat")
                }
                Button { } label: {
                    Image(systemName: "square.and.pencil")
                        .font(.system(size: 18))
                        .foregroundStyle(GPTColor.textPrimary)
                        .frame(width: 44, height: 44)
                }
                .accessibilityLabel("New chat")
            }
            ModelSelectorChip(modelName: modelName)
        }
        .padding(.horizontal, 8)
        .frame(height: 52)
    }
}
