import Layout
import MockshotKit

/// `copilot.sidebar-screen`: the sidebar open over the dimmed conversation, scrim and sidebar material
/// reaching under the status bar and home indicator.
public struct CopilotSidebarScreen: View {
    public init() {}

    public var body: some View {
        PhoneScreen(background: .cpCanvas) {
            CopilotRoot(sidebarOpen: true) {
                CopilotConversationView(moment: .finished)
            }
        }
    }
}
