import Layout

/// One icon of the assistant's feedback row: a 16 pt secondary-colour symbol in a 32×32 hit area.
public struct FeedbackIconButton: View {
    let icon: String
    let action: () -> Void

    public init(icon: String, action: @escaping () -> Void = {}) { self.icon = icon; self.action = action }

    public var body: some View {
        Button(action: action) {
            Image(systemName: icon)
                .font(.system(size: 16))
                .foregroundStyle(GPTColor.textSecondary)
                .frame(width: 32, height: 32)
                .background(Circle().fill(Color.clear))
        }
        .buttonStyle(.plain)
    }
}
