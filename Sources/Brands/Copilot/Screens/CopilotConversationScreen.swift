import Layout
import MockshotKit

/// `copilot.screen` built from `content`: the whole app on a 390×844 phone — top bar, conversation,
/// prompt bar.
public struct CopilotConversationScreen: View {
    public let content: CopilotConversation

    public init(content: CopilotConversation = CopilotConversation()) { self.content = content }

    public var body: some View {
        CopilotPhone {
            CopilotRoot(sidebarOpen: false, safeArea: CopilotPhone<EmptyView>.safeArea) {
                CopilotConversationView(content: content)
            }
        }
    }
}
