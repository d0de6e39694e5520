import Layout

/// A suggestion under the conversation or greeting; `featured` leads with a small flourish.
public struct CopilotSuggestionChip: View {
    public let label: String
    public var featured: Bool = false
    let action: () -> Void

    public init(label: String, featured: Bool = false, action: @escaping () -> Void = {}) {
        self.label = label; self.featured = featured; self.action = action
    }

    public var body: some View {
        Button(action: action) {
            HStack(spacing: 6) {
                if featured { CopilotFlourish(size: 12) }
                Text(label).font(.cpChip).foregroundStyle(Color.cpTextPrimary)
            }
            .padding(.vertical, 10)
            .padding(.horizontal, 16)
            .background(.copilotMaterial)
            .clipShape(Capsule())
            .overlay(Capsule().strokeBorder(Color.cpHairline, lineWidth: 1))
        }
        .buttonStyle(CopilotPressableStyle())
    }
}
