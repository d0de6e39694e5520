import Layout

/// One conversation in the sidebar: its title on one line, 40 pt tall, filled when it is the open one.
public struct ChatSidebarRow: View {
    let title: String
    let isActive: Bool

    public init(title: String, isActive: Bool) { self.title = title; self.isActive = isActive }

    public var body: some View {
        HStack {
            Text(title)
                .font(.gptSidebarTitle)
                .foregroundStyle(GPTColor.textPrimary)
                .lineLimit(1)
            Spacer()
        }
        .padding(.horizontal, 12)
        .frame(height: 40)
        .background(isActive ? GPTColor.sidebarActive : Color.clear)
    }
}
