import Layout
import MockshotKit

/// `kik.screen`: a conversation on the phone. The chat header, time labels, incoming and outgoing
/// groups (2 pt between bubbles of a group, 10 pt between groups, a tail on the last bubble of each),
/// receipts under outgoing bubbles, and the empty compose bar. Messages sit at the bottom, above the
/// compose bar, as a chat scrolled to its latest message does; older ones are clipped at the top.
public struct KikConversationScreen: View {
    let username: String
    let messages: [SampleMessage]

    public init(username: String = "jess.k", messages: [SampleMessage] = SampleMessage.conversation) {
        self.username = username; self.messages = messages
    }

    /// Space above message `i`: none after a time label, 2 pt inside a group, 10 pt between groups.
    static func gap(_ messages: [SampleMessage], before i: Int) -> Double {
        if i == 0 || messages[i].timeLabel != nil { return 0 }
        return messages[i - 1].outgoing == messages[i].outgoing ? 2 : 10
    }

    public var body: some View {
        PhoneScreen(background: .kikCanvasAdaptive) {
            VStack(spacing: 0) {
                KikChatHeader(username: username)
                VStack(spacing: 0) {
                    ForEach(messages.indices, id: \.self) { i in
                        if let label = messages[i].timeLabel {
                            Text(label).font(.kikCaption).foregroundStyle(.tertiary)
                                .padding(.top, i == 0 ? 0 : 16).padding(.bottom, 12)
                        }
                        KikBubble(text: messages[i].text, outgoing: messages[i].outgoing,
                                  tailEnd: SampleMessage.isTailEnd(messages, at: i),
                                  timestamp: messages[i].timestamp, receipt: messages[i].receipt)
                            .padding(.top, Self.gap(messages, before: i))
                    }
                }
                .padding(.horizontal, 12).padding(.vertical, 12)
                .fixedSize(horizontal: false, vertical: true)
                .frame(maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: .bottom)
                .clipped()
                KikComposeBar(text: .constant(""))
            }
            .kikTheme()
        }
    }
}
