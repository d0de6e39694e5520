/// The sample screens of `mockshot list kik` as content values.
extension KikConversation {
    /// Alternating groups with every bubble but each group's last without a tail; two stretches under
    /// time separators; the earliest messages run off the top of the screen.
    public static let sample = KikConversation(username: "jess.k", messages: [
        .outgoing("did you get the tickets??", time: "4:02 PM", receipt: .read, separator: "Today 4:01 PM"),
        .incoming("Sam did, he's bringing them"),
        .outgoing("ok good. what time should we meet?", time: "4:05 PM", receipt: .read),
        .incoming("let's say 7:30 outside"),
        .incoming("I'll text you when I'm there"),
        .outgoing("sounds good", time: "4:06 PM", receipt: .read),
        .incoming("hey!! are you still coming tonight?", separator: "7:38 PM"),
        .incoming("doors open at 8, Sam already has the tickets"),
        .outgoing("yes! just leaving work now", time: "7:41 PM", receipt: .read),
        .outgoing("save me a spot near the front, I'll grab drinks on the way", time: "7:42 PM", receipt: .read),
        .incoming("will do"),
        .incoming("we're by the left speaker, look for the yellow jacket"),
        .outgoing("perfect, see you in 20", time: "7:58 PM", receipt: .delivered),
    ])
}

extension KikConversation {
    /// A chat with a trivia bot: its question arrives as a group of incoming bubbles and the answers wait as
    /// suggested-reply chips above the compose bar.
    public static let botSample = KikConversation(username: "Trivia Night", messages: [
        .incoming("Round 4 starts now. Ready?", separator: "7:15 PM"),
        .outgoing("ready!", time: "7:15 PM", receipt: .read),
        .incoming("Question 1 of 5"),
        .incoming("Which planet has the most known moons?"),
        .incoming("Tap your answer below"),
    ], suggestedReplies: ["A) Jupiter", "B) Saturn", "C) Neptune", "D) Uranus"])
}

extension KikChatList {
    /// People and bots, unread counts (one and two digits), each receipt and rows with neither.
    public static let sample = KikChatList(chats: [
        KikChat(name: "jess.k", preview: "perfect, see you in 20", time: "7:58 PM", receipt: .delivered, avatar: .sky),
        KikChat(name: "Sam Rivera", preview: "lol did you see what Alex posted", time: "7:40 PM", unread: 3, avatar: .sunset),
        KikChat(name: "Trivia Night", preview: "Round 4 starts now. Ready?", time: "7:15 PM", isBot: true, unread: 12, avatar: .grape),
        KikChat(name: "maya_b", preview: "ok sending the photos from Saturday", time: "Yesterday", receipt: .read, avatar: .rose),
        KikChat(name: "Weather", preview: "Tomorrow: 18° and sunny, light breeze", time: "Yesterday", isBot: true, avatar: .lime),
        KikChat(name: "Chris Park", preview: "see ya at practice", time: "Mon", receipt: .sent, avatar: .slate),
        KikChat(name: "Dana", preview: "can you send me the address?", time: "Sun", receipt: .failed, avatar: .sunset),
        KikChat(name: "Study Buddy", preview: "Your flashcards for Biology are ready", time: "Sat", isBot: true, avatar: .sky),
    ])
}
