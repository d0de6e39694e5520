import Layout
import MockshotKit

/// States of `kik.screen`: a chat with a person as shipped, a chat with a bot (suggested-reply chips above
/// the compose bar), and the person's chat at the accessibility3 Dynamic Type size.
public enum ConversationScreenState: String, CaseIterable, Sendable {
    case `default`
    case bot
    case largeType = "large-type"

    /// The conversation the state shows.
    var content: KikConversation { self == .bot ? .botSample : .sample }

    /// What the state stands for: large type is accessibility3.
    var preset: AccessibilitySettings {
        self == .largeType ? AccessibilitySettings(dynamicTypeSize: .accessibility3) : .standard
    }
}
