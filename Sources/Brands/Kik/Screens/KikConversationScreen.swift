import Layout
import MockshotKit

/// `kik.screen` built from `content`: a conversation on the phone. The chat header, separators, incoming and
/// outgoing groups (2 pt between bubbles of a group, 10 pt between groups, a tail on the last bubble of
/// each), receipts under outgoing bubbles, a bot's suggested replies, and the compose bar.
///
/// The messages scroll in a `ScrollView` opened on the latest one (`defaultScrollAnchor(.bottom)`: a short
/// chat rests on the compose bar too, as Kik's does), with the header and the compose area as
/// `safeAreaInset`s: the conversation runs on under both bars, as UIKit's do, so an older message passes
/// under the header (seen faintly through its 94 % canvas, hidden under Reduce Transparency's solid bar)
/// instead of being cut off at its edge.
public struct KikConversationScreen: View {
    let content: KikConversation

    public init(content: KikConversation = KikConversation()) { self.content = content }

    /// Space above message `i`: none under a separator, 2 pt inside a group, 10 pt between groups.
    static func gap(_ messages: [KikMessage], before i: Int) -> Double {
        if i == 0 || messages[i].separator != nil { return 0 }
        return messages[i - 1].direction == messages[i].direction ? 2 : 10
    }

    public var body: some View {
        PhoneScreen(background: .kikCanvasAdaptive) {
            ScrollView {
                transcript
            }
            .defaultScrollAnchor(.bottom)
            .safeAreaInset(edge: .top, spacing: 0) {
                KikChatHeader(username: content.username)
            }
            .safeAreaInset(edge: .bottom, spacing: 0) {
                VStack(spacing: 0) {
                    if !content.suggestedReplies.isEmpty { KikSuggestedReplies(content.suggestedReplies) }
                    KikComposeBar(text: .constant(content.draft), focused: content.isComposerFocused)
                }
            }
            .kikTheme()
        }
    }

    /// The messages with their separators, 12 pt in from the screen's edges and the bars.
    var transcript: some View {
        let messages = content.messages
        return VStack(spacing: 0) {
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
    }
}
