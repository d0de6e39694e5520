extension GrokKit {
    /// The conversation column's widest extent on an iPad, in points: Grok centres its thread and prompt bar
    /// (the guide's ConversationScroll and GrokPromptBar) in a reading column while the top bar and the
    /// black canvas span the screen; on iPhones the column is the screen.
    public static let readableWidth = 768.0
}
