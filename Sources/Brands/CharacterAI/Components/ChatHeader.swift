import Layout

/// The chat's top bar: back chevron, the character's avatar and name with its creator, and the overflow
/// menu. The guide gives only its symbols (`chevron.left`, vertical `ellipsis`, both 18 pt); the layout
/// follows the rest of the kit: 14 pt side margins like the message rows, a 32 pt avatar (kit choice),
/// the name in `caiHeaderName` (scales) over the pinned `caiMeta` creator line, and a `caiDivider`
/// hairline under it, drawn as the composer draws its own.
public struct ChatHeader: View {
    let avatar: RadialGradient
    let name: String
    let creator: String        // "@lumen"

    public static let minHeight = 56.0

    public init(avatar: RadialGradient, name: String, creator: String) {
        self.avatar = avatar; self.name = name; self.creator = creator
    }

    public var body: some View {
        HStack(spacing: 10) {
            Button(action: {}) {
                Image(systemName: "chevron.left")
                    .font(.system(size: 18, weight: .semibold))
                    .foregroundStyle(Color.caiTextPrimary)
            }
            .accessibilityLabel("Back")
            CAIAvatar(avatar, size: 32)
            VStack(alignment: .leading, spacing: 1) {
                Text(name).font(.caiHeaderName).foregroundStyle(Color.caiTextPrimary)
                Text(verbatim: "by \(creator)").font(.caiMeta).foregroundStyle(Color.caiTextTertiary)
            }
            Spacer(minLength: 8)
            Button(action: {}) {
                Image(systemName: "ellipsis")
                    .font(.system(size: 18, weight: .semibold))
                    .rotationEffect(.degrees(90))
                    .foregroundStyle(Color.caiTextSecondary)
            }
            .accessibilityLabel("Chat menu")
        }
        .padding(.horizontal, 14)
        .padding(.vertical, 8)
        .frame(minHeight: Self.minHeight)
        .overlay(Divider().background(Color.caiDivider), alignment: .bottom)
    }
}
