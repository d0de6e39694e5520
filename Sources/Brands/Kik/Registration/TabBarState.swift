import Layout

/// States of `kik.tab-bar`: one per selected tab, and the accessibility variants (Chats selected).
public enum TabBarState: String, CaseIterable, Sendable {
    case chats, people, discover
    case kikCode = "kik-code"
    case reduceTransparency = "reduce-transparency"
    case increasedContrast = "increased-contrast"
    case largeType = "large-type"

    @ViewBuilder public var preview: some View {
        switch self {
        case .chats: KikTabBar(selection: .chats)
        case .people: KikTabBar(selection: .people)
        case .discover: KikTabBar(selection: .discover)
        case .kikCode: KikTabBar(selection: .kikCode)
        case .reduceTransparency, .increasedContrast, .largeType: KikTabBar(selection: .chats)   // with their presets
        }
    }
}
