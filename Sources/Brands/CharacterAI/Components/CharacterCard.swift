import Layout

/// A Discover card: avatar, name, two-line description and the chat count.
/// Name and description scale with Dynamic Type; the chat-count meta is pinned (guide §8). An empty
/// `chats` leaves the meta row out.
public struct CharacterCard: View {
    let avatar: RadialGradient
    let name: String
    let desc: String
    let chats: String          // "2.4M chats"

    public init(avatar: RadialGradient, name: String, desc: String, chats: String) {
        self.avatar = avatar; self.name = name; self.desc = desc; self.chats = chats
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Circle().fill(avatar).frame(width: 48, height: 48)
            Text(name).font(.caiCardName).foregroundStyle(Color.caiTextPrimary)
            Text(desc).font(.caiCardDesc).foregroundStyle(Color.caiTextSecondary)
                .lineLimit(2).fixedSize(horizontal: false, vertical: true)
            if !chats.isEmpty {
                HStack(spacing: 5) {
                    Image(systemName: "bubble.left.and.bubble.right")
                        .font(.system(size: 11)).foregroundStyle(Color.caiTextTertiary)
                    Text(chats).font(.caiMeta).foregroundStyle(Color.caiTextTertiary)
                }
            }
        }
        .padding(16)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 16).fill(Color.caiSurface2))
        .overlay(RoundedRectangle(cornerRadius: 16).strokeBorder(Color.caiDivider, lineWidth: 1))
    }
}
