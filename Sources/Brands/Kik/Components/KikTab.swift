/// The four tabs of Kik's `TabView`, with the guide's titles and SF Symbols. Raw values double as the
/// state names of `kik.tab-bar`.
public enum KikTab: String, CaseIterable, Sendable {
    case chats, people, discover, kikCode = "kik-code"

    public var title: String {
        switch self {
        case .chats: "Chats"
        case .people: "People"
        case .discover: "Discover"
        case .kikCode: "Kik Code"
        }
    }

    public var systemImage: String {
        switch self {
        case .chats: "bubble.left.fill"
        case .people: "person.2.fill"
        case .discover: "sparkles"
        case .kikCode: "qrcode"
        }
    }
}
