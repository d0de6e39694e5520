/// One row of Kik's chats list: the avatar (round for people; a rounded square and a BOT tag for bots),
/// the name and last-message preview, and the time with either the unread count or the receipt of your
/// last message.
public struct KikChat: Sendable, Equatable {
    /// Default "".
    public var name: String
    /// The last message, on one line. Default "".
    public var preview: String
    /// When it came, as the list shows it ("7:58 PM", "Yesterday", "Mon"). Default "".
    public var time: String
    /// A bot: rounded-square avatar and the BOT tag. Default false.
    public var isBot: Bool
    /// Unread messages, shown as a blue badge; 0 shows none. Default 0.
    public var unread: Int
    /// The receipt of your last message, shown when nothing is unread (nil: none). Default nil.
    public var receipt: SDR?
    /// The avatar gradient behind the initial. Default nil: chosen from the name, the same on every render.
    public var avatar: KikAvatar?

    public init(name: String = "", preview: String = "", time: String = "", isBot: Bool = false, unread: Int = 0,
                receipt: SDR? = nil, avatar: KikAvatar? = nil) {
        self.name = name; self.preview = preview; self.time = time; self.isBot = isBot; self.unread = unread
        self.receipt = receipt; self.avatar = avatar
    }
}
