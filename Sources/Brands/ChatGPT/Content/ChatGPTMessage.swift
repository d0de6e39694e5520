import MockshotKit

/// One message of a ChatGPT conversation: the user's, drawn as a right-aligned bubble (with attachment
/// tiles above it), or the assistant's, drawn without a bubble beside the sparkle, as Markdown, with the
/// feedback row under it once it is complete.
public struct ChatGPTMessage: Sendable, Equatable {
    /// Who wrote it.
    public enum Role: String, Sendable, CaseIterable { case user, assistant }

    /// Where an assistant reply is in its life.
    public enum State: String, Sendable, CaseIterable {
        /// Finished: the whole text and the feedback row.
        case complete
        /// Still arriving: the text so far, no feedback row, and the composer offers Stop.
        case streaming
        /// Not begun: the pulsing dots in its place (text is not shown), and the composer offers Stop.
        case typing
    }

    /// The thumbs of the feedback row.
    public enum Feedback: String, Sendable, CaseIterable {
        case none, thumbsUp = "thumbs-up", thumbsDown = "thumbs-down"
    }

    /// Default `.user`.
    public var role: Role
    /// The message. An assistant's is GitHub-flavoured Markdown (headings, lists, code blocks, tables…);
    /// a user's is shown as typed. Default "".
    public var text: String
    /// Files attached to a user message, each a URL or a file name; each gets a tile above the bubble
    /// showing the last path component. Default none. User messages only.
    public var attachments: [String]
    /// An assistant reply's progress. Default `.complete`. Assistant messages only.
    public var state: State
    /// The thumb chosen in the feedback row (filled). Default `.none`. Complete assistant messages only.
    public var feedback: Feedback
    /// The feedback row's copy button shows the check mark it swaps in after a tap. Default false.
    /// Complete assistant messages only.
    public var copied: Bool
    /// Which of the reply's code blocks (1 = the first) shows "Copied!" after its Copy button was tapped.
    /// Default none. Assistant messages only.
    public var copiedCodeBlock: Int?
    /// A refusal or content-policy reply: the small orange note above the feedback row. Default false.
    /// Assistant messages only.
    public var isFlagged: Bool

    public init(role: Role = .user, text: String = "", attachments: [String] = [], state: State = .complete,
                feedback: Feedback = .none, copied: Bool = false, copiedCodeBlock: Int? = nil, isFlagged: Bool = false) {
        self.role = role; self.text = text; self.attachments = attachments; self.state = state
        self.feedback = feedback; self.copied = copied; self.copiedCodeBlock = copiedCodeBlock; self.isFlagged = isFlagged
    }

    /// A user message.
    public static func user(_ text: String, attachments: [String] = []) -> ChatGPTMessage {
        ChatGPTMessage(role: .user, text: text, attachments: attachments)
    }

    /// An assistant reply in Markdown.
    public static func assistant(_ text: String, state: State = .complete, feedback: Feedback = .none, copied: Bool = false,
                                 copiedCodeBlock: Int? = nil, isFlagged: Bool = false) -> ChatGPTMessage {
        ChatGPTMessage(role: .assistant, text: text, state: state, feedback: feedback, copied: copied,
                       copiedCodeBlock: copiedCodeBlock, isFlagged: isFlagged)
    }

    /// Throws a `ContentError` for a field this message cannot show (`field` is the message's path,
    /// e.g. `messages[2]`).
    public func validate(as field: String) throws(ContentError) {
        switch role {
        case .user:
            if state != .complete { throw .invalid(field: "\(field).state", reason: "applies to assistant messages only") }
            if feedback != .none { throw .invalid(field: "\(field).feedback", reason: "applies to assistant messages only") }
            if copied { throw .invalid(field: "\(field).copied", reason: "applies to assistant messages only") }
            if copiedCodeBlock != nil { throw .invalid(field: "\(field).copiedCodeBlock", reason: "applies to assistant messages only") }
            if isFlagged { throw .invalid(field: "\(field).isFlagged", reason: "applies to assistant messages only") }
        case .assistant:
            if !attachments.isEmpty { throw .invalid(field: "\(field).attachments", reason: "applies to user messages only") }
            if state != .complete && (feedback != .none || copied) {
                throw .invalid(field: "\(field).feedback", reason: "needs a complete reply (the feedback row appears when it finishes)")
            }
            if let n = copiedCodeBlock {
                let blocks = ChatGPTCodeBlocks.count(in: text)
                if state == .typing || !(1...max(blocks, 1)).contains(n) || blocks == 0 {
                    throw .invalid(field: "\(field).copiedCodeBlock",
                                   reason: "is \(n), but the reply shows \(state == .typing ? 0 : blocks) code block\(blocks == 1 ? "" : "s")")
                }
            }
        }
    }
}
