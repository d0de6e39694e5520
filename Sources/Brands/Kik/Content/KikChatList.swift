import Layout
import MockshotKit

/// Everything Kik's Chats tab shows: the title with scan and new-chat buttons, the search field, the
/// conversations (rows separated by hairlines), and the tab bar with Chats selected.
public struct KikChatList: Sendable, Equatable {
    /// The conversations, most recent first; rows past the bottom are cut off by the tab bar. Default none.
    public var chats: [KikChat]

    public init(chats: [KikChat] = []) { self.chats = chats }

    /// Throws a `ContentError` naming the first field that cannot be shown.
    public func validate() throws(ContentError) {
        for (i, c) in chats.enumerated() {
            try ContentError.check("chats[\(i)].unread", c.unread, in: 0...Int.max)
            if c.unread > 0 && c.receipt != nil {
                throw .invalid(field: "chats[\(i)].receipt", reason: "is not shown while the chat has unread messages")
            }
        }
    }

    /// Dynamic Type (the title, names and previews), Increase Contrast, Reduce Transparency (the tab bar
    /// turns solid) and Bold Text. Nothing in the list moves.
    public func honours(in mode: ColorScheme) -> Set<AccessibilitySetting> {
        [.dynamicType, .contrast, .reduceTransparency, .boldText]
    }
}
