import Layout

/// A character as Character.AI shows it: in a chat's header and greeting, and on a Discover card.
public struct CharacterAICharacter: Sendable, Equatable {
    /// Default "Aria" (the guide's own example character).
    public var name: String
    /// The creator's handle. Default "@lumen".
    public var creator: String
    /// The line under the name in the chat's greeting. Default "" (then "by " and the creator).
    public var tagline: String
    /// The Discover card's description, at most two lines. Default "".
    public var description: String
    /// The Discover card's chat count as the app writes it ("2.4M chats"); "" hides it. Default "".
    public var chats: String
    /// The avatar gradient. Default nil: chosen from the name, the same on every render.
    public var avatar: CharacterAIAvatar?
    /// The character's greeting: the first message of every chat with it. Default "" (none).
    public var greeting: String

    public init(name: String = "Aria", creator: String = "@lumen", tagline: String = "", description: String = "",
                chats: String = "", avatar: CharacterAIAvatar? = nil, greeting: String = "") {
        self.name = name; self.creator = creator; self.tagline = tagline; self.description = description
        self.chats = chats; self.avatar = avatar; self.greeting = greeting
    }

    /// The tagline as shown.
    public var shownTagline: String { tagline.isEmpty ? "by \(creator)" : tagline }

    /// The avatar's gradient (chosen, or generated from the name).
    public var avatarGradient: RadialGradient { (avatar ?? .generated(for: name)).gradient }
}
