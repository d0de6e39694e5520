import Layout
import MockshotKit

/// `copilot.screen` built from `content`: the whole app on the phone — top bar, conversation, prompt bar.
public struct CopilotConversationScreen: View {
    public let content: CopilotConversation

    public init(content: CopilotConversation = CopilotConversation()) { self.content = content }

    public var body: some View {
        PhoneScreen(background: .cpCanvas) {
            CopilotRoot(sidebarOpen: false) {
                CopilotConversationView(content: content)
            }
        }
    }
}
