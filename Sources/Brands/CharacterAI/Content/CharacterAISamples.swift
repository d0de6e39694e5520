/// The sample screens of `mockshot list characterai` as content values. All names, creators and texts
/// are invented for the kit.
extension CharacterAICharacter {
    /// The guide's own example character, with her greeting.
    public static let aria = CharacterAICharacter(
        name: "Aria", creator: "@lumen", tagline: "A curious starship navigator · by @lumen",
        description: "Charts the unmapped edge of the galaxy.", chats: "2.4M chats", avatar: .blue,
        greeting: "*glances up from the star charts, a soft smile forming* Oh, a new face on the bridge. I'm Aria. Where shall we chart a course tonight?")

    /// Discover's feed, alternating the two avatar gradients.
    public static let featured: [CharacterAICharacter] = [
        aria,
        CharacterAICharacter(name: "Professor Quill", creator: "@inkwell", tagline: "A patient tutor · by @inkwell",
                             description: "Explains anything with a story.", chats: "860K chats", avatar: .lilac),
        CharacterAICharacter(name: "Captain Vex", creator: "@skyward", tagline: "A retired sky-pirate · by @skyward",
                             description: "Retired sky-pirate, unfinished business.", chats: "1.1M chats", avatar: .lilac),
        CharacterAICharacter(name: "Juniper", creator: "@fernlight", tagline: "Your study buddy · by @fernlight",
                             description: "Your study buddy for late-night revision.", chats: "412K chats", avatar: .blue),
    ]
}

extension CharacterAIChat {
    /// A short roleplay with Aria (actions in `*asterisks*`, speech plain), her latest reply rated up,
    /// and Aria typing again.
    public static let sample = CharacterAIChat(
        character: .aria,
        messages: [
            .user("Somewhere nobody has mapped yet."),
            .character("*taps a flickering cluster at the edge of the display* The Veil Nebula, then. Old logs say its stars hum if you listen closely.",
                       rating: .up),
            .user("*leans over the console* Then let's go listen."),
        ],
        isTyping: true, animationTime: 0.3)
}

extension CharacterAIDiscover {
    /// The featured characters "For you", with the create panel.
    public static let sample = CharacterAIDiscover(characters: CharacterAICharacter.featured)
}
