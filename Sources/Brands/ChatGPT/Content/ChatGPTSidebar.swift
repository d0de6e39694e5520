import Layout
import MockshotKit

/// Everything the ChatGPT sidebar screen shows: the conversation history in dated sections with the
/// open chat highlighted, the account at the foot, and the chat itself pushed aside and dimmed.
public struct ChatGPTSidebar: Sendable, Equatable {
    /// The history, newest section first ("Today", "Yesterday", "Previous 7 Days"…). Default none.
    public var sections: [ChatGPTSidebarSection]
    /// The title of the open chat, highlighted in the list (nil or a title not in the list: none). Default nil.
    public var activeChat: String?
    /// The account name at the sidebar's foot; its initials fill the avatar. Default "Jordan Lee".
    public var accountName: String
    /// The chat behind the sidebar, of which the leading 130 pt show. Default a new chat.
    public var conversation: ChatGPTConversation

    public init(sections: [ChatGPTSidebarSection] = [], activeChat: String? = nil, accountName: String = "Jordan Lee",
                conversation: ChatGPTConversation = ChatGPTConversation()) {
        self.sections = sections; self.activeChat = activeChat; self.accountName = accountName; self.conversation = conversation
    }

    /// Throws a `ContentError` for the first field that cannot be shown.
    public func validate() throws(ContentError) {
        if let activeChat, !sections.contains(where: { $0.chats.contains(activeChat) }) {
            throw .invalid(field: "activeChat", reason: "is '\(activeChat)', which is not a chat in any section")
        }
        do { try conversation.validate() } catch { throw error.prefixed("conversation.") }
    }

    /// Dynamic Type, Increase Contrast and Bold Text always show (titles, the search field's secondary
    /// text); Reduce Motion only when the chat behind has typing dots (they show in its visible strip).
    public func honours(in mode: ColorScheme) -> Set<AccessibilitySetting> {
        var s: Set<AccessibilitySetting> = [.dynamicType, .contrast, .boldText]
        if conversation.honours(in: mode).contains(.reduceMotion) { s.insert(.reduceMotion) }
        return s
    }
}

/// One dated group of the ChatGPT sidebar.
public struct ChatGPTSidebarSection: Sendable, Equatable {
    /// The section heading as the app shows it. Default "Today".
    public var title: String
    /// Chat titles, newest first, one 40 pt row each. Default none.
    public var chats: [String]

    public init(title: String = "Today", chats: [String] = []) { self.title = title; self.chats = chats }
}
