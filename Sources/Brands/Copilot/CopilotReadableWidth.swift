extension CopilotKit {
    /// The conversation column's widest extent on an iPad, in points: Copilot centres greeting, turns,
    /// suggestion chips and prompt bar in a narrower column than the other apps (its answer cards carry
    /// their own 16 pt padding), while the top bar's material spans the screen; on iPhones the column is
    /// the screen.
    public static let readableWidth = 672.0
}
