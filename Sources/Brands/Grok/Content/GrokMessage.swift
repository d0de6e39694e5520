import MockshotKit

/// One message of a Grok conversation: the user's, in a right-aligned bubble, or Grok's reply, drawn
/// without a bubble under the Grok mark, as Markdown, with its cited X posts and (once complete) the
/// action row.
public struct GrokMessage: Sendable, Equatable {
    /// Who wrote it.
    public enum Role: String, Sendable, CaseIterable { case user, assistant }

    /// Where a reply is in its life.
    public enum State: String, Sendable, CaseIterable {
        /// Finished: text, citations and the action row (copy, regenerate, share, thumbs).
        case complete
        /// Still arriving: the text so far with the blinking ▍ cursor; the prompt bar offers Stop.
        case streaming
        /// Searching X before answering: the pulsing "Searching X…" row; the prompt bar offers Stop.
        case searching
    }

    /// Default `.user`.
    public var role: Role
    /// The message; a reply's is Markdown. Default "".
    public var text: String
    /// X posts cited by a reply, shown under its text. Default none. Replies only.
    public var citations: [GrokCitation]
    /// A reply's progress. Default `.complete`. Replies only.
    public var state: State
    /// The action row's copy button shows its green check mark (just copied). Default false. Complete replies only.
    public var copied: Bool

    public init(role: Role = .user, text: String = "", citations: [GrokCitation] = [], state: State = .complete,
                copied: Bool = false) {
        self.role = role; self.text = text; self.citations = citations; self.state = state; self.copied = copied
    }

    /// A user message.
    public static func user(_ text: String) -> GrokMessage { GrokMessage(role: .user, text: text) }

    /// A reply in Markdown.
    public static func assistant(_ text: String, citations: [GrokCitation] = [], state: State = .complete,
                                 copied: Bool = false) -> GrokMessage {
        GrokMessage(role: .assistant, text: text, citations: citations, state: state, copied: copied)
    }

    /// Throws a `ContentError` for a field this message cannot show.
    public func validate(as field: String) throws(ContentError) {
        if role == .user {
            if !citations.isEmpty { throw .invalid(field: "\(field).citations", reason: "applies to replies only") }
            if state != .complete { throw .invalid(field: "\(field).state", reason: "applies to replies only") }
            if copied { throw .invalid(field: "\(field).copied", reason: "applies to replies only") }
        } else if copied && state != .complete {
            throw .invalid(field: "\(field).copied", reason: "needs a complete reply (the action row appears when it finishes)")
        }
        for (i, c) in citations.enumerated() {
            try ContentError.check("\(field).citations[\(i)].replies", c.replies, in: 0...Int.max)
            try ContentError.check("\(field).citations[\(i)].reposts", c.reposts, in: 0...Int.max)
            try ContentError.check("\(field).citations[\(i)].likes", c.likes, in: 0...Int.max)
        }
    }
}
