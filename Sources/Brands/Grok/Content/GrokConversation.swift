import Layout
import MockshotKit

/// Everything Grok's conversation screen shows: the top bar's Regular / Fun toggle, the messages (the
/// conversation opens on the latest one; a short one starts under the top bar), and the prompt bar
/// with the disclaimer under it.
///
/// The Send button follows the guide's state machine: Stop while the last reply is streaming or
/// searching, white once `draft` has text, grey otherwise.
public struct GrokConversation: Sendable, Equatable {
    /// The mode toggle in the top bar.
    public enum Mode: String, Sendable, CaseIterable { case regular, fun }

    /// Default `.regular`.
    public var mode: Mode
    /// The conversation, oldest first. Default none.
    public var messages: [GrokMessage]
    /// Text typed into the prompt bar, not yet sent. Default "" (the placeholder "Ask Grok anything").
    public var draft: String
    /// The prompt bar is being edited: brighter border and a caret. Default false.
    public var isComposerFocused: Bool
    /// Seconds into the looping animations, to pick the frame a still shows: the cursor blinks every
    /// 0.53 s (visible first), "Searching X…" pulses over 0.9 s. Default 0.
    public var animationTime: Double

    public init(mode: Mode = .regular, messages: [GrokMessage] = [], draft: String = "", isComposerFocused: Bool = false,
                animationTime: Double = 0) {
        self.mode = mode; self.messages = messages; self.draft = draft; self.isComposerFocused = isComposerFocused
        self.animationTime = animationTime
    }

    /// The Send button's state.
    public var sendState: GrokSendButton.State {
        if let last = messages.last, last.role == .assistant, last.state != .complete { return .streaming }
        return draft.isEmpty ? .disabled : .enabled
    }

    /// The streaming cursor's blink phase at `animationTime` (0.53 s on, 0.53 s off).
    public var cursorVisible: Bool { Int((max(animationTime, 0) / 0.53).rounded(.down)) % 2 == 0 }

    /// Throws a `ContentError` naming the first field that cannot be shown.
    public func validate() throws(ContentError) {
        try ContentError.checkTime("animationTime", animationTime)
        for (i, m) in messages.enumerated() { try m.validate(as: "messages[\(i)]") }
        for (i, m) in messages.dropLast().enumerated() where m.role == .assistant && m.state != .complete {
            throw .invalid(field: "messages[\(i)].state", reason: "is \(m.state.rawValue), but only the last message can still be arriving")
        }
    }

    /// Dynamic Type (messages, the prompt), Increase Contrast (secondary text: the disclaimer) and Bold
    /// Text always show; Reduce Motion when the frame has something moving: a reply streaming in (Reduce
    /// Motion shows it only once complete, faded in whole) or a dimmed "Searching X…" (it holds still).
    /// Grok draws nothing translucent, so Reduce Transparency never shows.
    public func honours(in mode: ColorScheme) -> Set<AccessibilitySetting> {
        var s: Set<AccessibilitySetting> = [.dynamicType, .contrast, .boldText]
        if let last = messages.last, last.role == .assistant {
            if last.state == .streaming { s.insert(.reduceMotion) }
            if last.state == .searching && GrokPulse.opacity(at: animationTime) != 1 { s.insert(.reduceMotion) }
        }
        return s
    }
}
