import Layout

/// The sidebar: New chat, the search field, then recents grouped by day. Day labels use the pinned
/// `cpLabelUpper`.
///
/// The guide's code stops at the TODAY label with a comment for the rows; the rows and the second day
/// group are filled in from that comment and the symbol table (`bubble.left` rows, the sidebar's
/// `magnifyingglass` search field). The recents scroll under the fixed New chat and search, as a list
/// does, so any number of chats stays on the panel.
///
/// Opaque, by decision: the guide backs the sidebar with `.regularMaterial`, but on a phone it slides
/// over the (dimmed) conversation, and a material there lets the conversation's colours, the blue user
/// turns above all, show through the panel. The app's drawer is an opaque surface, so the material
/// frosts the app canvas laid under it (`cpCanvas`): the acrylic's tint without the conversation.
/// Reduce Transparency makes the material solid `cpSurface`, as everywhere in the kit.
public struct CopilotSidebar: View {
    /// The recents by day; titles are drawn in capitals (`cpLabelUpper`).
    public let sections: [CopilotSidebarSection]
    /// The open conversation's title, drawn as the active row.
    public let active: String?

    /// On a phone the material reaches into the status-bar and home-indicator strips (a background
    /// ignores the safe area); the content stays inside it.
    public init(today: [String] = CopilotSampleContent.recentsToday, yesterday: [String] = CopilotSampleContent.recentsYesterday,
                active: String? = CopilotSampleContent.recentsToday.first) {
        self.init(sections: [CopilotSidebarSection(title: "Today", chats: today), CopilotSidebarSection(title: "Yesterday", chats: yesterday)],
                  active: active)
    }

    public init(sections: [CopilotSidebarSection], active: String?) {
        self.sections = sections; self.active = active
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack { Image(systemName: "plus"); Text("New chat").font(.cpButton) }
                .padding(.vertical, 12).padding(.horizontal, 16)
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(RoundedRectangle(cornerRadius: 8).fill(Color.cpBlue))
                .foregroundStyle(.white)
            CopilotSidebarSearchField()
            // recents rows: 48pt; active row gets acrylic highlight + 3pt leading cpBlue bar
            ScrollView {
                VStack(alignment: .leading, spacing: 8) {
                    ForEach(sections.indices, id: \.self) { s in
                        dayLabel(sections[s].title.uppercased())
                        ForEach(sections[s].chats.indices, id: \.self) { i in
                            CopilotRecentRow(title: sections[s].chats[i], isActive: sections[s].chats[i] == active)
                        }
                    }
                }
            }
        }
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(.copilotMaterial)
        .background(Color.cpCanvas)
    }

    private func dayLabel(_ text: String) -> some View {
        Text(text).font(.cpLabelUpper).foregroundStyle(Color.cpTextSecondary)
            .padding(.top, 16).padding(.leading, 4)
    }
}
