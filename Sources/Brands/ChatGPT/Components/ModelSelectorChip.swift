import Layout

/// The model name in an outlined capsule with a sparkle and a chevron: the top bar's title. Its font
/// is pinned (Dynamic Type does not grow it, §8).
public struct ModelSelectorChip: View {
    let modelName: String
    let onTap: () -> Void

    public init(modelName: String, onTap: @escaping () -> Void = {}) { self.modelName = modelName; self.onTap = onTap }

    public var body: some View {
        Button(action: onTap) {
            HStack(spacing: 6) {
                Image(systemName: "sparkles")
                    .font(.system(size: 14))
                    .foregroundStyle(GPTColor.textPrimary)
                Text(modelName)
                    .font(.gptModelChip)
                    .foregroundStyle(GPTColor.textPrimary)
                Image(systemName: "chevron.down")
                    .font(.system(size: 10))
                    .foregroundStyle(GPTColor.textSecondary)
            }
            .padding(.horizontal, 10)
            .padding(.vertical, 6)
            .background(Capsule().fill(Color.clear))
            .overlay(Capsule().strokeBorder(GPTColor.divider, lineWidth: 1))
        }
    }
}
