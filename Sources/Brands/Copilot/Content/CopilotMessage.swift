import MockshotKit

/// One turn of a Copilot conversation: the user's, in a blue bubble on the trailing side, or Copilot's
/// answer, as Markdown on an acrylic card beside the flourish, with the action row once it is complete.
public struct CopilotMessage: Sendable, Equatable {
    /// Who wrote it.
    public enum Role: String, Sendable, CaseIterable { case user, assistant }

    /// Where an answer is in its life.
    public enum State: String, Sendable, CaseIterable {
        /// Finished: the card with its action row (copy, like, dislike, regenerate, share, more).
        case complete
        /// Still arriving: the card without its action row; the prompt bar offers Stop.
        case streaming
        /// Before the first token: the flourish and its pulsing dots instead of a card (text is not
        /// shown); the prompt bar offers Stop.
        case thinking
    }

    /// Default `.user`.
    public var role: Role
    /// The message; an answer's is Markdown. Default "".
    public var text: String
    /// An answer's progress. Default `.complete`. Answers only.
    public var state: State

    public init(role: Role = .user, text: String = "", state: State = .complete) {
        self.role = role; self.text = text; self.state = state
    }

    /// A user turn.
    public static func user(_ text: String) -> CopilotMessage { CopilotMessage(role: .user, text: text) }

    /// An answer in Markdown.
    public static func assistant(_ text: String, state: State = .complete) -> CopilotMessage {
        CopilotMessage(role: .assistant, text: text, state: state)
    }
}
