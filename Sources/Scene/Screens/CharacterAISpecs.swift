import CharacterAIKit

/// The scene keys of Character.AI's content types.
enum CharacterAISpecs {
    static var chat: ObjectSpec<CharacterAIChat> {
        ObjectSpec(name: "CharacterAIChat", summary: "A Character.AI chat.", initial: CharacterAIChat(), fields: [
            .object("character", \.character, { character }, "The character in the header and greeting header. Default Aria."),
            .list("messages", \.messages, { message }, "The messages after the character's greeting, oldest first. Default none."),
            .flag("isTyping", \.isTyping, "The typing bubble after the last message; the composer offers Stop. Default false."),
            .text("draft", \.draft, .lines, "Text in the composer; empty shows \"Message <name>…\". Default \"\"."),
            .flag("isComposerFocused", \.isComposerFocused, "The composer's caret shows. Default false."),
            .number("animationTime", \.animationTime, minimum: 0, "Seconds into the loops: the typing wave (1.2 s), a streaming caret's blink (0.5 s, on first). Default 0.3."),
        ])
    }

    static var character: ObjectSpec<CharacterAICharacter> {
        ObjectSpec(name: "CharacterAICharacter", summary: "A character.", initial: CharacterAICharacter(), fields: [
            .text("name", \.name, .line, "Default \"Aria\"."),
            .text("creator", \.creator, .line, "The creator's handle. Default \"@lumen\"."),
            .text("tagline", \.tagline, .line, "Under the name in the greeting header; empty shows \"by \" and the creator. Default \"\"."),
            .text("description", \.description, .lines, "A Discover card's two-line description. Default \"\"."),
            .text("chats", \.chats, .line, "A Discover card's chat count (\"2.4M chats\"); empty hides it. Default \"\"."),
            .optionalChoice("avatar", \.avatar, "The avatar gradient: blue or lilac. Default chosen from the name."),
            .text("greeting", \.greeting, .lines, "The character's first message in every chat. Default \"\" (none)."),
        ])
    }

    static var message: ObjectSpec<CharacterAIMessage> {
        ObjectSpec(name: "CharacterAIMessage", summary: "One Character.AI message.", initial: CharacterAIMessage(), fields: [
            .choice("role", \.role, "character or user. Default user."),
            .text("text", \.text, .lines, "The message; *roleplay actions* in asterisks are italic and secondary. Default \"\"."),
            .choice("state", \.state, "The character's only: complete or streaming (a blinking caret). Default complete."),
            .choice("rating", \.rating, "The character's only: none, up or down, shown in the retry / copy / rate row under the latest finished reply. Default none."),
        ])
    }

    static var discover: ObjectSpec<CharacterAIDiscover> {
        ObjectSpec(name: "CharacterAIDiscover", summary: "Character.AI's Discover screen.", initial: CharacterAIDiscover(), fields: [
            .text("sectionTitle", \.sectionTitle, .line, "The heading over the cards. Default \"For you\"."),
            .list("characters", \.characters, { character }, "Characters, two cards to a row. Default none."),
            .flag("showsCreatePanel", \.showsCreatePanel, "The \"Make your own\" panel under the cards. Default true."),
        ])
    }
}
