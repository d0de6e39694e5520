import Layout
import MockshotKit

/// Everything Copilot's conversation screen shows under its top bar: the greeting (with the tone
/// selector) while there are no messages, otherwise the turns resting on the prompt bar (a long
/// conversation runs up under the top bar's material, as it scrolls there in the app); suggestion chips;
/// and the prompt bar.
///
/// While the last answer is thinking or streaming the prompt bar offers Stop and no suggestions show.
public struct CopilotConversation: Sendable, Equatable {
    /// The conversation, oldest first. Default none: the greeting.
    public var messages: [CopilotMessage]
    /// The greeting shown while there are no messages. Default "Hey, what's on your mind today?".
    public var greeting: String
    /// The tone selected under the greeting. Default `.balanced`.
    public var tone: CopilotTone
    /// Suggestion chips above the prompt bar (the first leads with a flourish); hidden while an answer
    /// is on its way. Default none.
    public var suggestions: [String]
    /// User turns on the neutral surface instead of Copilot blue. Default false.
    public var neutralUserTurns: Bool
    /// Text typed into the prompt bar, not yet sent. Default "" (the placeholder "Message Copilot").
    public var draft: String
    /// The prompt bar has the keyboard focus: accent border and caret. Default false.
    public var isComposerFocused: Bool
    /// Seconds into the thinking dots' pulse, to pick the frame a still shows. Default 0.5.
    public var animationTime: Double

    public init(messages: [CopilotMessage] = [], greeting: String = "Hey, what's on your mind today?",
                tone: CopilotTone = .balanced, suggestions: [String] = [], neutralUserTurns: Bool = false,
                draft: String = "", isComposerFocused: Bool = false, animationTime: Double = 0.5) {
        self.messages = messages; self.greeting = greeting; self.tone = tone; self.suggestions = suggestions
        self.neutralUserTurns = neutralUserTurns; self.draft = draft; self.isComposerFocused = isComposerFocused
        self.animationTime = animationTime
    }

    /// The last answer is thinking or streaming.
    public var isGenerating: Bool {
        guard let last = messages.last, last.role == .assistant else { return false }
        return last.state != .complete
    }

    /// Suggestions show when there are some and no answer is on its way.
    public var showsSuggestions: Bool { !suggestions.isEmpty && !isGenerating }

    /// Throws a `ContentError` naming the first field that cannot be shown.
    public func validate() throws(ContentError) {
        try ContentError.checkTime("animationTime", animationTime)
        for (i, m) in messages.enumerated() where m.role == .user && m.state != .complete {
            throw .invalid(field: "messages[\(i)].state", reason: "applies to answers only")
        }
        for (i, m) in messages.dropLast().enumerated() where m.role == .assistant && m.state != .complete {
            throw .invalid(field: "messages[\(i)].state", reason: "is \(m.state.rawValue), but only the last message can still be arriving")
        }
    }

    /// Dynamic Type, Increase Contrast, Reduce Transparency (the top bar's and prompt bar's acrylic turns
    /// solid) and Bold Text always show; Reduce Motion while thinking dots pulse (they hold still).
    public func honours(in mode: ColorScheme) -> Set<AccessibilitySetting> {
        var s: Set<AccessibilitySetting> = [.dynamicType, .contrast, .reduceTransparency, .boldText]
        if messages.last.map({ $0.role == .assistant && $0.state == .thinking }) == true { s.insert(.reduceMotion) }
        return s
    }
}
