import Layout

/// Grok's signature citation: an X post as a tappable card (avatar, author, verified seal, handle and
/// age, the post clipped to four lines, reply/repost/like counts).
///
/// The guide tracks the finger with `onLongPressGesture(pressing:)` into `@State pressed`; here `pressed`
/// is a parameter. Pressed, the card lifts to `grokSurface3` with a link-blue border. The counts, like all
/// Grok text in Inter, draw the slashed zero (the tokens carry Inter's `zero` feature, see `Font.grokBody`).
public struct XCitationCard: View {
    let author: String
    let handle: String
    let timeAgo: String
    let isVerified: Bool
    let postText: String
    let replies: Int
    let reposts: Int
    let likes: Int
    let onOpen: () -> Void

    @State private var pressed: Bool

    public init(author: String, handle: String, timeAgo: String, isVerified: Bool, postText: String,
                replies: Int, reposts: Int, likes: Int, pressed: Bool = false, onOpen: @escaping () -> Void = {}) {
        self.author = author; self.handle = handle; self.timeAgo = timeAgo; self.isVerified = isVerified
        self.postText = postText; self.replies = replies; self.reposts = reposts; self.likes = likes
        self.onOpen = onOpen
        _pressed = State(initialValue: pressed)
    }

    public var body: some View {
        Button(action: onOpen) {
            VStack(alignment: .leading, spacing: 10) {
                HStack(spacing: 8) {
                    Circle().fill(Color.grokSurface3).frame(width: 28, height: 28)
                    Text(author).font(.grokCiteAuthor).foregroundStyle(Color.grokTextPrimary)
                    if isVerified {
                        Image(systemName: "checkmark.seal.fill")
                            .font(.system(size: 14)).foregroundStyle(Color.grokLinkBlue)
                    }
                    Text("@\(handle) · \(timeAgo)")
                        .font(.grokCiteMeta).foregroundStyle(Color.grokTextSecondary)
                    Spacer()
                    Image("x-glyph").resizable().frame(width: 16, height: 16)
                        .foregroundStyle(Color.grokTextSecondary)
                }
                Text(postText)
                    .font(.grokBodySmall).foregroundStyle(Color.grokTextPrimary)
                    .lineLimit(4)
                HStack(spacing: 20) {
                    metric("bubble.left", replies)
                    metric("arrow.2.squarepath", reposts)
                    metric("heart", likes)
                }
                .font(.grokCaption).foregroundStyle(Color.grokTextSecondary)
            }
            .padding(14)
            .background(RoundedRectangle(cornerRadius: 16)
                .fill(pressed ? Color.grokSurface3 : Color.grokSurface2))
            .overlay(RoundedRectangle(cornerRadius: 16)
                .strokeBorder(pressed ? Color.grokLinkBlue : Color.grokDivider, lineWidth: 1))
        }
        .buttonStyle(.plain)
        .onLongPressGesture(minimumDuration: 0, pressing: { pressed = $0 }, perform: {})
    }

    private func metric(_ symbol: String, _ n: Int) -> some View {
        HStack(spacing: 4) {
            Image(systemName: symbol).font(.system(size: 14))
            Text("\(n)")
        }
    }
}
