import Layout

/// The four root tabs, with the guide's titles and symbols. The tab bar draws each symbol's `.fill` variant
/// where one exists, as iOS tab bars do automatically (the guide's symbol table lists both).
public enum CAITab: String, CaseIterable, Sendable, Identifiable {
    case discover, chats, create, profile

    public var id: String { rawValue }

    public var title: String {
        switch self {
        case .discover: "Discover"
        case .chats: "Chats"
        case .create: "Create"
        case .profile: "Profile"
        }
    }

    public var systemImage: String {
        switch self {
        case .discover: "sparkles"
        case .chats: "bubble.left.and.bubble.right"
        case .create: "plus.circle"
        case .profile: "person"
        }
    }

    /// The symbol the tab bar draws: the `.fill` variant (`sparkles` has none).
    public var filledSystemImage: String {
        self == .discover ? systemImage : systemImage + ".fill"
    }
}
