import Layout

/// One row of the mock chats list.
public struct SampleChat: Identifiable, Sendable {
    public let id: Int
    public let name: String
    public let preview: String
    public let time: String
    public let isBot: Bool
    public let unread: Int?
    public let receipt: SDR?
    public let gradient: [Color]

    public init(id: Int, name: String, preview: String, time: String, isBot: Bool = false, unread: Int? = nil,
                receipt: SDR? = nil, gradient: [Color]) {
        self.id = id; self.name = name; self.preview = preview; self.time = time; self.isBot = isBot
        self.unread = unread; self.receipt = receipt; self.gradient = gradient
    }

    /// The rows of `kik.chats-screen`: people and bots, unread counts (one and two digits), each receipt
    /// and rows with neither.
    public static let chats: [SampleChat] = [
        SampleChat(id: 0, name: "jess.k", preview: "perfect, see you in 20", time: "7:58 PM", receipt: .delivered,
                   gradient: AvatarGradients.sky),
        SampleChat(id: 1, name: "Sam Rivera", preview: "lol did you see what Alex posted", time: "7:40 PM", unread: 3,
                   gradient: AvatarGradients.sunset),
        SampleChat(id: 2, name: "Trivia Night", preview: "Round 4 starts now. Ready?", time: "7:15 PM", isBot: true,
                   unread: 12, gradient: AvatarGradients.grape),
        SampleChat(id: 3, name: "maya_b", preview: "ok sending the photos from Saturday", time: "Yesterday", receipt: .read,
                   gradient: AvatarGradients.rose),
        SampleChat(id: 4, name: "Weather", preview: "Tomorrow: 18° and sunny, light breeze", time: "Yesterday", isBot: true,
                   gradient: AvatarGradients.lime),
        SampleChat(id: 5, name: "Chris Park", preview: "see ya at practice", time: "Mon", receipt: .sent,
                   gradient: AvatarGradients.slate),
        SampleChat(id: 6, name: "Dana", preview: "can you send me the address?", time: "Sun", receipt: .failed,
                   gradient: AvatarGradients.sunset),
        SampleChat(id: 7, name: "Study Buddy", preview: "Your flashcards for Biology are ready", time: "Sat", isBot: true,
                   gradient: AvatarGradients.sky),
    ]
}
