extension ChatGPTKit {
    /// The conversation column's widest extent on an iPad, in points. ChatGPT's iPad app, like its web app
    /// (a 48 rem = 768 px thread), keeps messages and the composer in a centred column while the top bar
    /// spans the screen; on iPhones the column is the screen.
    public static let readableWidth = 768.0
}
