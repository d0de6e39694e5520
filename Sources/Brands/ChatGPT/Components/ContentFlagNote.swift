import Layout

/// §8 "Content flags": a refusal or content-policy reply carries a small note in the warning orange
/// #D97706 (icon and text on a faint wash of the same orange). The guide gives only the tint; the
/// note's shape follows the guide's other small surfaces (8 pt corners, meta text).
public struct ContentFlagNote: View {
    let message: String

    public init(message: String = "This content may violate our usage policies.") { self.message = message }

    public var body: some View {
        HStack(alignment: .top, spacing: 6) {
            Image(systemName: "exclamationmark.triangle")
                .font(.system(size: 13, weight: .medium))
            Text(message)
                .font(.gptMeta)
        }
        .foregroundStyle(Color.gptContentFlag)
        .padding(.horizontal, 10)
        .padding(.vertical, 6)
        .background(RoundedRectangle(cornerRadius: 8).fill(Color.gptContentFlag.opacity(0.1)))
        .overlay(RoundedRectangle(cornerRadius: 8).strokeBorder(Color.gptContentFlag.opacity(0.3), lineWidth: 1))
        .accessibilityLabel("Content warning: \(message)")
    }
}
