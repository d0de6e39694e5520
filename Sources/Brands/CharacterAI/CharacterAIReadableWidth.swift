extension CharacterAIKit {
    /// The chat column's widest extent on an iPad, in points: the greeting, messages (each still capped at
    /// 86 % of the screen by the guide's BubbleMaxWidth) and composer sit in a centred column under the
    /// full-width chat header; on iPhones the column is the screen. The Discover grid keeps the screen's width.
    public static let readableWidth = 720.0
}
