import Layout
import MockshotKit

/// `kik.screen` built from `content`: a conversation on the phone. The chat header, separators, incoming and
/// outgoing groups (2 pt between bubbles of a group, 10 pt between groups, a tail on the last bubble of
/// each), receipts under outgoing bubbles, and the compose bar. Messages sit at the bottom, above the
/// compose bar, as a chat scrolled to its latest message does; older ones are clipped at the top.
public struct KikConversationScreen: View {
    let content: KikConversation

    public init(content: KikConversation = KikConversation()) { self.content = content }

    /// Space above message `i`: none under a separator, 2 pt inside a group, 10 pt between groups.
    static func gap(_ messages: [KikMessage], before i: Int) -> Double {
        if i == 0 || messages[i].separator != nil { return 0 }
        return messages[i - 1].direction == messages[i].direction ? 2 : 10
    }

    public var body: some View {
        let messages = content.messages
        PhoneScreen(background: .kikCanvasAdaptive) {
            VStack(spacing: 0) {
                KikChatHeader(username: content.username)
                VStack(spacing: 0) {
                    ForEach(messages.indices, id: \.self) { i in
                        if let label = messages[i].separator {
                            Text(verbatim: label).font(.kikCaption).foregroundStyle(.tertiary)
                                .padding(.top, i == 0 ? 0 : 16).padding(.bottom, 12)
                        }
                        KikBubble(text: messages[i].text, outgoing: messages[i].direction == .outgoing,
                                  tailEnd: content.isTailEnd(at: i),
                                  timestamp: messages[i].time, receipt: messages[i].receipt)
                            .padding(.top, Self.gap(messages, before: i))
                    }
                }
                .padding(.horizontal, 12).padding(.vertical, 12)
                .fixedSize(horizontal: false, vertical: true)
                .frame(maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: .bottom)
                .clipped()
                KikComposeBar(text: .constant(content.draft), focused: content.isComposerFocused)
            }
            .kikTheme()
        }
    }
}
