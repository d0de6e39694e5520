import Layout
import MockshotKit

/// `kik.chats-screen` built from `content`: the Chats tab on the phone: title, search, person and bot rows
/// (unread badges, receipts, rows with neither) separated by hairlines inset to the text column, scrolling
/// in the Chats tab of the guide's `TabView` (the tab bar with Chats selected).
public struct KikChatsScreen: View {
    let content: KikChatList
    @Environment(\.displayScale) var displayScale

    public init(content: KikChatList = KikChatList()) { self.content = content }

    public var body: some View {
        PhoneScreen(background: .kikCanvasAdaptive) {
            KikTabView(selection: .chats) {
                ScrollView {
                    VStack(spacing: 0) {
                        KikChatsHeader()
                        ForEach(content.chats.indices, id: \.self) { i in
                            let chat = content.chats[i]
                            KikConvRow(name: chat.name, preview: chat.preview, time: chat.time, isBot: chat.isBot,
                                       unread: chat.unread > 0 ? chat.unread : nil, receipt: chat.receipt,
                                       gradient: (chat.avatar ?? .generated(for: chat.name)).colors)
                            // Hairline inset to the text column: 16 padding + 48 avatar + 12 spacing.
                            Rectangle().fill(Color.kikDividerAdaptive).frame(height: 1 / displayScale).padding(.leading, 76)
                        }
                    }
                }
            }
            .kikTheme()
        }
    }
}
