import Layout

/// States of `kik.suggested-replies`: the chips at rest, one pressed, a row too wide for the screen (it runs
/// off the trailing edge), and the accessibility3 Dynamic Type size.
public enum SuggestedRepliesState: String, CaseIterable, Sendable {
    case `default`
    case pressed
    case overflowing
    case largeType = "large-type"

    static let answers = ["A) Jupiter", "B) Saturn", "C) Neptune"]
    static let many = ["Play again", "Leaderboard", "Invite a friend", "Rules", "Stop"]

    @ViewBuilder public var preview: some View {
        switch self {
        case .default, .largeType: KikSuggestedReplies(Self.answers)
        case .pressed: KikSuggestedReplies(Self.answers, pressed: 1)
        case .overflowing: KikSuggestedReplies(Self.many)
        }
    }
}
