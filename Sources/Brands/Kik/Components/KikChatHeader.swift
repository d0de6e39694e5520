import Layout

/// The conversation header: a Kik Blue back chevron, the username centred between two flexible spaces,
/// and a 32 pt gradient avatar (tap → profile / Kik Code). No call icons. The username (`kikHeadline`)
/// scales with Dynamic Type; the chevron is a fixed 17 pt symbol.
///
/// Back is `chevron.backward` where the guide writes `chevron.left`: the same arrow left to right, and in a
/// right-to-left layout (where the row mirrors, Back on the right) it points right, as iOS's back buttons do.
public struct KikChatHeader: View {
    let username: String
    public init(username: String) { self.username = username }
    public var body: some View {
        HStack(spacing: 10) {
            Button {} label: { Image(systemName: "chevron.backward").font(.system(size: 17, weight: .semibold)).foregroundStyle(Color.kikBlue) }
            Spacer()
            Text(username).font(.kikHeadline)
            Spacer()
            Circle().fill(LinearGradient(colors: [.kikCyan, .kikBlueDeep], startPoint: .top, endPoint: .bottom))
                .frame(width: 32, height: 32)  // tap → profile / Kik Code
        }
        .padding(.horizontal, 14).padding(.vertical, 8)
        .kikBarBackground(hairline: .bottom)
    }
}
