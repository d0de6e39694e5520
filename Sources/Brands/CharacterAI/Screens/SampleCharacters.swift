import Layout

/// A character as the mockups show it. All names, creators and texts are invented for the kit.
public struct CAICharacter: Sendable {
    public let name: String
    public let creator: String
    public let tagline: String
    public let desc: String
    public let chats: String
    public let avatar: RadialGradient

    public init(name: String, creator: String, tagline: String, desc: String, chats: String, avatar: RadialGradient) {
        self.name = name; self.creator = creator; self.tagline = tagline; self.desc = desc; self.chats = chats
        self.avatar = avatar
    }

    /// The guide's own example character.
    public static let aria = CAICharacter(
        name: "Aria", creator: "@lumen", tagline: "A curious starship navigator · by @lumen",
        desc: "Charts the unmapped edge of the galaxy.",
        chats: "2.4M chats", avatar: .caiAvatarBlue)

    /// Discover's feed, alternating the two avatar gradients.
    public static let featured: [CAICharacter] = [
        aria,
        CAICharacter(name: "Professor Quill", creator: "@inkwell", tagline: "A patient tutor · by @inkwell",
                     desc: "Explains anything with a story.",
                     chats: "860K chats", avatar: .caiAvatarLilac),
        CAICharacter(name: "Captain Vex", creator: "@skyward", tagline: "A retired sky-pirate · by @skyward",
                     desc: "Retired sky-pirate, unfinished business.",
                     chats: "1.1M chats", avatar: .caiAvatarLilac),
        CAICharacter(name: "Juniper", creator: "@fernlight", tagline: "Your study buddy · by @fernlight",
                     desc: "Your study buddy for late-night revision.",
                     chats: "412K chats", avatar: .caiAvatarBlue),
    ]
}

/// One message of a sample conversation.
public struct CAIMessage: Sendable, Identifiable {
    public let id: Int
    public let speaker: MessageBubble.Speaker
    public let text: String
    public init(id: Int, speaker: MessageBubble.Speaker, text: String) { self.id = id; self.speaker = speaker; self.text = text }

    /// A short roleplay with Aria: actions in `*asterisks*`, speech plain.
    public static let ariaConversation: [CAIMessage] = [
        CAIMessage(id: 0, speaker: .ai, text: "*glances up from the star charts, a soft smile forming* Oh, a new face on the bridge. I'm Aria. Where shall we chart a course tonight?"),
        CAIMessage(id: 1, speaker: .user, text: "Somewhere nobody has mapped yet."),
        CAIMessage(id: 2, speaker: .ai, text: "*taps a flickering cluster at the edge of the display* The Veil Nebula, then. Old logs say its stars hum if you listen closely."),
        CAIMessage(id: 3, speaker: .user, text: "*leans over the console* Then let's go listen."),
    ]
}
