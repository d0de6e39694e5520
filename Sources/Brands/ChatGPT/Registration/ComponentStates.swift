/// The named visual states of each registered component and screen (`--state NAME`); the first case
/// of each is the default. Accessibility variants (`large-type`, `increased-contrast`,
/// `reduce-motion`) are the environment values a user can set, applied around the component.
public enum SendButtonState: String, CaseIterable, Sendable { case enabled, disabled, generating, pressed }
public enum UserBubbleState: String, CaseIterable, Sendable {
    case text, withAttachment = "with-attachment", largeType = "large-type"
}
public enum AssistantMessageState: String, CaseIterable, Sendable {
    case neutral, thumbsUp = "thumbs-up", thumbsDown = "thumbs-down", flagged
    case increasedContrast = "increased-contrast", largeType = "large-type"
    /// Just after the feedback row's copy tap: a check mark in place of `doc.on.doc`.
    case copied
}
public enum FeedbackIconState: String, CaseIterable, Sendable {
    case regenerate, copy, thumbsUp = "thumbs-up", thumbsUpFilled = "thumbs-up-filled"
    case thumbsDown = "thumbs-down", thumbsDownFilled = "thumbs-down-filled", pressed
}
public enum CodeBlockState: String, CaseIterable, Sendable { case copy, copied, largeType = "large-type" }
public enum ComposerState: String, CaseIterable, Sendable {
    case empty, withText = "with-text", multiline, generating
    /// Taking dictation: the words so far, and the voice button's `waveform` on its filled circle.
    case dictating
}
/// A new chat's bar, and a conversation's, which adds Share.
public enum TopBarState: String, CaseIterable, Sendable { case newChat = "new-chat", conversation }
public enum SidebarRowState: String, CaseIterable, Sendable { case inactive, active }
public enum TypingIndicatorState: String, CaseIterable, Sendable {
    case t00 = "t0.0", t02 = "t0.2", t04 = "t0.4", t06 = "t0.6", t08 = "t0.8", t10 = "t1.0"
    case reduceMotion = "reduce-motion"
    /// Seconds into the animation this frame shows.
    public var time: Double {
        switch self {
        case .t00, .reduceMotion: 0
        case .t02: 0.2
        case .t04: 0.4
        case .t06: 0.6
        case .t08: 0.8
        case .t10: 1.0
        }
    }
}
public enum ModelChipState: String, CaseIterable, Sendable { case standard, largeType = "large-type" }
public enum BrandGlyphState: String, CaseIterable, Sendable { case blossom, sparkles }
public enum ConversationScreenState: String, CaseIterable, Sendable {
    case conversation, generating, largeType = "large-type", increasedContrast = "increased-contrast"
}
public enum VoiceScreenState: String, CaseIterable, Sendable {
    case t00 = "t0.0", t10 = "t1.0", t20 = "t2.0", reduceMotion = "reduce-motion"
    public var time: Double {
        switch self {
        case .t00: 0
        case .t10: 1
        case .t20, .reduceMotion: 2
        }
    }
}
