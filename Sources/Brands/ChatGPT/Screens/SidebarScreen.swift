import Layout
import MockshotKit

/// The sidebar open over the chat, built from `content`: the brand row, the guide's `GPTSidebar` (with
/// the open chat highlighted) and the account row, and the conversation pushed aside and dimmed on the
/// right. The two panels run the full height of the phone, under the status bar and home indicator too.
public struct ChatGPTSidebarScreen: View {
    let content: ChatGPTSidebar

    public init(content: ChatGPTSidebar = ChatGPTSidebar()) { self.content = content }

    public var body: some View {
        PhoneScreen(background: .clear) {
            HStack(spacing: 0) {
                VStack(alignment: .leading, spacing: 0) {
                    SidebarBrandRow()
                    GPTSidebar(sections: content.sections.map { section in
                                   GPTSidebar.ConversationSection(title: section.title, chats: section.chats.map { .init(title: $0) })
                               },
                               activeChatTitle: content.activeChat)
                        .frame(maxHeight: .infinity, alignment: .top)
                    SidebarAccountRow(name: content.accountName, initials: Initials.of(content.accountName))
                }
                .frame(width: 260)
                .background(GPTColor.sidebar)

                // The chat, slid right by the sidebar's width: what the sidebar leaves of it shows, dimmed.
                VStack(spacing: 0) {
                    GPTTopBar(modelName: content.conversation.model, showsShare: !content.conversation.messages.isEmpty)
                    ScrollView {
                        ChatGPTThread(content: content.conversation)
                            .readableWidth(ChatGPTKit.readableWidth)
                    }
                    .defaultScrollAnchor(.bottom, for: .initialOffset)
                    Composer(text: .constant(content.conversation.draft), isGenerating: content.conversation.isGenerating,
                             isDictating: content.conversation.isDictating)
                        .environment(\.isFocused, content.conversation.isComposerFocused)
                        .readableWidth(ChatGPTKit.readableWidth)
                        .padding(.top, 8)
                }
                .frame(width: UIScreen.main.bounds.width)
                .background(GPTColor.canvas)
                .overlay(Self.dim)
                .frame(minWidth: 0, maxWidth: .infinity, alignment: .leading)
                .clipped()
            }
            .foregroundStyle(GPTColor.textPrimary)
        }
        .background {
            HStack(spacing: 0) {
                GPTColor.sidebar.frame(width: 260)
                GPTColor.canvas.overlay(Self.dim)
            }
        }
    }

    /// The shade over the pushed-aside chat.
    static let dim = Color.black.opacity(0.2)
}

/// The sidebar's first row: the blossom glyph and the product name, and Settings at its trailing end
/// (the guide's symbol table: `gear`, 22 pt), in the secondary ink of the sidebar's other controls, at
/// the row's 24 pt inset like the account row's More below it; the 44 pt row is its target.
struct SidebarBrandRow: View {
    var body: some View {
        HStack(spacing: 10) {
            Image("chatgpt-blossom")
                .resizable()
                .frame(width: 22, height: 22)
                .foregroundStyle(GPTColor.textPrimary)
            Text("ChatGPT")
                .font(.gptSidebarTitle)
                .foregroundStyle(GPTColor.textPrimary)
            Spacer()
            Button { } label: {
                Image(systemName: "gear")
                    .font(.system(size: 22))
                    .foregroundStyle(GPTColor.textSecondary)
            }
            .accessibilityLabel("Settings")
        }
        .padding(.horizontal, 24)
        .frame(height: 44)
    }
}

/// The account row pinned to the sidebar's foot: initials avatar, name, and a More button.
struct SidebarAccountRow: View {
    let name: String
    let initials: String

    var body: some View {
        HStack(spacing: 10) {
            Text(initials)
                .font(Font.custom("Söhne-Kraftig", fixedSize: 12).weight(.medium))
                .foregroundStyle(Color.white)
                .frame(width: 32, height: 32)
                .background(Circle().fill(Color.gptLegacyGreen))
            Text(name)
                .font(.gptSidebarTitle)
                .foregroundStyle(GPTColor.textPrimary)
                .lineLimit(1)
            Spacer()
            Image(systemName: "ellipsis")
                .font(.system(size: 18))
                .foregroundStyle(GPTColor.textSecondary)
        }
        .padding(.horizontal, 24)
        .frame(height: 60)
        .overlay(Rectangle().fill(GPTColor.divider).frame(height: 1), alignment: .top)
    }
}
