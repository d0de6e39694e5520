import Layout

/// The sidebar: New chat, then recents grouped by day. Day labels use the pinned `cpLabelUpper`.
///
/// The guide's code stops at the TODAY label with a comment for the rows; the rows and the second day
/// group are filled in from that comment and the symbol table (`bubble.left` rows).
public struct CopilotSidebar: View {
    public let today: [String]
    public let yesterday: [String]
    /// The open conversation's title, drawn as the active row.
    public let active: String?

    /// On a phone the material reaches into the status-bar and home-indicator strips (a background
    /// ignores the safe area); the content stays inside it.
    public init(today: [String] = CopilotSampleContent.recentsToday, yesterday: [String] = CopilotSampleContent.recentsYesterday,
                active: String? = CopilotSampleContent.recentsToday.first) {
        self.today = today; self.yesterday = yesterday; self.active = active
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack { Image(systemName: "plus"); Text("New chat").font(.cpButton) }
                .padding(.vertical, 12).padding(.horizontal, 16)
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(RoundedRectangle(cornerRadius: 8).fill(Color.cpBlue))
                .foregroundStyle(.white)
            dayLabel("TODAY")
            ForEach(today.indices, id: \.self) { i in
                CopilotRecentRow(title: today[i], isActive: today[i] == active)
            }
            dayLabel("YESTERDAY")
            ForEach(yesterday.indices, id: \.self) { i in
                CopilotRecentRow(title: yesterday[i], isActive: yesterday[i] == active)
            }
            Spacer()
        }
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(.copilotMaterial)
    }

    private func dayLabel(_ text: String) -> some View {
        Text(text).font(.cpLabelUpper).foregroundStyle(Color.cpTextSecondary)
            .padding(.top, 16).padding(.leading, 4)
    }
}
