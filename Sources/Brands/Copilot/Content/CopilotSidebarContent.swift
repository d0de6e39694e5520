import Layout
import MockshotKit

/// Everything Copilot's sidebar screen shows: the sidebar (New chat, recent chats grouped by day, the
/// open one highlighted) at 80 % of the screen over a 40 % black scrim, and the conversation behind it.
public struct CopilotSidebarContent: Sendable, Equatable {
    /// Recent chats by day, newest first. Default none.
    public var sections: [CopilotSidebarSection]
    /// The title of the open chat, drawn as the active row (nil: none). Default nil.
    public var activeChat: String?
    /// The conversation behind the scrim. Default a new one (the greeting).
    public var conversation: CopilotConversation

    public init(sections: [CopilotSidebarSection] = [], activeChat: String? = nil,
                conversation: CopilotConversation = CopilotConversation()) {
        self.sections = sections; self.activeChat = activeChat; self.conversation = conversation
    }

    /// Throws a `ContentError` naming the first field that cannot be shown.
    public func validate() throws(ContentError) {
        if let activeChat, !sections.contains(where: { $0.chats.contains(activeChat) }) {
            throw .invalid(field: "activeChat", reason: "is '\(activeChat)', which is not a chat in any section")
        }
        do { try conversation.validate() } catch { throw error.prefixed("conversation.") }
    }

    /// Dynamic Type (the conversation's text showing at the edge), Increase Contrast, Reduce Transparency
    /// (the sidebar's material turns solid) and Bold Text. Nothing in view moves: the thinking dots of the
    /// conversation behind are covered by the sidebar.
    public func honours(in mode: ColorScheme) -> Set<AccessibilitySetting> {
        [.dynamicType, .contrast, .reduceTransparency, .boldText]
    }
}

/// One day of Copilot's recent chats.
public struct CopilotSidebarSection: Sendable, Equatable {
    /// The day label, drawn in capitals as the app does ("Today" shows as TODAY). Default "Today".
    public var title: String
    /// Chat titles, newest first, one 48 pt row each. Default none.
    public var chats: [String]

    public init(title: String = "Today", chats: [String] = []) { self.title = title; self.chats = chats }
}
