/// An X post cited by a Grok reply, drawn as the guide's citation card under the reply's text.
public struct GrokCitation: Sendable, Equatable {
    /// The author's display name. Default "X".
    public var author: String
    /// The author's handle without the "@". Default "x".
    public var handle: String
    /// The post's age as X shows it ("2h", "Mar 3"). Default "1h".
    public var timeAgo: String
    /// The blue verified seal after the name. Default true.
    public var isVerified: Bool
    /// The post, clipped to four lines. Default "".
    public var text: String
    /// Reply, repost and like counts under the post. Default 0.
    public var replies: Int
    public var reposts: Int
    public var likes: Int
    /// The card is being pressed: lifted surface and a link-blue border. Default false.
    public var isPressed: Bool

    public init(author: String = "X", handle: String = "x", timeAgo: String = "1h", isVerified: Bool = true, text: String = "",
                replies: Int = 0, reposts: Int = 0, likes: Int = 0, isPressed: Bool = false) {
        self.author = author; self.handle = handle; self.timeAgo = timeAgo; self.isVerified = isVerified; self.text = text
        self.replies = replies; self.reposts = reposts; self.likes = likes; self.isPressed = isPressed
    }
}
