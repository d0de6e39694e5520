import Layout
import MockshotKit

/// `kik.chats-screen`: the Chats tab on the phone: title, search, person and bot rows (unread
/// badges, every receipt, rows with neither) separated by hairlines inset to the text column, and the tab
/// bar with Chats selected.
public struct KikChatsScreen: View {
    let chats: [SampleChat]
    @Environment(\.displayScale) var displayScale

    public init(chats: [SampleChat] = SampleChat.chats) { self.chats = chats }

    public var body: some View {
        PhoneScreen(background: .kikCanvasAdaptive) {
            KikTabView(selection: .chats) {
                VStack(spacing: 0) {
                    KikChatsHeader()
                    ForEach(chats) { chat in
                        KikConvRow(name: chat.name, preview: chat.preview, time: chat.time, isBot: chat.isBot,
                                   unread: chat.unread, receipt: chat.receipt, gradient: chat.gradient)
                        // Hairline inset to the text column: 16 padding + 48 avatar + 12 spacing.
                        Rectangle().fill(Color.kikDividerAdaptive).frame(height: 1 / displayScale).padding(.leading, 76)
                    }
                }
            }
            .kikTheme()
        }
    }
}
