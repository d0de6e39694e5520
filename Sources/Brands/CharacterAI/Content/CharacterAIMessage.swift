/// One message of a Character.AI chat: the character's, in a bubble tucked toward its avatar, or the
/// user's, on the trailing side. Text in `*asterisks*` is a roleplay action (italic, secondary colour).
public struct CharacterAIMessage: Sendable, Equatable {
    /// Who wrote it.
    public enum Role: String, Sendable, CaseIterable { case character, user }

    /// Where a character's reply is in its life.
    public enum State: String, Sendable, CaseIterable {
        /// Finished.
        case complete
        /// Still arriving: a blinking caret follows the text; the composer offers Stop.
        case streaming
    }

    /// The retry / copy / rate row's rating.
    public enum Rating: String, Sendable, CaseIterable { case none, up, down }

    /// Default `.user`.
    public var role: Role
    /// The message, with `*roleplay actions*` in asterisks. Default "".
    public var text: String
    /// A reply's progress. Default `.complete`. The character's messages only.
    public var state: State
    /// The rating shown in the retry / copy / rate row, which the app draws under the latest finished
    /// reply only. Default `.none`. The character's messages only.
    public var rating: Rating

    public init(role: Role = .user, text: String = "", state: State = .complete, rating: Rating = .none) {
        self.role = role; self.text = text; self.state = state; self.rating = rating
    }

    /// A message from the character.
    public static func character(_ text: String, state: State = .complete, rating: Rating = .none) -> CharacterAIMessage {
        CharacterAIMessage(role: .character, text: text, state: state, rating: rating)
    }

    /// A message from the user.
    public static func user(_ text: String) -> CharacterAIMessage { CharacterAIMessage(role: .user, text: text) }
}
