import Layout
import MockshotKit

/// Everything the ChatGPT conversation screen shows: the model in the top bar's chip, the messages
/// (the thread opens on the latest one, as the app does, and a short one starts under the top bar),
/// and the composer. `ChatGPTConversationScreen(content: .init(messages: [.user("Hi"), .assistant("Hello!")]))`
/// is a complete screen.
///
/// The composer offers Stop while the last message is an assistant reply that is streaming or typing;
/// otherwise it shows `draft` (with the send button) or its placeholder (with web search and voice), or
/// while dictating the words so far with the voice button at work. The top bar offers Share once the
/// thread has begun.
public struct ChatGPTConversation: Sendable, Equatable {
    /// The model name in the top bar's chip. Default "ChatGPT".
    public var model: String
    /// The conversation, oldest first. Default none (a new chat).
    public var messages: [ChatGPTMessage]
    /// Text typed into the composer, not yet sent. Default "" (the placeholder "Message ChatGPT…").
    public var draft: String
    /// The composer has the keyboard focus: its caret shows. Default false.
    public var isComposerFocused: Bool
    /// The composer is taking dictation: its voice button shows `waveform` on a filled circle, beside
    /// the words so far (`draft`), instead of Send. Default false. Not while a reply is on its way.
    public var isDictating: Bool
    /// Seconds into the looping animations (the typing dots), to pick the frame a still shows. Default 0.4.
    public var animationTime: Double

    public init(model: String = "ChatGPT", messages: [ChatGPTMessage] = [], draft: String = "",
                isComposerFocused: Bool = false, isDictating: Bool = false, animationTime: Double = 0.4) {
        self.model = model; self.messages = messages; self.draft = draft
        self.isComposerFocused = isComposerFocused; self.isDictating = isDictating; self.animationTime = animationTime
    }

    /// A reply is on its way: the last message is an assistant reply still streaming or typing.
    public var isGenerating: Bool {
        guard let last = messages.last, last.role == .assistant else { return false }
        return last.state != .complete
    }

    /// Throws a `ContentError` naming the first message field that cannot be shown.
    public func validate() throws(ContentError) {
        try ContentError.checkTime("animationTime", animationTime)
        for (i, m) in messages.enumerated() { try m.validate(as: "messages[\(i)]") }
        for (i, m) in messages.dropLast().enumerated() where m.role == .assistant && m.state != .complete {
            throw .invalid(field: "messages[\(i)].state", reason: "is \(m.state.rawValue), but only the last message can still be arriving")
        }
        if isDictating && isGenerating {
            throw .invalid(field: "isDictating", reason: "needs an idle composer, but a reply is on its way (the composer shows Stop)")
        }
    }

    /// The accessibility settings that change this screen in `mode`. Dynamic Type (message text and the
    /// composer), Increase Contrast (secondary text and icons) and Bold Text always show; Reduce Motion
    /// only while typing dots pulse (they stop, with a "Generating..." label); ChatGPT draws nothing
    /// translucent, so Reduce Transparency never shows.
    public func honours(in mode: ColorScheme) -> Set<AccessibilitySetting> {
        var s: Set<AccessibilitySetting> = [.dynamicType, .contrast, .boldText]
        if messages.contains(where: { $0.role == .assistant && $0.state == .typing }) { s.insert(.reduceMotion) }
        return s
    }
}
