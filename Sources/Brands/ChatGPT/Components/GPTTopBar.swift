import Layout

/// The conversation screen's top bar, composed from the guide's symbol table (§5): the sidebar
/// toggle (`sidebar.leading`, 24 pt) on the leading edge, the model chip centred, and New chat
/// (`square.and.pencil`, 18 pt) on the trailing edge.
public struct GPTTopBar: View {
    let modelName: String

    public init(modelName: String) { self.modelName = modelName }

    public var body: some View {
        ZStack {
            HStack {
                Button { } label: {
                    Image(systemName: "sidebar.leading")
                        .font(.system(size: 24))
                        .foregroundStyle(GPTColor.textPrimary)
                        .frame(width: 44, height: 44)
                }
                .accessibilityLabel("Open sidebar")
                Spacer()
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
