import Layout
import MockshotKit

/// `copilot.sidebar-screen` built from `content`: the sidebar open over the dimmed conversation, scrim
/// and sidebar material reaching under the status bar and home indicator.
public struct CopilotSidebarScreen: View {
    public let content: CopilotSidebarContent

    public init(content: CopilotSidebarContent = CopilotSidebarContent()) { self.content = content }

    public var body: some View {
        PhoneScreen(background: .cpCanvas) {
            CopilotRoot(sidebar: CopilotSidebar(sections: content.sections, active: content.activeChat)) {
                CopilotConversationView(content: content.conversation)
            }
        }
    }
}
