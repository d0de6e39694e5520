import Layout
import MockshotKit

/// Everything Kik's conversation screen shows: the header with the username, the messages (resting on the
/// compose bar, as a chat scrolled to its latest message; older ones pass under the header), separators, a
/// bot's suggested replies, and the compose bar.
public struct KikConversation: Sendable, Equatable {
    /// The other person's username, centred in the header. Default "jess.k".
    public var username: String
    /// The conversation, oldest first. Default none.
    public var messages: [KikMessage]
    /// Text typed into the compose bar, not yet sent: "Send" turns Kik Blue. Default "".
    public var draft: String
    /// The compose bar has the keyboard focus: its caret shows. Default false.
    public var isComposerFocused: Bool
    /// Replies a bot suggests, as chips in a row above the compose bar, in order; each is sent as your message
    /// when tapped. Default none (people's chats have none).
    public var suggestedReplies: [String]

    public init(username: String = "jess.k", messages: [KikMessage] = [], draft: String = "", isComposerFocused: Bool = false,
                suggestedReplies: [String] = []) {
        self.username = username; self.messages = messages; self.draft = draft; self.isComposerFocused = isComposerFocused
        self.suggestedReplies = suggestedReplies
    }

    /// Whether `messages[index]` ends its group (the next message, if any, is from the other side or
    /// opens a new stretch under a separator).
    public func isTailEnd(at index: Int) -> Bool {
        index == messages.count - 1 || messages[index + 1].direction != messages[index].direction
            || messages[index + 1].separator != nil
    }

    /// Throws a `ContentError` naming the first field that cannot be shown.
    public func validate() throws(ContentError) {
        for (i, m) in messages.enumerated() where m.direction == .incoming {
            if !m.time.isEmpty { throw .invalid(field: "messages[\(i)].time", reason: "applies to outgoing messages only (Kik shows no time under incoming ones)") }
            if m.receipt != .read { throw .invalid(field: "messages[\(i)].receipt", reason: "applies to outgoing messages only") }
        }
        for (i, reply) in suggestedReplies.enumerated() where reply.allSatisfy({ $0.isWhitespace }) {
            throw .invalid(field: "suggestedReplies[\(i)]", reason: "is empty (a chip needs a reply to show)")
        }
    }

    /// Dynamic Type (usernames and messages), Increase Contrast (receipts and times), Reduce Transparency
    /// (the header and compose bar turn solid) and Bold Text. Nothing in a Kik chat moves.
    public func honours(in mode: ColorScheme) -> Set<AccessibilitySetting> {
        [.dynamicType, .contrast, .reduceTransparency, .boldText]
    }
}
