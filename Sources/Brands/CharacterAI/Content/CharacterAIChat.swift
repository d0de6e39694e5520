import Layout
import MockshotKit

/// Everything Character.AI's chat screen shows: the header with the character, the greeting header
/// (avatar, name, tagline), the character's greeting and the messages, the typing indicator, and the
/// composer. Messages start under the greeting; once they overflow, the latest stay in view above the
/// composer, as the app opens scrolled to the end.
///
/// The retry / copy / rate row sits under the latest finished reply, as in the app. The composer offers
/// Stop while the character is typing or a reply is streaming.
public struct CharacterAIChat: Sendable, Equatable {
    /// Default the guide's Aria.
    public var character: CharacterAICharacter
    /// The chat after the character's greeting, oldest first. Default none.
    public var messages: [CharacterAIMessage]
    /// The character is typing: three pulsing dots in a bubble after the last message. Default false.
    public var isTyping: Bool
    /// Text typed into the composer, not yet sent. Default "" (the placeholder "Message <name>…").
    public var draft: String
    /// The composer has the keyboard focus: its caret shows. Default false.
    public var isComposerFocused: Bool
    /// Seconds into the looping animations, to pick the frame a still shows: the typing dots' 1.2 s
    /// wave and a streaming reply's caret, which blinks every 0.5 s (on first). Default 0.3.
    public var animationTime: Double

    public init(character: CharacterAICharacter = CharacterAICharacter(), messages: [CharacterAIMessage] = [],
                isTyping: Bool = false, draft: String = "", isComposerFocused: Bool = false, animationTime: Double = 0.3) {
        self.character = character; self.messages = messages; self.isTyping = isTyping; self.draft = draft
        self.isComposerFocused = isComposerFocused; self.animationTime = animationTime
    }

    /// The messages as shown: the character's greeting first, if it has one.
    public var transcript: [CharacterAIMessage] {
        (character.greeting.isEmpty ? [] : [.character(character.greeting)]) + messages
    }

    /// The index in `transcript` of the reply that carries the retry / copy / rate row.
    public var actionsIndex: Int? {
        transcript.lastIndex { $0.role == .character && $0.state == .complete }
    }

    /// The composer offers Stop.
    public var isGenerating: Bool { isTyping || messages.last.map { $0.role == .character && $0.state == .streaming } == true }

    /// The typing dots' phase in radians at `animationTime` (0 → 2π every 1.2 s).
    public var typingPhase: Double { 2 * .pi * animationTime / 1.2 }

    /// A streaming caret's blink at `animationTime` (0.5 s on, 0.5 s off).
    public var caretOn: Bool { Int((max(animationTime, 0) / 0.5).rounded(.down)) % 2 == 0 }

    /// Throws a `ContentError` naming the first field that cannot be shown.
    public func validate() throws(ContentError) {
        try ContentError.checkTime("animationTime", animationTime)
        for (i, m) in messages.enumerated() where m.role == .user {
            if m.state != .complete { throw .invalid(field: "messages[\(i)].state", reason: "applies to the character's messages only") }
            if m.rating != .none { throw .invalid(field: "messages[\(i)].rating", reason: "applies to the character's messages only") }
        }
        for (i, m) in messages.dropLast().enumerated() where m.state == .streaming {
            throw .invalid(field: "messages[\(i)].state", reason: "is streaming, but only the last message can still be arriving")
        }
        if isTyping, messages.last?.state == .streaming {
            throw .invalid(field: "isTyping", reason: "cannot be true while the last message is streaming")
        }
        let offset = character.greeting.isEmpty ? 0 : 1
        for (i, m) in messages.enumerated() where m.rating != .none && i + offset != actionsIndex {
            throw .invalid(field: "messages[\(i)].rating", reason: "is not shown: the rating row sits under the latest finished reply only")
        }
    }

    /// Dynamic Type, Increase Contrast and Bold Text always show (names and messages); Reduce Motion when
    /// the typing dots are in view (their wave stops); the chat is opaque, so Reduce Transparency never shows.
    public func honours(in mode: ColorScheme) -> Set<AccessibilitySetting> {
        var s: Set<AccessibilitySetting> = [.dynamicType, .contrast, .boldText]
        if isTyping { s.insert(.reduceMotion) }
        return s
    }
}
