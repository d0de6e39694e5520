import Layout

/// The chat's top bar: back chevron, the character's avatar and name with its creator, New chat and the
/// overflow menu. The guide gives only its symbols (Back, New chat `square.and.pencil` and the vertical
/// `ellipsis`, all 18 pt); the layout follows the rest of the kit: 14 pt side margins like the message
/// rows, a 32 pt avatar (kit choice), the name in `caiHeaderName` (scales) over the pinned `caiMeta`
/// creator line, and a `caiDivider` hairline under it, drawn as the composer draws its own.
///
/// Decided here (the guide lists the symbols, not where they sit): New chat is a header action beside the
/// overflow menu, as the symbol table sizes it with the header's other 18 pt symbols, 16 pt apart from it.
/// Back is `chevron.backward` rather than the table's `chevron.left`, so it points right in a
/// right-to-left layout, where the whole bar mirrors (Back at the right edge, the actions at the left).
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
                Image(systemName: "chevron.backward")
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
            HStack(spacing: 16) {
                Button(action: {}) {
                    Image(systemName: "square.and.pencil")
                        .font(.system(size: 18, weight: .semibold))
                        .foregroundStyle(Color.caiTextSecondary)
                }
                .accessibilityLabel("New chat")
                Button(action: {}) {
                    Image(systemName: "ellipsis")
                        .font(.system(size: 18, weight: .semibold))
                        .rotationEffect(.degrees(90))
                        .foregroundStyle(Color.caiTextSecondary)
                }
                .accessibilityLabel("Chat menu")
            }
        }
        .padding(.horizontal, 14)
        .padding(.vertical, 8)
        .frame(minHeight: Self.minHeight)
        .overlay(Divider().background(Color.caiDivider), alignment: .bottom)
    }
}
