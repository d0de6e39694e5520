import Layout
import MockshotKit

/// `copilot.screen`: the whole app on the phone — top bar, conversation, prompt bar.
public struct CopilotConversationScreen: View {
    public var moment: CopilotConversationMoment = .finished
    public var promptText: String = ""
    public var promptFocused: Bool = false

    public init(moment: CopilotConversationMoment = .finished, promptText: String = "", promptFocused: Bool = false) {
        self.moment = moment; self.promptText = promptText; self.promptFocused = promptFocused
    }

    public var body: some View {
        PhoneScreen(background: .cpCanvas) {
            CopilotRoot(sidebarOpen: false) {
                CopilotConversationView(moment: moment, promptText: promptText, promptFocused: promptFocused)
            }
        }
    }
}
