import Layout

/// Conversation history: New chat, a search field, then the chats grouped under date sections
/// ("Today", "Yesterday"…), 260 pt wide on the sidebar colour. The guide marks no row active;
/// `activeChatTitle` highlights the open conversation as the app does.
public struct GPTSidebar: View {
    let sections: [ConversationSection]
    let activeChatTitle: String?

    public init(sections: [ConversationSection], activeChatTitle: String? = nil) {
        self.sections = sections; self.activeChatTitle = activeChatTitle
    }

    /// The guide gives sections and chats a `UUID()` for identity only. Here the id is the title unless one
    /// is given: the same data always has the same ids, so renders stay deterministic (and need no Foundation).
    public struct ConversationSection: Identifiable, Sendable {
        public let id: String
        public let title: String  // "Today", "Yesterday", etc.
        public let chats: [ConversationItem]
        public init(id: String? = nil, title: String, chats: [ConversationItem]) {
            self.id = id ?? title; self.title = title; self.chats = chats
        }
    }
    public struct ConversationItem: Identifiable, Sendable {
        public let id: String
        public let title: String
        public init(id: String? = nil, title: String) { self.id = id ?? title; self.title = title }
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            // New chat button
            Button { } label: {
                HStack(spacing: 10) {
                    Image(systemName: "square.and.pencil").font(.system(size: 18))
                    Text("New chat").font(.gptButton)
                    Spacer()
                }
                .padding(.horizontal, 12)
                .padding(.vertical, 10)
                .background(RoundedRectangle(cornerRadius: 8).fill(GPTColor.sidebarActive))
            }
            .padding(12)

            // Search (the code leaves the glass at the body font's 17 pt; the symbol table says 16 pt)
            HStack {
                Image(systemName: "magnifyingglass").font(.system(size: 16)).foregroundStyle(GPTColor.textSecondary)
                TextField("Search chats", text: .constant(""))
                    .font(.gptMeta)
            }
            .padding(10)
            .background(RoundedRectangle(cornerRadius: 8).fill(GPTColor.sidebarActive))
            .padding(.horizontal, 12)

            // Conversation list
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 0) {
                    ForEach(sections) { section in
                        Text(section.title)
                            .font(.gptSidebarSection)
                            .foregroundStyle(GPTColor.textSecondary)
                            .padding(.horizontal, 12)
                            .padding(.top, 16)
                            .padding(.bottom, 4)

                        ForEach(section.chats) { chat in
                            ChatSidebarRow(title: chat.title, isActive: chat.title == activeChatTitle)
                        }
                    }
                }
            }
        }
        .frame(width: 260)
        .background(GPTColor.sidebar)
    }
}
