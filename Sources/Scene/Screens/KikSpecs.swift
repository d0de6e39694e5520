import KikKit

/// The scene keys of Kik's content types.
enum KikSpecs {
    static var conversation: ObjectSpec<KikConversation> {
        ObjectSpec(name: "KikConversation", summary: "A Kik conversation.", initial: KikConversation(), fields: [
            .text("username", \.username, .line, "Centred in the header. Default \"jess.k\"."),
            .list("messages", \.messages, { message }, "The messages, oldest first; they rest on the compose bar. Default none."),
            .text("draft", \.draft, .lines, "Text in the compose bar; \"Send\" turns Kik Blue. Empty shows \"Type a message\". Default \"\"."),
            .flag("isComposerFocused", \.isComposerFocused, "The caret shows. Default false."),
        ])
    }

    static var message: ObjectSpec<KikMessage> {
        ObjectSpec(name: "KikMessage", summary: "One Kik message.", initial: KikMessage(), fields: [
            .choice("direction", \.direction, "incoming (grey, leading) or outgoing (Kik Blue, trailing). Consecutive messages from one side form a group; the last of each has the tail. Default incoming."),
            .text("text", \.text, .lines, "As typed. Default \"\"."),
            .text("time", \.time, .line, "Outgoing only: the time under the bubble. Default \"\"."),
            .choice("receipt", \.receipt, "Outgoing only: sending (…), sent (S), delivered (D), read (R, blue), failed (!). Default read."),
            .optionalText("separator", \.separator, .line, "A centred label above the message opening a new stretch: \"Today 4:01 PM\", \"Yesterday\". Default none."),
        ])
    }

    static var chatList: ObjectSpec<KikChatList> {
        ObjectSpec(name: "KikChatList", summary: "Kik's chats list.", initial: KikChatList(), fields: [
            .list("chats", \.chats, { chat }, "Chat rows, most recent first. Default none."),
        ])
    }

    static var chat: ObjectSpec<KikChat> {
        ObjectSpec(name: "KikChat", summary: "One row of the chats list.", initial: KikChat(), fields: [
            .text("name", \.name, .line, "Its first letter is on the avatar. Default \"\"."),
            .text("preview", \.preview, .line, "The last message, one line. Default \"\"."),
            .text("time", \.time, .line, "\"7:58 PM\", \"Yesterday\", \"Mon\". Default \"\"."),
            .flag("isBot", \.isBot, "Rounded-square avatar and the BOT tag. Default false."),
            .integer("unread", \.unread, 0...Int.max, "A blue badge when above 0. Default 0."),
            .optionalChoice("receipt", \.receipt, "Your last message's S / D / R, shown when nothing is unread. Default none."),
            .optionalChoice("avatar", \.avatar, "The avatar gradient: sky, sunset, grape, lime, rose or slate. Default chosen from the name."),
        ])
    }
}
